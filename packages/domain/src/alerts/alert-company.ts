/** An asset's Advertiser item as the record stores it. */
export interface AdvertiserItem {
  readonly id: number;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The largest company id the rule reads (ids are whole numbers well below it). */
const MAX_COMPANY_ID = 1e15;

/** An item's company: its `companyId` when that is a positive whole number, else none. */
export function advertiserCompanyIdOf(item: AdvertiserItem): number | null {
  const value = item.data["companyId"];
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value < MAX_COMPANY_ID
    ? value
    : null;
}

/**
 * The company whose alert preferences apply to an asset's alerts: the first Advertiser item marked
 * primary (`primary: true`), else the first one, by item id; items naming no company are skipped.
 */
export function alertCompanyOfAdvertisers(items: readonly AdvertiserItem[]): number | null {
  const named = [...items]
    .sort((a, b) => a.id - b.id)
    .flatMap((item) => {
      const companyId = advertiserCompanyIdOf(item);
      return companyId === null ? [] : [{ companyId, primary: item.data["primary"] === true }];
    });
  return (named.find((item) => item.primary) ?? named[0])?.companyId ?? null;
}
