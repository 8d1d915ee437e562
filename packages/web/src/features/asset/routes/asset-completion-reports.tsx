import { canAccessModule } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { permissionQueryOptions } from "../../../lib/permission";
import { readRecordId } from "../../../lib/read-record-id";
import { assetCompletionReportsQueryOptions } from "../api/asset-completion-reports";
import { CompletionReportsCard } from "../components/completion-reports/completion-reports-card";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    // Reports are drafted on the base spot: an edit version's page lists its base's.
    const spotId = readRecordId(params.baseAssetId ?? params.assetId);
    const permission = queryClient.getQueryData(permissionQueryOptions().queryKey);
    const mayRead = !permission || canAccessModule(permission, "Completion Report", "read");
    if (spotId !== null && mayRead)
      await queryClient.ensureQueryData(assetCompletionReportsQueryOptions(spotId)).catch(() => null);
    return null;
  };
}

/** The completion-report tab: the spot's completion reports, and drafting a new one. */
export function Component() {
  return <CompletionReportsCard />;
}
