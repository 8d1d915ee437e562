import type { AssetCreateRequest, AssetUpdateRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { useRecordChange } from "../../../ui/records/record-mutations";
import { assetKind } from "./asset-kind";

/** Creates a base asset (`POST /Asset`). */
export function useCreateAsset() {
  return useRecordChange(assetKind, (body: AssetCreateRequest) => api.createAsset({ body }));
}

/** Saves an asset's profile with the version it was loaded at (`PUT /Asset/{id}`). */
export function useUpdateAsset(assetId: number) {
  return useRecordChange(assetKind, (body: AssetUpdateRequest) =>
    api.updateAsset({ params: { id: assetId }, body }),
  );
}
