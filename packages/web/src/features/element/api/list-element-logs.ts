import { api } from "../../../lib/api-client";
import { elementKeys } from "./element-keys";

/** One page of an element's audit log, newest first (`POST /Element/Logs/GetBy/{id}`). */
export function elementLogsQueryOptions(elementId: number, pageNumber: number, pageSize: number) {
  return {
    queryKey: [...elementKeys.logs(elementId), pageNumber, pageSize] as const,
    queryFn: () =>
      api.listElementLogs({
        params: { id: elementId },
        body: { filters: [], sortField: "Id", sortDescending: true, pageNumber, pageSize },
      }),
  };
}
