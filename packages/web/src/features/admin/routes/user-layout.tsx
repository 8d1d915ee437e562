import { isApiError } from "@rightsdesk/api-client";
import type { QueryClient } from "@tanstack/react-query";
import { Link, Outlet, useParams, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { formatFullName } from "../../../lib/format";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { CompassIcon } from "../../../ui/icons";
import { QueryLoadError } from "../../../ui/load-error";
import { PageLoading } from "../../../ui/page-loading";
import { StatusPage } from "../../../ui/status-page";
import { TabNav } from "../../../ui/tab-nav";
import { userQueryOptions, useUser } from "../api/get-user";
import { UserStatusBadge } from "../components/user-status-badge";
import { formatUserType } from "../lib/labels";
import { readRecordId } from "../../../lib/read-record-id";
import { prefetchQueries } from "../../../lib/prefetch-queries";

export function loader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const userId = readRecordId(params.userId);
    if (userId === null) return null;
    // Shown in place: "not found", or the failure with a way to try again.
    return prefetchQueries(queryClient.ensureQueryData(userQueryOptions(userId)));
  };
}

function UserNotFound() {
  return (
    <StatusPage
      icon={<CompassIcon className="size-6" />}
      eyebrow="User management"
      title="This user does not exist"
      actions={
        <Link to={paths.app.admin.users.getHref()} className={buttonClassName("primary")}>
          Back to all users
        </Link>
      }
    >
      <p>They may have been deleted, or the address is mistyped.</p>
    </StatusPage>
  );
}

/** One user: who they are, then their profile, access and preferences as tabs (child routes). */
export function Component() {
  const userId = readRecordId(useParams().userId);
  if (userId === null) return <UserNotFound />;
  return <UserPage userId={userId} />;
}

function UserPage({ userId }: { userId: number }) {
  const user = useUser(userId);
  if (user.isPending) return <PageLoading label="Loading the user…" />;
  if (user.isError) {
    if (isApiError(user.error) && user.error.type === "NotFound") return <UserNotFound />;
    return (
      <Card>
        <QueryLoadError title="This user could not be loaded" query={user} />
      </Card>
    );
  }
  const { data } = user;
  const name = formatFullName(data);
  const tabs = [
    { to: paths.app.admin.user.profile.getHref(userId), label: "Profile" },
    { to: paths.app.admin.user.access.getHref(userId), label: "Access" },
    { to: paths.app.admin.user.preferences.getHref(userId), label: "Preferences" },
  ];
  return (
    <>
      <title>{`${name} · User management · ${config.productName}`}</title>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link to={paths.app.admin.users.getHref()} className="font-medium text-indigo-700 hover:underline">
          Users
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span className="text-slate-600">{data.userName}</span>
      </nav>
      <div className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">{name}</h2>
        <UserStatusBadge status={data.status} />
        <p className="text-sm text-slate-600">
          {data.userName} · {formatUserType(data.userType)}
        </p>
      </div>
      <TabNav label={`${name}: sections`} tabs={tabs} className="mb-6" />
      <Outlet />
    </>
  );
}
