import type { FormEvent, ReactNode } from "react";
import type { SaveProblem } from "../../../../lib/save-problem";
import { FormDialog } from "../../../../ui/form-dialog";

/**
 * A small form over another one, creating the record its picker lacks. Its submit stays its own:
 * the event would otherwise bubble (through the portal) to the form underneath.
 */
export function NestedCreateDialog({
  noun,
  description,
  saving,
  problem,
  onSubmit,
  onClose,
  children,
}: {
  noun: string;
  description: ReactNode;
  saving: boolean;
  problem: SaveProblem;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      title={`Create ${noun}`}
      description={description}
      formId={`create-${noun.replaceAll(" ", "-")}-form`}
      submitLabel={`Create ${noun}`}
      busyLabel="Creating…"
      saving={saving}
      problem={problem}
      className="space-y-4"
      onSubmit={(event) => {
        event.stopPropagation();
        void onSubmit(event);
      }}
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}
