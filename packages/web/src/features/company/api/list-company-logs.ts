import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/** One page of a company's audit log, newest first (`POST /Company/Logs/GetBy/{id}`). */
export function companyLogsQueryOptions(companyId: number, pageNumber: number, pageSize: number) {
  return {
    queryKey: [...companyKeys.logs(companyId), pageNumber, pageSize] as const,
    queryFn: () =>
      api.listCompanyLogs({
        params: { id: companyId },
        body: { filters: [], sortField: "Id", sortDescending: true, pageNumber, pageSize },
      }),
  };
}
