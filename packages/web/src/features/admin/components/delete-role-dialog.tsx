import { isApiError } from "@rightsdesk/api-client";
import type { RoleRecord } from "@rightsdesk/domain";
import { describeError } from "../../../lib/describe-error";
import { ConfirmDialog } from "../../../ui/dialog";
import { useDeleteRole } from "../api/delete-role";

/** The users a DependencyError names (one per entry), so the admin knows whom to move first. */
function dependants(error: unknown): string[] {
  return isApiError(error) && error.type === "DependencyError"
    ? error.errors.map((entry) => entry.message)
    : [];
}

/** Asks before deleting a role; a role still held is refused, listing who holds it. */
export function DeleteRoleDialog({
  role,
  open,
  onClose,
  onDeleted,
}: {
  role: RoleRecord;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const deleteRole = useDeleteRole();
  const holders = dependants(deleteRole.error);
  const close = () => {
    onClose();
    deleteRole.reset();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      onConfirm={() => deleteRole.mutate(role.id, { onSuccess: onDeleted })}
      title={`Delete the ${role.name} role?`}
      confirmLabel="Delete role"
      busyLabel="Deleting…"
      busy={deleteRole.isPending}
      error={
        deleteRole.isError ? (
          holders.length > 0 ? (
            <>
              <p>The role is still held. Give these users another role first:</p>
              <ul className="mt-1 max-h-40 list-disc overflow-y-auto pl-5">
                {holders.map((holder) => (
                  <li key={holder}>{holder}</li>
                ))}
              </ul>
            </>
          ) : (
            describeError(deleteRole.error, "The role could not be deleted.")
          )
        ) : null
      }
    >
      {role.userCount > 0
        ? `${role.userCount} ${role.userCount === 1 ? "user holds" : "users hold"} this role; it can only go once nobody does.`
        : "Nobody holds this role. Deleting it cannot be undone."}
    </ConfirmDialog>
  );
}
