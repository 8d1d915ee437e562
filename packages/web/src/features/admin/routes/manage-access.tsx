import type { QueryClient } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { useUser } from "../api/get-user";
import { elevatedRolesQueryOptions } from "../api/list-elevated-roles";
import { rolesQueryOptions } from "../api/list-roles";
import { tenantsQueryOptions } from "../api/list-tenants";
import { ProfilesCard } from "../components/profiles-card";
import { readRecordId } from "../../../lib/read-record-id";
import { useAdminRights } from "../lib/use-admin-rights";
import { prefetchQueries } from "../../../lib/prefetch-queries";

/** The choices the profile dialog offers load with the tab, so it opens ready. */
export function loader(queryClient: QueryClient) {
  return () =>
    prefetchQueries(
      queryClient.ensureQueryData(rolesQueryOptions()),
      queryClient.ensureQueryData(tenantsQueryOptions()),
      queryClient.ensureQueryData(elevatedRolesQueryOptions()),
    );
}

/** The manage-access tab: the user's profiles. */
export function Component() {
  const user = useUser(readRecordId(useParams().userId) ?? 0);
  const rights = useAdminRights();
  if (!user.data) return null;
  return <ProfilesCard user={user.data} rights={rights} />;
}
