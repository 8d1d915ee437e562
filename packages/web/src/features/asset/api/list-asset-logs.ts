import { api } from "../../../lib/api-client";
import { assetKeys } from "./asset-keys";

/** One page of an asset's audit log, newest first (`POST /Asset/Logs/GetBy/{id}`). */
export function assetLogsQueryOptions(assetId: number, pageNumber: number, pageSize: number) {
  return {
    queryKey: [...assetKeys.logs(assetId), pageNumber, pageSize] as const,
    queryFn: () =>
      api.listAssetLogs({
        params: { id: assetId },
        body: { filters: [], sortField: "Id", sortDescending: true, pageNumber, pageSize },
      }),
  };
}
