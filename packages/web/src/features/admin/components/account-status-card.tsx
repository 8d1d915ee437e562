import type { UserDetail } from "@rightsdesk/domain";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { formatDate, formatFullName } from "../../../lib/format";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { ConfirmDialog } from "../../../ui/dialog";
import { LockIcon, UnlockIcon } from "../../../ui/icons";
import { useToggleBlockUser } from "../api/toggle-block-user";
import { formatSignIn } from "../lib/labels";
import { UserStatusBadge } from "./user-status-badge";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 px-5 py-3 sm:px-6">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="text-right text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** How the user signs in, and the switch that blocks them (their sessions end at once). */
export function AccountStatusCard({ user, canWrite }: { user: UserDetail; canWrite: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const toggle = useToggleBlockUser(user.id);
  const name = formatFullName(user);
  const blocked = user.status === "BLOCKED";

  const close = () => {
    setConfirming(false);
    toggle.reset();
  };
  const confirm = () =>
    toggle.mutate(!blocked, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(blocked ? `${name} can sign in again.` : `${name} is blocked and has been signed out.`);
      },
    });

  return (
    <Card aria-labelledby="account-status-title">
      <CardHeader
        titleId="account-status-title"
        title="Sign-in"
        description="Status and how this user signs in."
      />
      <dl className="divide-y divide-slate-100">
        <Fact term="Status">
          <UserStatusBadge status={user.status} />
        </Fact>
        <Fact term="Last sign-in">{formatSignIn(user.lastSignInAt)}</Fact>
        <Fact term="Two-step sign-in">{user.mfaEnabled ? "On" : "Off"}</Fact>
        <Fact term="Password">
          {user.passwordChangeRequired ? (
            <span className="text-amber-800">Must be changed at next sign-in</span>
          ) : (
            "Set by the user"
          )}
        </Fact>
        <Fact term="Terms accepted">{user.termAcceptedOn ? formatDate(user.termAcceptedOn) : "Not yet"}</Fact>
        <Fact term="Added">{formatDate(user.createdAt)}</Fact>
      </dl>
      {canWrite && (
        <div className="border-t border-slate-100 px-5 py-4 sm:px-6">
          <Button
            variant={blocked ? "secondary" : "danger"}
            onClick={() => setConfirming(true)}
            className="w-full"
          >
            {blocked ? <UnlockIcon className="size-4" /> : <LockIcon className="size-4" />}
            {blocked ? "Unblock user" : "Block user"}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={close}
        onConfirm={confirm}
        title={blocked ? `Unblock ${name}?` : `Block ${name}?`}
        confirmLabel={blocked ? "Unblock user" : "Block user"}
        busyLabel={blocked ? "Unblocking…" : "Blocking…"}
        tone={blocked ? "primary" : "danger"}
        busy={toggle.isPending}
        error={toggle.isError ? describeError(toggle.error, "The status could not be changed.") : null}
      >
        {blocked
          ? `${user.userName} can sign in again with their current password.`
          : `${user.userName} is signed out everywhere at once and cannot sign in until unblocked. Their profiles and history stay as they are.`}
      </ConfirmDialog>
    </Card>
  );
}
