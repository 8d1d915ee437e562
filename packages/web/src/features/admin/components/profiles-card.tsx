import type { UserDetail } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { ConfirmDialog } from "../../../ui/dialog";
import { PlusIcon } from "../../../ui/icons";
import { useDeleteProfile } from "../api/delete-profile";
import { useAdvertisers } from "../api/list-advertisers";
import { isAdvertiserUser, namedAdvertisers } from "../lib/advertiser-user";
import type { AdminRights } from "../lib/use-admin-rights";
import { formatElevatedRole } from "../lib/labels";
import { ProfileDialog } from "./profile-dialog";

type Profile = UserDetail["profiles"][number];

/**
 * The advertisers an ADVERTISER USER's profile names, by name; none is worth a warning, since the
 * profile then sees no spots at all.
 */
function ProfileAdvertisers({
  ids,
  known,
}: {
  ids: readonly number[];
  known: ReturnType<typeof useAdvertisers>;
}) {
  if (ids.length === 0) return <Badge tone="amber">No advertisers: sees no spots</Badge>;
  if (known.isLoading) return <span className="text-slate-500">Loading…</span>;
  return (
    <ul className="space-y-0.5">
      {namedAdvertisers(ids, known.data ?? []).map((advertiser) => (
        <li key={advertiser.id}>{advertiser.name}</li>
      ))}
    </ul>
  );
}

/**
 * The user's profiles (a role in a client, perhaps elevated, and for an ADVERTISER USER the
 * advertisers it sees), with add, change and remove.
 */
export function ProfilesCard({ user, rights }: { user: UserDetail; rights: AdminRights }) {
  const [editing, setEditing] = useState<Profile | "new" | null>(null);
  const [removing, setRemoving] = useState<Profile | null>(null);
  const deleteProfile = useDeleteProfile();
  const onlyOne = user.profiles.length <= 1;
  const showsAdvertisers = isAdvertiserUser(user.userType);
  const advertisers = useAdvertisers(
    showsAdvertisers ? user.profiles.flatMap((profile) => profile.advertiserIds) : [],
  );

  const closeRemove = () => {
    setRemoving(null);
    deleteProfile.reset();
  };

  return (
    <Card aria-labelledby="profiles-title">
      <CardHeader
        titleId="profiles-title"
        title="Profiles"
        description="Each profile gives the user a role in one client. What the role allows is set under Roles & permissions."
        action={
          rights.canWrite ? (
            <Button variant="secondary" onClick={() => setEditing("new")} className="shrink-0">
              <PlusIcon className="size-4" />
              Add profile
            </Button>
          ) : undefined
        }
      />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Profiles of {user.userName}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-5 py-2.5 sm:pl-6">
                Role
              </th>
              <th scope="col" className="px-4 py-2.5">
                Client
              </th>
              <th scope="col" className="px-4 py-2.5">
                Elevated role
              </th>
              {showsAdvertisers && (
                <th scope="col" className="px-4 py-2.5">
                  Advertisers
                </th>
              )}
              <th scope="col" className="px-4 py-2.5">
                <span className="sr-only">Default</span>
              </th>
              <th scope="col" className="px-5 py-2.5 text-right sm:pr-6">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {user.profiles.map((profile) => (
              <tr key={profile.id}>
                <th scope="row" className="px-5 py-3 font-medium text-slate-900 sm:pl-6">
                  {profile.roleName}
                </th>
                <td className="px-4 py-3 text-slate-700">{profile.tenantName}</td>
                <td className="px-4 py-3 text-slate-700">
                  {profile.elevatedRoleName ? (
                    <Badge tone="indigo">{formatElevatedRole(profile.elevatedRoleName)}</Badge>
                  ) : (
                    <span className="text-slate-500">None</span>
                  )}
                </td>
                {showsAdvertisers && (
                  <td className="px-4 py-3 text-slate-700">
                    <ProfileAdvertisers ids={profile.advertiserIds} known={advertisers} />
                  </td>
                )}
                <td className="px-4 py-3">{profile.isDefault && <Badge tone="green">Default</Badge>}</td>
                <td className="px-5 py-2 text-right whitespace-nowrap sm:pr-6">
                  {rights.canWrite && (
                    <Button
                      variant="ghost"
                      className="px-2.5 py-1.5"
                      onClick={() => setEditing(profile)}
                      aria-label={`Change the ${profile.roleName} profile`}
                    >
                      Change
                    </Button>
                  )}
                  {rights.canDelete && (
                    <Button
                      variant="ghost"
                      className="px-2.5 py-1.5 text-red-700"
                      disabled={onlyOne}
                      title={onlyOne ? "A user keeps at least one profile." : undefined}
                      onClick={() => setRemoving(profile)}
                      aria-label={`Remove the ${profile.roleName} profile`}
                    >
                      Remove
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyOne && rights.canDelete && (
        <p className="border-t border-slate-100 px-5 py-3 text-sm text-slate-500 sm:px-6">
          A user keeps at least one profile: add another before removing this one.
        </p>
      )}
      {editing !== null && (
        <ProfileDialog
          user={user}
          profile={editing === "new" ? null : editing}
          isAdminSystem={rights.isAdminSystem}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        onClose={closeRemove}
        onConfirm={() =>
          removing &&
          deleteProfile.mutate(removing.id, {
            onSuccess: () => {
              toast.success("Profile removed.");
              setRemoving(null);
            },
          })
        }
        title={`Remove the ${removing?.roleName ?? ""} profile?`}
        confirmLabel="Remove profile"
        busyLabel="Removing…"
        busy={deleteProfile.isPending}
        error={
          deleteProfile.isError
            ? describeError(deleteProfile.error, "The profile could not be removed.")
            : null
        }
      >
        {user.userName} loses what this role gives them in {removing?.tenantName ?? "this client"}, and is
        signed out of any open session.
      </ConfirmDialog>
    </Card>
  );
}
