import type { UserDetail, UserProfileSummary } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { offerBackState } from "../../../routing/navigation-state";
import { paths } from "../../../routing/paths";
import { formatDate } from "../../../lib/format";
import { useStoredSession } from "../../../lib/session";
import { buttonClassName } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { Skeleton } from "../../../ui/skeleton";
import { selfQueryOptions } from "../api/self";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 px-5 py-3 sm:px-6">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function describeProfile(profile: UserProfileSummary | undefined): string {
  return profile ? `${profile.roleName} · ${profile.tenantName}` : "The default profile";
}

/** Who you are signed in as, with which profile, and since when the terms stand accepted. */
export function AccountSummaryCard({ className }: { className?: string }) {
  const { userProfiles, userProfileId } = useStoredSession();
  const self = useQuery(selfQueryOptions());
  const user: UserDetail | undefined = self.data;
  const current = userProfiles.find((profile) => profile.id === userProfileId);
  const pending = <Skeleton className="h-4 w-28" />;
  return (
    <Card className={className} aria-labelledby="account-summary-title">
      <CardHeader titleId="account-summary-title" title="Your account" />
      <dl className="divide-y divide-slate-100">
        <Detail term="User name">
          {user ? <span className="font-mono">{user.userName}</span> : pending}
        </Detail>
        <Detail term="Working as">{describeProfile(current)}</Detail>
        <Detail term="User type">{user ? user.userType : pending}</Detail>
        <Detail term="Last sign-in">
          {user ? (user.lastSignInAt ? formatDate(user.lastSignInAt) : "—") : pending}
        </Detail>
        <Detail term="Terms accepted">
          {user ? (user.termAcceptedOn ? formatDate(user.termAcceptedOn) : "Not yet") : pending}
        </Detail>
      </dl>
      {userProfiles.length > 1 && (
        <div className="border-t border-slate-100 px-5 py-4 sm:px-6">
          <Link
            to={paths.app.switchProfile.getHref()}
            state={offerBackState}
            className={buttonClassName("secondary", "w-full")}
          >
            Switch profile
          </Link>
        </div>
      )}
    </Card>
  );
}
