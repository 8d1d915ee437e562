import type { ListQuery } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { recordKeys } from "../../../ui/records/record-kind";

const keys = recordKeys("assets");

/**
 * Query keys of the asset feature, widest first, so a change invalidates exactly what it
 * touched: anything on an asset sits under `detail(id)`; its use rights, timeline and elements
 * move together because each can change what ends the asset first.
 */
export const assetKeys = {
  ...keys,
  list: (scope: "all" | "archive", includeEditVersion: boolean, query: ListQuery) =>
    [...keys.lists(), scope, includeEditVersion, query] as const,
  rights: (assetId: number) => [...keys.detail(assetId), "rights"] as const,
  useRights: (assetId: number) => [...assetKeys.rights(assetId), "use-rights"] as const,
  timeline: (assetId: number) => [...assetKeys.rights(assetId), "timeline"] as const,
  elements: (assetId: number) => [...assetKeys.rights(assetId), "elements"] as const,
  editVersions: (assetId: number) => [...keys.detail(assetId), "edit-versions"] as const,
  nextEditVersion: (assetId: number) => [...keys.detail(assetId), "next-edit-version"] as const,
  completionReports: (assetId: number) => [...keys.detail(assetId), "completion-reports"] as const,
};

/**
 * A change to what ends an asset (a use right, a linked element): the asset, its rights tracker,
 * its log and the lists follow. Errors are the form's to show.
 */
export function useAssetRightsChange<TInput>(
  assetId: number,
  mutationFn: (input: TInput) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.detail(assetId), exact: true }),
        queryClient.invalidateQueries({ queryKey: assetKeys.rights(assetId) }),
        queryClient.invalidateQueries({ queryKey: assetKeys.logs(assetId) }),
        queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
      ]),
    meta: { errorHandling: "local" },
  });
}
