import type { QueryClient } from "@tanstack/react-query";
import type { MouseEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { config } from "../../../config";
import { useConfirmLeave } from "../../../lib/unsaved-changes";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { PlusIcon, ShieldIcon } from "../../../ui/icons";
import { Skeleton } from "../../../ui/skeleton";
import { rolesQueryOptions, useRoles } from "../api/list-roles";
import { RoleEditor } from "../components/role-editor";
import { RoleList } from "../components/role-list";
import { readRecordId } from "../../../lib/read-record-id";
import { useAdminRights } from "../lib/use-admin-rights";
import { QueryView } from "../../../ui/query-view";
import { prefetchQueries } from "../../../lib/prefetch-queries";

export function loader(queryClient: QueryClient) {
  return () => prefetchQueries(queryClient.ensureQueryData(rolesQueryOptions()));
}

/** `?role=7` selects a role, `?role=new` starts one; anything else selects nothing. */
function readSelection(raw: string | null): number | "new" | null {
  return raw === "new" ? "new" : readRecordId(raw);
}

/** Roles with their user counts; the selected (or new) role's name, description and matrix. */
export function Component() {
  const [searchParams] = useSearchParams();
  const selection = readSelection(searchParams.get("role"));
  const roles = useRoles();
  const rights = useAdminRights();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();

  // Switching roles keeps the page, so the discard question is asked here rather than by the router.
  const select = (role: number | "new" | null, event?: MouseEvent<HTMLAnchorElement>) => {
    event?.preventDefault();
    const href = role === null ? paths.app.admin.roles.getHref() : paths.app.admin.roles.getHref(role);
    confirmLeave(href, () => void navigate(href));
  };

  const selected =
    typeof selection === "number" ? roles.data?.find((role) => role.id === selection) : undefined;
  const reload = async () => (await roles.refetch()).data?.find((role) => role.id === selection);

  return (
    <>
      <title>{`Roles & permissions · ${config.productName}`}</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Roles</h2>
          <p className="text-sm text-slate-600">
            What each role may read, write and delete, module by module.
          </p>
        </div>
        {rights.canWrite && (
          <Link
            to={paths.app.admin.roles.getHref("new")}
            onClick={(event) => select("new", event)}
            className={buttonClassName("primary")}
          >
            <PlusIcon className="size-4" />
            New role
          </Link>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <Card className="self-start overflow-hidden" aria-label="Roles">
          <QueryView
            query={roles}
            loading={
              <div role="status" className="space-y-4 p-4">
                <span className="sr-only">Loading roles…</span>
                {[0, 1, 2].map((row) => (
                  <Skeleton key={row} className="h-10" />
                ))}
              </div>
            }
            errorTitle="The roles could not be loaded"
            errorClassName="space-y-4 p-4"
            isEmpty={(data) => data.length === 0}
            empty={
              <EmptyState icon={<ShieldIcon className="size-5" />} title="No roles yet">
                Create one to give users access.
              </EmptyState>
            }
          >
            {(data) => (
              <RoleList roles={data} selected={selection} onSelect={(role, event) => select(role, event)} />
            )}
          </QueryView>
        </Card>
        {selection === "new" && rights.canWrite ? (
          <RoleEditor
            key="new"
            role={null}
            rights={rights}
            onSaved={(role) => void navigate(paths.app.admin.roles.getHref(role.id), { replace: true })}
            onDeleted={() => undefined}
            onReload={async () => undefined}
          />
        ) : selected ? (
          <RoleEditor
            key={selected.id}
            role={selected}
            rights={rights}
            onSaved={() => undefined}
            onDeleted={() => void navigate(paths.app.admin.roles.getHref(), { replace: true })}
            onReload={reload}
          />
        ) : (
          <Card className="self-start">
            <EmptyState
              icon={<ShieldIcon className="size-5" />}
              title={roles.isSuccess && selection !== null ? "This role does not exist" : "Choose a role"}
            >
              {roles.isSuccess && selection !== null
                ? "It may have been deleted. Pick another from the list."
                : "Select a role to see and change what it may do."}
            </EmptyState>
          </Card>
        )}
      </div>
    </>
  );
}
