import type { ApiClient } from "@rightsdesk/api-client";
import { addDays, type AssetCreateRequest, type IsoDate } from "@rightsdesk/domain";

/** A video spot (a MOV file) with this Ad-ID and title, whose MPU ends on `expireMpuEndDate`. */
export function videoSpot(adId: string, title: string, expireMpuEndDate: string): AssetCreateRequest {
  return { adId, title, assetType: "video", fileType: "MOV", expireMpuEndDate };
}

/** A 13-week cable cycle on TV / CABLE - NATIONAL, from `startCycleDate` to `cycleExpireDate`. */
export function cableCycle(startCycleDate: string, cycleExpireDate: string) {
  return {
    useRightType: "CABLE",
    mediaType: "TV",
    mediaSubTypes: ["CABLE - NATIONAL"],
    startCycleDate,
    cycleExpireDate,
    cycleLength: "13 weeks" as const,
  };
}

/** Stores a video spot whose one 13-week cable cycle ends on `end`, noted `note`. */
export async function createSpotWithCableEnding(
  api: ApiClient,
  spot: AssetCreateRequest,
  end: IsoDate,
  note: string,
): Promise<void> {
  const asset = await api.createAsset({ body: spot });
  await api.addAssetUseRight({
    params: { assetId: asset.id },
    body: { useRight: { ...cableCycle(addDays(end, -90), end), note } },
  });
}
