import { defaultDashboardLayout } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { offerBackState } from "../../../routing/navigation-state";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { formatFullName } from "../../../lib/format";
import { permissionQueryOptions, usePermission } from "../../../lib/permission";
import { useSignedInUser } from "../../../lib/use-signed-in-user";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { InfoIcon } from "../../../ui/icons";
import { QueryLoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { dashboardLayoutQueryOptions, useDashboardLayout } from "../api/dashboard-layout";
import { DashboardGrid } from "../components/dashboard-grid";
import { ModuleAccessCard } from "../components/module-access-card";
import { ResetLayoutButton } from "../components/reset-layout-button";
import { readableLayout } from "../lib/readable-layout";
import { useLayoutEditor } from "../lib/use-layout-editor";

export function loader(queryClient: QueryClient) {
  return async () => {
    await Promise.allSettled([
      queryClient.ensureQueryData(permissionQueryOptions()),
      // A failed layout shows where the widgets would be, with a way to try again.
      queryClient.ensureQueryData(dashboardLayoutQueryOptions()),
    ]);
    return null;
  };
}

function GridLoading() {
  return (
    <div role="status" aria-label="Loading the dashboard" className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((cell) => (
        <div key={cell} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3.5 w-4/5" />
          <Skeleton className="h-3.5 w-3/5" />
          <Skeleton className="h-3.5 w-2/3" />
        </div>
      ))}
    </div>
  );
}

function Widgets() {
  const query = useDashboardLayout();
  const { data: permission } = usePermission();
  // What the server answered, less any widget the role cannot read; the default when it failed.
  const saved = useMemo(
    () =>
      readableLayout(
        query.data?.widgets ?? (query.isError ? defaultDashboardLayout().widgets : []),
        permission,
      ),
    [query.data, query.isError, permission],
  );
  const editor = useLayoutEditor(saved);
  if (query.isPending) return <GridLoading />;
  const isDefault = query.data?.isDefault ?? true;
  return (
    <>
      {query.isError && (
        <Card className="mb-4">
          <QueryLoadError
            className="space-y-3 p-4"
            title="Your arrangement could not be loaded"
            query={query}
          />
        </Card>
      )}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">
          Drag a widget by its title or resize it from its corner; each widget&apos;s arrange menu does the
          same from the keyboard.
        </p>
        <ResetLayoutButton disabled={isDefault && !editor.saving} onReset={editor.discard} />
      </div>
      {editor.layout.length === 0 ? (
        <Card>
          <EmptyState icon={<InfoIcon className="size-5" />} title="No widgets for your role">
            Widgets show assets, elements, contracts and reminders your role can read. Ask your administrator
            for access.
          </EmptyState>
        </Card>
      ) : (
        <DashboardGrid
          layout={editor.layout}
          fitToContent={isDefault && !editor.saving}
          onChange={editor.change}
        />
      )}
    </>
  );
}

/** The dashboard: what needs attention soon, as widgets the user arranges. */
export function Component() {
  const user = useSignedInUser();
  const permission = usePermission();
  const profile = permission.data?.selectedUserProfile;
  const moduleCount = profile?.grantedRole.moduleAccesses.length;
  return (
    <>
      <title>{`Dashboard · ${config.productName}`}</title>
      <div className="mb-6">
        <p className="text-sm font-medium text-indigo-600">Dashboard</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {user ? `Welcome, ${formatFullName(user)}` : "Welcome"}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {profile ? (
            <>
              Signed in as <span className="font-medium text-slate-800">{profile.grantedRole.name}</span>
              {moduleCount !== undefined && (
                <>
                  {" "}
                  · {moduleCount} {moduleCount === 1 ? "module" : "modules"} granted
                </>
              )}{" "}
              ·{" "}
              <Link
                to={paths.app.profile.getHref()}
                state={offerBackState}
                className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
              >
                Your profile
              </Link>
            </>
          ) : (
            <Skeleton className="inline-block h-3.5 w-56 align-middle" />
          )}
        </p>
      </div>
      <Widgets />
      <details className="group mt-8">
        <summary
          className={cx(
            "w-fit cursor-pointer rounded text-sm font-medium text-slate-600 hover:text-slate-900",
            focusRing,
          )}
        >
          What your role lets you do
        </summary>
        <ModuleAccessCard query={permission} className="mt-3" />
      </details>
    </>
  );
}
