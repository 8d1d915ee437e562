import { zodResolver } from "@hookform/resolvers/zod";
import type { PersonRecord } from "@rightsdesk/domain";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { RecordProfileForm } from "../../../../ui/records/profile-form-frame";
import { useUpdatePerson } from "../../api/update-person";
import {
  PersonProfileFormSchema,
  personProfileFieldNames,
  personProfileFormValues,
} from "../../lib/profile-form";
import { PersonFields } from "../person-fields";

/**
 * The profile in edit mode: the same fields as the add form, saved with the version it was
 * loaded at so a stale save is refused with the server's message and "Reload".
 */
export function ProfileForm({
  person,
  onDone,
  onReload,
}: {
  person: PersonRecord;
  /** Leaves edit mode (after saving or cancelling). */
  onDone: () => void;
  /** Loads the latest version of the person. */
  onReload: () => Promise<PersonRecord | undefined>;
}) {
  const update = useUpdatePerson(person.id);
  return (
    <RecordProfileForm
      record={person}
      editName="person-profile"
      label="Edit profile"
      resolver={zodResolver(PersonProfileFormSchema)}
      valuesOf={personProfileFormValues}
      save={update.mutateAsync}
      saving={update.isPending}
      serverErrors={(error) => serverFieldErrors(error, personProfileFieldNames)}
      onDone={onDone}
      reload={onReload}
    >
      <PersonFields />
    </RecordProfileForm>
  );
}
