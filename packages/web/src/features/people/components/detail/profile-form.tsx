import { zodResolver } from "@hookform/resolvers/zod";
import type { PersonRecord, PersonUpdateRequest } from "@rightsdesk/domain";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../../lib/save-problem";
import { serverFieldErrors } from "../../../../lib/server-field-errors";
import { useUnsavedChanges } from "../../../../lib/unsaved-changes";
import { ProfileFormFrame } from "../../../../ui/records/profile-form-frame";
import { useRecordLock } from "../../../../ui/records/record-lock";
import { useUpdatePerson } from "../../api/update-person";
import {
  PersonProfileFormSchema,
  personProfileFormValues,
  type PersonProfileFormValues,
} from "../../lib/profile-form";
import { PersonFields } from "../person-fields";

const profileFields = [
  "personName.firstName",
  "personName.middleName",
  "personName.lastName",
  "kinds",
  "gender",
  "dateOfBirth",
  "email",
  "phone",
  "ethnicities",
  "skillGroups",
  "allergies",
  "talentRoles",
  "unions",
  "status",
  "notes",
] as const;

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
  const lock = useRecordLock();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [reloading, setReloading] = useState(false);
  const form = useForm<PersonProfileFormValues, unknown, PersonUpdateRequest>({
    resolver: zodResolver(PersonProfileFormSchema),
    defaultValues: personProfileFormValues(person),
  });
  const {
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { isDirty, isSubmitting },
  } = form;
  const markSaved = useUnsavedChanges("person-profile", isDirty);

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await update.mutateAsync(body);
      markSaved();
      toast.success("Profile saved.");
      onDone();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, profileFields);
      for (const { field, message } of fieldErrors) setError(field, { type: "server", message });
      const [first] = fieldErrors;
      if (first) setFocus(first.field);
      const explained = explainSaveProblem(error, fieldErrors.length, "The profile could not be saved.");
      if (explained?.kind === "locked") lock.check();
      setProblem(explained);
    }
  });

  const reload = async () => {
    setReloading(true);
    try {
      const latest = await onReload();
      if (latest) reset(personProfileFormValues(latest));
      setProblem(null);
    } finally {
      setReloading(false);
    }
  };

  const saving = isSubmitting || update.isPending;
  return (
    <FormProvider {...form}>
      <ProfileFormFrame
        label="Edit profile"
        onSubmit={onSubmit}
        problem={problem}
        onReload={() => void reload()}
        reloading={reloading}
        isDirty={isDirty}
        saving={saving}
        onCancel={() => {
          reset(personProfileFormValues(person));
          markSaved();
          onDone();
        }}
      >
        <PersonFields />
      </ProfileFormFrame>
    </FormProvider>
  );
}
