import { LIST_PAGE_SIZE_MAX } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { assetKeys } from "./asset-keys";

/**
 * The spot's completion reports in use, oldest first (`POST /CompletionReport/GetBy` filtered by
 * `assetId`). Always fetched again when the tab opens: reports change on their own pages.
 */
export const assetCompletionReportsQueryOptions = ownedQueryOptions(assetKeys.completionReports, (assetId) =>
  api.listCompletionReports({
    body: {
      filters: [{ property: "assetId", operator: "eq", value: assetId }],
      sortField: "id",
      pageSize: LIST_PAGE_SIZE_MAX,
    },
  }),
);

/** Asked only of a role that reads completion reports (`enabled`). */
export function useAssetCompletionReports(assetId: number, enabled: boolean) {
  return useQuery({ ...assetCompletionReportsQueryOptions(assetId), staleTime: 0, enabled });
}
