import type { QueryClient } from "@tanstack/react-query";
import { config } from "../../../config";
import { formatFullName } from "../../../lib/format";
import { permissionQueryOptions, usePermission } from "../../../lib/permission";
import { useSignedInUser } from "../../../lib/use-signed-in-user";
import { AccountCard } from "../components/account-card";
import { ModuleAccessCard } from "../components/module-access-card";

export function loader(queryClient: QueryClient) {
  return async () => {
    try {
      await queryClient.ensureQueryData(permissionQueryOptions());
    } catch {
      // The page shows the failure where the data would be, with a way to try again.
    }
    return null;
  };
}

export function Component() {
  const user = useSignedInUser();
  const permission = usePermission();
  return (
    <>
      <title>{`Dashboard · ${config.productName}`}</title>
      <div className="mb-8">
        <p className="text-sm font-medium text-indigo-600">Dashboard</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {user ? `Welcome, ${formatFullName(user)}` : "Welcome"}
        </h1>
        <p className="mt-2 max-w-2xl text-sm text-slate-600">
          Here is what your role lets you do in {config.productName}.
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <ModuleAccessCard query={permission} className="self-start lg:col-span-2" />
        <AccountCard user={user} permission={permission.data} className="self-start" />
      </div>
    </>
  );
}
