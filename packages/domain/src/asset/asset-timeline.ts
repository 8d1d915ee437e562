import { isEmptyDate } from "../dates/empty-date.js";
import { isIsoDate, type IsoDate } from "../dates/iso-date.js";
import { elementLicenceItemId } from "../element/element-rights.js";
import type { AssetClearanceData } from "./asset-clearance.js";
import { assetExpiringItems, useRightItemId } from "./asset-rights.js";
import { findEarliestExpiration } from "../rights/find-earliest-expiration.js";
import type { AssetTimeline } from "./schemas.js";
import { standSpotCast } from "./cast-cycles.js";

function day(value: string | null | undefined): string | null {
  return value === null || value === undefined || isEmptyDate(value) || !isIsoDate(value) ? null : value;
}

/**
 * The asset's expiration dashboard: one bar per item that can end it — its MPU, each use right (its
 * own and its cast's) and each licence of its linked elements — with the one that ends it first
 * marked. The earliest is the domain's `findEarliestExpiration` over the same items as the status.
 */
export function buildAssetTimeline(data: AssetClearanceData, today: IsoDate): AssetTimeline {
  const castName = (id: number | null): string | null =>
    data.cast.find((member) => member.castItemId === id)?.name ?? null;
  const items = assetExpiringItems({
    adId: data.asset.adId,
    title: data.asset.title,
    assetType: "video",
    expireMpuEndDate: data.asset.expireMpuEndDate,
    useRights: data.useRights.map((right) => ({ ...right, holder: castName(right.castItemId) })),
    cast: data.cast,
    elements: data.elements,
  });
  const earliest = findEarliestExpiration(items);
  const earliestIds = new Set(
    earliest.status === "expires" ? [earliest.item, ...earliest.endingTogether].map((item) => item.id) : [],
  );
  const starts = new Map<string, string | null>();
  for (const right of data.useRights) starts.set(useRightItemId(right.id), day(right.startCycleDate));
  for (const element of data.elements)
    for (const licence of element.licences)
      starts.set(elementLicenceItemId(element.id, licence.id), day(licence.termStart));
  return {
    today,
    earliestExpireDate: earliest.status === "expires" ? earliest.date : null,
    mpu: data.mpu,
    cast: standSpotCast(data, today, data.rateCard ?? []),
    items: items.map((item) => ({
      kind: item.kind,
      id: item.id,
      label: item.label,
      start: starts.get(item.id) ?? null,
      end: item.expireDate,
      earliest: earliestIds.has(item.id),
    })),
  };
}
