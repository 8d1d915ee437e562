import {
  formatLength,
  type AssetProfileInput,
  type AssetRecord,
  type AssetUpdateRequest,
} from "@rightsdesk/domain";

/** What a profile form starts with for a new asset: nothing chosen yet. */
export const emptyAssetProfile: AssetProfileInput = {
  title: "",
  adId: "",
  assetType: "video",
  fileType: "",
  expireMpuEndDate: "",
  firstAirDate: "",
  notes: "",
  lengthSeconds: "",
};

/** The profile form's values for an asset as loaded, with the version the save must send. */
export function assetProfileFormValues(asset: AssetRecord): AssetUpdateRequest {
  return {
    title: asset.title,
    adId: asset.adId,
    assetType: asset.assetType,
    fileType: asset.fileType ?? "",
    expireMpuEndDate: asset.expireMpuEndDate,
    firstAirDate: asset.firstAirDate ?? "",
    mpuConfirmed: asset.mpuConfirmed,
    notes: asset.notes ?? "",
    // As people write it (":30"); the domain reads it back into seconds.
    lengthSeconds: asset.lengthSeconds === null ? "" : formatLength(asset.lengthSeconds),
    version: asset.version,
  };
}
