import type { UserInfo, UserPermission } from "@rightsdesk/domain";
import type { ReactNode } from "react";
import { formatDate, formatFullName } from "../../../lib/format";
import { Card, CardHeader } from "../../../ui/card";
import { Skeleton } from "../../../ui/skeleton";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 px-5 py-3 sm:grid sm:grid-cols-[8.5rem_minmax(0,1fr)] sm:gap-3 sm:px-6">
      <dt className="text-sm text-slate-500">{term}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Who is signed in, and the profile the permissions come from. */
export function AccountCard({
  user,
  permission,
  className,
}: {
  user: UserInfo | null;
  permission: UserPermission | undefined;
  className?: string;
}) {
  const profile = permission?.selectedUserProfile;
  const pending = <Skeleton className="h-4 w-28" />;
  return (
    <Card className={className} aria-labelledby="account-title">
      <CardHeader
        titleId="account-title"
        title="Your account"
        description="The profile you are signed in with."
      />
      <dl className="divide-y divide-slate-100">
        {user && <Detail term="Name">{formatFullName(user)}</Detail>}
        <Detail term="User name">{user?.userName ?? permission?.userName ?? pending}</Detail>
        {user?.email && <Detail term="Email">{user.email}</Detail>}
        <Detail term="Role">{profile ? profile.grantedRole.name : pending}</Detail>
        <Detail term="User type">{profile ? profile.userType.name : pending}</Detail>
        {profile?.elevatedRole && <Detail term="Elevated role">{profile.elevatedRole.name}</Detail>}
        <Detail term="Terms accepted">
          {permission
            ? permission.termAcceptedOn
              ? formatDate(permission.termAcceptedOn)
              : "Not yet"
            : pending}
        </Detail>
      </dl>
    </Card>
  );
}
