import { actionTypeDefaults, type AssetRecord, type EditVersionCreateRequest } from "@rightsdesk/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { assetKeys } from "./asset-keys";

/** The edit versions of a base asset, in version order (`POST /Asset/EditVersion/GetAll/{id}`). */
export const editVersionsQueryOptions = ownedQueryOptions(assetKeys.editVersions, (id) =>
  api.listEditVersions({ params: { id } }),
);

export function useEditVersions(baseAssetId: number) {
  return useQuery(editVersionsQueryOptions(baseAssetId));
}

/** The label the next edit version takes (`GET /Asset/GetNextEditVersion/Edit/{id}`). */
export function useNextEditVersion(baseAssetId: number, enabled: boolean) {
  return useQuery({
    queryKey: assetKeys.nextEditVersion(baseAssetId),
    queryFn: () =>
      api.getNextEditVersion({ params: { type: actionTypeDefaults.editVersion, id: baseAssetId } }),
    enabled,
    staleTime: 0,
  });
}

/** Adds an edit version under a base asset (`POST /Asset/EditVersion/{id}`). */
export function useAddEditVersion(baseAssetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditVersionCreateRequest) => api.addEditVersion({ params: { id: baseAssetId }, body }),
    onSuccess: async (asset: AssetRecord) => {
      queryClient.setQueryData(assetKeys.detail(asset.id), asset);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: assetKeys.detail(baseAssetId) }),
        queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
      ]);
    },
    meta: { errorHandling: "local" },
  });
}
