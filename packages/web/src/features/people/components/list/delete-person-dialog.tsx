import { isApiError } from "@rightsdesk/api-client";
import type { PersonDependant } from "@rightsdesk/domain";
import { toast } from "sonner";
import { describeError } from "../../../../lib/describe-error";
import { Alert } from "../../../../ui/alert";
import { Button } from "../../../../ui/button";
import { Modal } from "../../../../ui/dialog";
import { Skeleton } from "../../../../ui/skeleton";
import { useDeleteRecord } from "../../../../ui/records/record-mutations";
import { usePersonDependants } from "../../api/delete-person";
import { personKind } from "../../api/person-kind";

type DeletePersonDialogProps = {
  person: { id: number; fullName: string; recordId: string };
  open: boolean;
  onClose: () => void;
  /** After the person is gone (the page showing them goes back to the list). */
  onDeleted?: () => void;
};

/** The records a refusal names (one per entry of a DependencyError), when the server sends them. */
function refusedDependants(error: unknown): string[] {
  return isApiError(error) && error.type === "DependencyError"
    ? error.errors.map((entry) => entry.message)
    : [];
}

function DependantList({ dependants }: { dependants: readonly PersonDependant[] }) {
  return (
    <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-200 bg-white px-3 py-2">
      {dependants.map((dependant) => (
        <li key={`${dependant.entityType}-${dependant.entityId}-${dependant.via}`}>
          <span className="font-medium text-slate-900">{dependant.name}</span>{" "}
          <span className="font-mono text-xs text-slate-500">{dependant.recordId}</span>
          <span className="block text-xs text-slate-500">{dependant.via}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Deleting an archived person for good. The dialog first asks the server what still points at
 * them (`GET /People/Dependants/{id}`) and lists it; with dependants the delete is not offered.
 * If the server refuses anyway (DependencyError, code 7: something new points at them), the
 * records it names are listed instead.
 */
export function DeletePersonDialog({ person, open, onClose, onDeleted }: DeletePersonDialogProps) {
  const dependants = usePersonDependants(person.id, open);
  const remove = useDeleteRecord(personKind, person.id);
  const refused = refusedDependants(remove.error);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(`${person.fullName} was deleted.`);
        onClose();
        onDeleted?.();
      },
    });
  const inUse = (dependants.data?.length ?? 0) > 0;
  const canDelete = dependants.isSuccess && !inUse && refused.length === 0;

  return (
    <Modal
      open={open}
      onClose={close}
      busy={remove.isPending}
      size="md"
      title={`Delete ${person.fullName} for good?`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.isPending} autoFocus>
            {canDelete ? "Cancel" : "Close"}
          </Button>
          {canDelete && (
            <Button variant="danger" onClick={confirm} busy={remove.isPending} busyLabel="Deleting…">
              Delete person
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        {dependants.isPending ? (
          <div role="status" aria-label="Checking what points at this person…" className="space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : dependants.isError ? (
          <Alert title="Could not check what points at this person">
            {describeError(dependants.error, "Try again in a moment.")}
            <Button variant="secondary" className="mt-2" onClick={() => void dependants.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : inUse ? (
          <div>
            <p>
              <span className="font-medium text-slate-900">{person.fullName}</span>
              {` (${person.recordId}) cannot be deleted while these records point at them. Change or remove them first.`}
            </p>
            <DependantList dependants={dependants.data} />
          </div>
        ) : refused.length > 0 ? (
          <Alert title="The server refused the delete">
            <p>{describeError(remove.error, "Other records point at this person.")}</p>
            <ul className="mt-2 list-disc space-y-0.5 pl-5">
              {refused.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </Alert>
        ) : (
          <>
            <p>
              <span className="font-medium text-slate-900">{person.fullName}</span>
              {` (${person.recordId}) and everything recorded on them — addresses, bank and tax details, photos, documents — are removed. Nothing points at them. This cannot be undone.`}
            </p>
            {remove.isError && (
              <Alert title="That did not work">
                {describeError(remove.error, "The person could not be deleted.")}
              </Alert>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
