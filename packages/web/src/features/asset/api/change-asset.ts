import type { AssetCreateRequest, AssetRecord, AssetUpdateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { assetKeys } from "./asset-keys";

/** A changed asset: the new record in the cache, the lists and the asset's log refreshed. */
async function takeChangedAsset(queryClient: QueryClient, asset: AssetRecord) {
  queryClient.setQueryData(assetKeys.detail(asset.id), asset);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: assetKeys.logs(asset.id) }),
    queryClient.invalidateQueries({ queryKey: assetKeys.rights(asset.id) }),
    ...(asset.baseAssetId
      ? [queryClient.invalidateQueries({ queryKey: assetKeys.editVersions(asset.baseAssetId) })]
      : []),
  ]);
}

/** Creates a base asset (`POST /Asset`). */
export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssetCreateRequest) => api.createAsset({ body }),
    onSuccess: (asset: AssetRecord) => takeChangedAsset(queryClient, asset),
    meta: { errorHandling: "local" },
  });
}

/** Saves an asset's profile with the version it was loaded at (`PUT /Asset/{id}`). */
export function useUpdateAsset(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssetUpdateRequest) => api.updateAsset({ params: { id: assetId }, body }),
    onSuccess: (asset: AssetRecord) => takeChangedAsset(queryClient, asset),
    meta: { errorHandling: "local" },
  });
}

/** Moves an asset to the archive (`POST /Asset/Archive/{id}`). */
export function useArchiveAsset(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.archiveAsset({ params: { id: assetId } }),
    onSuccess: (asset: AssetRecord) => takeChangedAsset(queryClient, asset),
    meta: { errorHandling: "local" },
  });
}

/** Brings an archived asset back (`POST /Asset/Restore/{id}`). */
export function useRestoreAsset(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.restoreAsset({ params: { id: assetId } }),
    onSuccess: (asset: AssetRecord) => takeChangedAsset(queryClient, asset),
    meta: { errorHandling: "local" },
  });
}

/** Deletes an archived asset for good (`DELETE /Asset/{id}`). */
export function useDeleteAsset(assetId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.deleteAsset({ params: { id: assetId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: assetKeys.detail(assetId) });
      await queryClient.invalidateQueries({ queryKey: assetKeys.lists() });
    },
    meta: { errorHandling: "local" },
  });
}
