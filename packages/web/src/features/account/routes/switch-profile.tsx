import type { UserProfileSummary } from "@rightsdesk/domain";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { toast } from "sonner";
import { readReturnTo } from "../../../routing/paths";
import { config } from "../../../config";
import { useStoredSession } from "../../../lib/session";
import { useSessionService } from "../../../lib/session-context";
import { Alert } from "../../../ui/alert";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { CheckIcon, UsersIcon } from "../../../ui/icons";
import { PageHeader } from "../../../ui/page-header";
import { Skeleton } from "../../../ui/skeleton";
import { profilesQueryOptions } from "../api/profiles";
import { QueryView } from "../../../ui/query-view";
import { prefetchQueries } from "../../../lib/prefetch-queries";

export function loader(queryClient: QueryClient) {
  return () => prefetchQueries(queryClient.ensureQueryData(profilesQueryOptions()));
}

const NEW_PROFILE_MESSAGE =
  "This profile was added after you signed in. Sign out and sign in again to work in it.";

function ProfileRow({
  profile,
  current,
  onChoose,
}: {
  profile: UserProfileSummary;
  current: boolean;
  onChoose: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
          {profile.roleName}
          {current && <Badge tone="indigo">Current</Badge>}
          {profile.isDefault && <Badge>Default</Badge>}
          {profile.elevatedRoleName && <Badge tone="amber">{profile.elevatedRoleName}</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {profile.tenantName} · {profile.userTypeName.toLowerCase()}
        </p>
      </div>
      {current ? (
        <span className="flex items-center gap-1.5 text-sm font-medium text-indigo-700">
          <CheckIcon className="size-4" />
          Working in this profile
        </span>
      ) : (
        <Button
          variant="secondary"
          onClick={onChoose}
          aria-label={`Work as ${profile.roleName} in ${profile.tenantName}`}
        >
          Use this profile
        </Button>
      )}
    </li>
  );
}

/** /profile/switch-profile: choose the profile (a role in a client) to work in (spec 000 section 2). */
export function Component() {
  const profiles = useQuery(profilesQueryOptions());
  const service = useSessionService();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { userProfileId } = useStoredSession();
  const [refused, setRefused] = useState(false);

  const choose = (profile: UserProfileSummary) => {
    if (!service.selectProfile(profile.id)) {
      setRefused(true);
      return;
    }
    // Everything cached belongs to the old profile; permissions load again for the new one.
    queryClient.clear();
    toast.success(`You are working as ${profile.roleName} in ${profile.tenantName}.`);
    void navigate(readReturnTo(searchParams), { replace: true });
  };

  return (
    <>
      <title>{`Choose a profile · ${config.productName}`}</title>
      <PageHeader
        eyebrow="Account"
        title="Choose a profile"
        description="Each profile is a role in one client. What you see and may do follows the profile you work in."
      />
      <div className="max-w-3xl space-y-4">
        {userProfileId === null && (
          <p className="text-sm text-slate-600">
            You have more than one profile. Choose the one to start with.
          </p>
        )}
        {refused && <Alert title="That profile cannot be used yet">{NEW_PROFILE_MESSAGE}</Alert>}
        <Card aria-label="Your profiles">
          <QueryView
            query={profiles}
            loading={
              <div role="status" className="divide-y divide-slate-100">
                <span className="sr-only">Loading your profiles…</span>
                {[0, 1, 2].map((row) => (
                  <div key={row} className="flex items-center justify-between px-5 py-4 sm:px-6">
                    <div className="space-y-2">
                      <Skeleton className="h-4 w-40" />
                      <Skeleton className="h-3 w-56" />
                    </div>
                    <Skeleton className="h-9 w-32" />
                  </div>
                ))}
              </div>
            }
            errorTitle="Your profiles could not be loaded"
            isEmpty={(data) => data.length === 0}
            empty={
              <EmptyState icon={<UsersIcon className="size-5" />} title="You have no profiles yet">
                Ask your administrator to give you a role in a client.
              </EmptyState>
            }
          >
            {(data) => (
              <ul className="divide-y divide-slate-100">
                {data.map((profile) => (
                  <ProfileRow
                    key={profile.id}
                    profile={profile}
                    current={profile.id === userProfileId}
                    onChoose={() => choose(profile)}
                  />
                ))}
              </ul>
            )}
          </QueryView>
        </Card>
      </div>
    </>
  );
}
