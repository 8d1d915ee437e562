import type { UserDetail } from "@rightsdesk/domain";
import { useState } from "react";
import { describeError } from "../../../lib/describe-error";
import { formatFullName } from "../../../lib/format";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { ConfirmDialog } from "../../../ui/dialog";
import { TrashIcon } from "../../../ui/icons";
import { useDeleteUser } from "../api/delete-user";

/** Deleting a user, behind a confirmation. `onDeleted` takes the page elsewhere. */
export function DeleteUserCard({ user, onDeleted }: { user: UserDetail; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const deleteUser = useDeleteUser(user.id);
  const name = formatFullName(user);
  const close = () => {
    setConfirming(false);
    deleteUser.reset();
  };
  return (
    <Card aria-labelledby="delete-user-title" className="border-red-200">
      <div className="px-5 py-4 sm:px-6">
        <h2 id="delete-user-title" className="text-base font-semibold text-slate-900">
          Delete user
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Removes {user.userName} and their profiles for good. Blocking keeps the record instead.
        </p>
        <Button variant="secondary" className="mt-4 w-full text-red-700" onClick={() => setConfirming(true)}>
          <TrashIcon className="size-4" />
          Delete user
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={close}
        onConfirm={() => deleteUser.mutate(undefined, { onSuccess: onDeleted })}
        title={`Delete ${name}?`}
        confirmLabel="Delete user"
        busyLabel="Deleting…"
        busy={deleteUser.isPending}
        error={deleteUser.isError ? describeError(deleteUser.error, "The user could not be deleted.") : null}
      >
        {user.userName} and all their profiles are removed. This cannot be undone; what they did stays in the
        audit log.
      </ConfirmDialog>
    </Card>
  );
}
