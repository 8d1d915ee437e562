import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { logPageSizes, LogsCard } from "../../../ui/records/logs-card";
import { assetLogsQueryOptions } from "../api/list-asset-logs";
import { useAssetPage } from "../components/detail/asset-page";
import { assetLogFormatter } from "../lib/asset-labels";
import { readAssetId } from "../lib/read-asset-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const assetId = readAssetId(params.assetId);
    if (assetId === null) return null;
    try {
      await queryClient.ensureQueryData(assetLogsQueryOptions(assetId, 0, logPageSizes[0]));
    } catch {
      // Shown in place with "Try again".
    }
    return null;
  };
}

/** The logs tab: every change to the asset, its use rights, sections and documents, newest first. */
export function Component() {
  const { asset } = useAssetPage();
  return (
    <LogsCard
      recordLabel="asset"
      formatter={assetLogFormatter}
      pageQuery={(page, size) => assetLogsQueryOptions(asset.id, page, size)}
    />
  );
}
