import type { PersonKind } from "@rightsdesk/domain";
import { useState } from "react";
import { personLookupQueryOptions } from "../../../../ui/records/lookups";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { useModuleRights } from "../../../../ui/records/record-queries";
import type { PickedRecord } from "../../../../ui/records/reference-picker";
import { CreatablePicker } from "../pickers/creatable-picker";
import { CreatePersonDialog } from "../pickers/create-person-dialog";

/**
 * The performer of a cast entry: typed to find them among the people of `kinds`, or, for a user
 * who may add people, created on the spot from the typed name and picked.
 */
export function CastPersonField({
  label,
  kinds,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  /** The kinds offered, and a new person's (talent when none is named). */
  kinds: readonly PersonKind[];
  value: PickedRecord | null;
  onChange: (person: PickedRecord | null) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const canCreate = useModuleRights("People").canWrite;
  const [creating, setCreating] = useState<string | null>(null);
  return (
    <>
      <CreatablePicker
        label={label}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        hint={canCreate ? "Not on file yet? Type their name and choose “Create”." : undefined}
        noun="person"
        plural="people"
        lookup={(search) => personLookupQueryOptions(search, kinds)}
        onCreate={canCreate ? setCreating : null}
        toOption={(person) => ({
          id: person.id,
          name: person.fullName,
          detail: [person.recordId, person.kinds.map(formatCatalogueName).join(", ")].join(" · "),
        })}
      />
      {creating !== null && (
        <CreatePersonDialog
          typedName={creating}
          kinds={kinds.length > 0 ? kinds : ["TALENT"]}
          onClose={() => setCreating(null)}
          onCreated={(person) => {
            onChange(person);
            setCreating(null);
          }}
        />
      )}
    </>
  );
}
