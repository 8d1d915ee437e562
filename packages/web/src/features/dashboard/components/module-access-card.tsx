import type { UserPermission } from "@rightsdesk/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { Card, CardHeader } from "../../../ui/card";
import { Skeleton } from "../../../ui/skeleton";
import { AccessMark } from "./access-mark";
import { QueryView } from "../../../ui/query-view";

const rights = [
  { key: "canRead", label: "Read" },
  { key: "canWrite", label: "Write" },
  { key: "canDelete", label: "Delete" },
] as const;

function AccessTable({ permission }: { permission: UserPermission }) {
  const { moduleAccesses } = permission.selectedUserProfile.grantedRole;
  if (moduleAccesses.length === 0) {
    return (
      <p className="px-5 py-8 text-center text-sm text-slate-600 sm:px-6">
        Your role does not grant any module yet. Ask your administrator for access.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What your role lets you do in each module</caption>
        <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-5 py-2.5 sm:px-6">
              Module
            </th>
            {rights.map((right) => (
              <th key={right.key} scope="col" className="w-20 px-3 py-2.5 text-center sm:w-24">
                {right.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {moduleAccesses.map((moduleAccess) => (
            <tr key={moduleAccess.name} className="hover:bg-slate-50/60">
              <th scope="row" className="px-5 py-3 font-medium text-slate-900 sm:px-6">
                {moduleAccess.name}
              </th>
              {rights.map((right) => (
                <td key={right.key} className="px-3 py-2 text-center">
                  <AccessMark granted={moduleAccess.accessPermission[right.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AccessTableLoading() {
  return (
    <div role="status" className="space-y-4 px-5 py-5 sm:px-6">
      <span className="sr-only">Loading your access…</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-center gap-6">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-12" />
          <Skeleton className="h-4 w-12" />
        </div>
      ))}
    </div>
  );
}

/** The modules the signed-in user's role grants, with read, write and delete for each. */
export function ModuleAccessCard({
  query,
  className,
}: {
  query: UseQueryResult<UserPermission>;
  className?: string;
}) {
  const roleName = query.data?.selectedUserProfile.grantedRole.name;
  return (
    <Card className={className} aria-labelledby="module-access-title">
      <CardHeader
        titleId="module-access-title"
        title="Your access"
        description={
          roleName ? (
            <>
              Modules granted by your role, <span className="font-medium text-slate-800">{roleName}</span>.
            </>
          ) : (
            "Modules granted by your role."
          )
        }
      />
      <QueryView query={query} loading={<AccessTableLoading />} errorTitle="Your access could not be loaded">
        {(data) => <AccessTable permission={data} />}
      </QueryView>
    </Card>
  );
}
