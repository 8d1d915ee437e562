import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../../lib/api-client";
import type { RecordSectionList, SectionCalls } from "../../../ui/records/record-section";
import { assetKeys } from "./asset-keys";

/** The items of one section of an asset (`POST /Asset/{section}/GetAll/{ownerId}`). */
export async function fetchAssetSectionItems(assetId: number, section: string): Promise<RecordSectionList> {
  const answer = await api.listAssetSectionItems({ params: { section, ownerId: assetId } });
  return { records: answer.records, sensitive: "full" };
}

export function assetSectionItemsQueryOptions(assetId: number, section: string) {
  return queryOptions({
    queryKey: assetKeys.sections(assetId, section),
    queryFn: () => fetchAssetSectionItems(assetId, section),
  });
}

/**
 * An asset section's calls for the shared section panel. A cast change can change what ends the
 * asset (a performer's rights), so it also refreshes the asset and its rights tracker.
 */
export function useAssetSectionCalls(assetId: number, section: string): SectionCalls {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: assetKeys.sections(assetId, section),
      list: () => fetchAssetSectionItems(assetId, section),
      add: (data) => api.addAssetSectionItem({ params: { section, ownerId: assetId }, body: { data } }),
      update: (itemId, data, version) =>
        api.updateAssetSectionItem({ params: { section, itemId }, body: { data, version } }),
      remove: (itemId) => api.deleteAssetSectionItem({ params: { section, itemId } }),
      onChanged: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: assetKeys.sections(assetId, section) }),
          queryClient.invalidateQueries({ queryKey: assetKeys.logs(assetId) }),
          ...(section === "Cast"
            ? [
                queryClient.invalidateQueries({ queryKey: assetKeys.detail(assetId), exact: true }),
                queryClient.invalidateQueries({ queryKey: assetKeys.rights(assetId) }),
              ]
            : []),
        ]),
    }),
    [assetId, section, queryClient],
  );
}
