import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "../../../routing/paths";
import { formatFullName } from "../../../lib/format";
import { adminKeys } from "../api/admin-keys";
import { useUser } from "../api/get-user";
import { AccountStatusCard } from "../components/account-status-card";
import { DeleteUserCard } from "../components/delete-user-card";
import { ResetPasswordCard } from "../components/reset-password-card";
import { UserDetailsForm } from "../components/user-details-form";
import { readRecordId } from "../../../lib/read-record-id";
import { useAdminRights } from "../lib/use-admin-rights";

/** The user-profile tab: details, sign-in status with block/unblock, password reset, delete. */
export function Component() {
  const userId = readRecordId(useParams().userId) ?? 0;
  const user = useUser(userId);
  const rights = useAdminRights();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deletedName, setDeletedName] = useState<string | null>(null);
  // Bumped to start the details form again from a freshly loaded version.
  const [detailsGeneration, setDetailsGeneration] = useState(0);

  // Once deleted, the forms unmount first (clearing their unsaved-changes marks), then the page leaves.
  useEffect(() => {
    if (deletedName === null) return;
    toast.success(`${deletedName} was deleted.`);
    void (async () => {
      await navigate(paths.app.admin.users.getHref(), { replace: true });
      queryClient.removeQueries({ queryKey: adminKeys.users.detail(userId) });
    })();
  }, [deletedName, navigate, queryClient, userId]);

  if (!user.data || deletedName !== null) return null;
  const reload = async () => {
    await user.refetch();
    setDetailsGeneration((generation) => generation + 1);
  };
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <UserDetailsForm
          key={detailsGeneration}
          user={user.data}
          canWrite={rights.canWrite}
          onReload={reload}
        />
        {rights.canWrite && <ResetPasswordCard user={user.data} onReload={reload} />}
      </div>
      <div className="space-y-6">
        <AccountStatusCard user={user.data} canWrite={rights.canWrite} />
        {rights.canDelete && (
          <DeleteUserCard user={user.data} onDeleted={() => setDeletedName(formatFullName(user.data))} />
        )}
      </div>
    </div>
  );
}
