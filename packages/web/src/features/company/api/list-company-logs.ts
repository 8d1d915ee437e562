import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

export const companyLogPageSizes = [25, 50, 100] as const;

/** One page of a company's audit log, newest first (`POST /Company/Logs/GetBy/{id}`). */
export function companyLogsQueryOptions(companyId: number, pageNumber: number, pageSize: number) {
  return queryOptions({
    queryKey: [...companyKeys.logs(companyId), pageNumber, pageSize] as const,
    queryFn: () =>
      api.listCompanyLogs({
        params: { id: companyId },
        body: {
          filters: [],
          sortField: "Id",
          sortDescending: true,
          pageNumber,
          pageSize,
        },
      }),
  });
}

export function useCompanyLogs(companyId: number, pageNumber: number, pageSize: number) {
  return useQuery({
    ...companyLogsQueryOptions(companyId, pageNumber, pageSize),
    placeholderData: keepPreviousData,
  });
}
