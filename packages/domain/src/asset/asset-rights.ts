import { formatDisplayDate } from "../dates/display-date.js";
import { isEmptyDate } from "../dates/empty-date.js";
import { parseIsoDate, type IsoDate } from "../dates/iso-date.js";
import { elementExpiringItems, type ElementRightsInput } from "../element/element-rights.js";
import { describeExpiringItem, type ExpiringItem } from "../rights/expiring-item.js";
import { findEarliestExpiration } from "../rights/find-earliest-expiration.js";
import type { RightsRelease } from "../renewals/release-of-decisions.js";
import { deriveRightsStatus } from "../status/derive-rights-status.js";
import { rightsStandingOf, type RightsStanding } from "../status/rights-standing.js";
import { findMissingAssetFields } from "../status/find-missing-fields.js";
import type { AssetEarliestExpire } from "./schemas.js";
import {
  castFixedCycleTerms,
  castRightCoveredThrough,
  castSessionDate,
  deriveCastRightTerm,
  type SpotCastMember,
  type CastRightDates,
} from "./cast-cycles.js";

/** What the asset's status and earliest expiration are computed from. */
export interface AssetRightsInput {
  readonly adId: string;
  readonly title: string;
  readonly assetType: string;
  readonly expireMpuEndDate: string | null;
  readonly useRights: readonly AssetUseRightTerm[];
  /** The cast: union principals' rights end with their paid fixed cycles; each who appears needs a right. */
  readonly cast?: readonly SpotCastMember[];
  /** The elements linked to the asset, with their licences: each licence's end can end the asset. */
  readonly elements?: readonly Pick<ElementRightsInput, "id" | "title" | "licences">[];
  /** Set when the spot is not being renewed (see releaseOfDecisions). */
  readonly release?: RightsRelease | null;
}

/** The part of a use right that can end the asset. */
export interface AssetUseRightTerm {
  readonly id: number;
  readonly useRightType: string;
  readonly mediaType: string | null;
  readonly cycleExpireDate: string | null;
  /** The cast member the right belongs to, by name; null or absent for the asset's own rights. */
  readonly holder?: string | null;
  /** The Cast item it belongs to; null or absent for the asset's own rights. */
  readonly castItemId?: number | null;
  readonly startCycleDate?: string | null;
  readonly cycleLength?: string | null;
  /** On the asset's own right: it covers every performer without fixed cycles (a cast buyout). */
  readonly coversAllPerformers?: boolean;
}

/** What is stored with the asset for its lists, recomputed whenever one of its inputs changes. */
export type AssetRights = RightsStanding;

function realDate(value: string | null): IsoDate | null {
  return value === null || isEmptyDate(value) ? null : parseIsoDate(value);
}

/** "UR-12": how an expiring use right is named. */
export function useRightItemId(id: number): string {
  return `UR-${id}`;
}

/** "Jane Doe: TV COMMERCIAL 13 WEEKS" or, for the asset's own rights, "TV COMMERCIAL 13 WEEKS" without the name. */
export function useRightItemLabel(
  right: Pick<AssetUseRightTerm, "useRightType" | "mediaType" | "holder">,
): string {
  const what = [right.useRightType, right.mediaType].filter((part) => part !== null && part !== "").join(" ");
  const holder = right.holder ?? null;
  return holder === null || holder === "" ? what : `${holder}: ${what}`;
}

/**
 * Everything that can end an asset, as expiring items: its MPU end date (named by its Ad-ID), each
 * use right's cycle end (the asset's and its cast members'), and each licence of each linked
 * element. A use right without an end date (REINSTATEMENT without a cycle, AUDITION) and a licence
 * in perpetuity never end the asset.
 */
export function assetExpiringItems(asset: AssetRightsInput): ExpiringItem[] {
  const mpuEnd = realDate(asset.expireMpuEndDate);
  const mpu: ExpiringItem = { kind: "assetMpu", id: asset.adId, label: asset.title, expireDate: mpuEnd };
  const rights = asset.useRights.map((right): ExpiringItem => ({
    kind: "useRight",
    id: useRightItemId(right.id),
    label: useRightItemLabel(right),
    expireDate: useRightCoveredThrough(right, asset, mpuEnd),
  }));
  const elements = (asset.elements ?? []).flatMap(elementExpiringItems);
  return [mpu, ...rights, ...elements];
}

/**
 * A right's last covered day: for a union principal's right, the end of the unbroken run of paid
 * fixed cycles from its first cycle (see castRightCoveredThrough); otherwise its recorded end.
 */
export function useRightCoveredThrough(
  right: AssetUseRightTerm,
  asset: Pick<AssetRightsInput, "cast" | "useRights">,
  mpuEnd: IsoDate | null,
): IsoDate | null {
  const member = asset.cast?.find((candidate) => candidate.castItemId === right.castItemId);
  const recorded = realDate(right.cycleExpireDate);
  if (member === undefined) return recorded;
  const own = asset.useRights.filter((other) => other.castItemId === member.castItemId);
  const terms = castFixedCycleTerms(member, own.map(castRightDatesOf), mpuEnd);
  if (terms === null) return recorded;
  const term = deriveCastRightTerm(terms.sessionDate, castRightDatesOf(right));
  return term === null ? recorded : castRightCoveredThrough(terms, term);
}

/** A use right's dates as the cast cycle rules read them. */
export function castRightDatesOf(right: AssetUseRightTerm): CastRightDates {
  return {
    startCycleDate: right.startCycleDate ?? null,
    cycleExpireDate: right.cycleExpireDate,
    cycleLength: right.cycleLength ?? null,
  };
}

/**
 * Who has no right at all: each performer who appears without a right of their own (or, without
 * fixed cycles, a cast buyout of the spot), or the spot itself when it has no cast and no right.
 */
export function findMissingRights(asset: Pick<AssetRightsInput, "cast" | "useRights">): string[] {
  const cast = asset.cast ?? [];
  const buyout = asset.useRights.some(
    (right) => (right.castItemId ?? null) === null && right.coversAllPerformers === true,
  );
  const missing = cast
    .filter((member) => !member.editedOut)
    .filter((member) => !asset.useRights.some((right) => right.castItemId === member.castItemId))
    .filter((member) => !(buyout && castSessionDate(member) === null))
    .map((member) => member.name);
  if (cast.length === 0 && asset.useRights.length === 0)
    return ["the spot (it has no cast and no use right)"];
  return missing;
}

/** The asset's status on `today` and what ends it first; assets are always tracked, released only by not renewing. */
export function computeAssetRights(asset: AssetRightsInput, today: IsoDate): AssetRights {
  const items = assetExpiringItems(asset);
  const derived = deriveRightsStatus(
    {
      missingFields: findMissingAssetFields({
        title: asset.title,
        adId: asset.adId,
        expireMpuEndDate: asset.expireMpuEndDate,
        fileType: asset.assetType,
      }),
      missingRights: findMissingRights(asset),
      released: (asset.release ?? null) !== null,
      releasedUseEnds: asset.release?.useEnds ?? null,
      items,
    },
    today,
  );
  return rightsStandingOf(derived, items);
}

/** The answer of GET /Asset/EarliestExpire/{id}: the item that ends the asset first, in words too. */
export function describeAssetEarliestExpire(asset: AssetRightsInput): AssetEarliestExpire {
  const earliest = findEarliestExpiration(assetExpiringItems(asset));
  if (earliest.status === "never") return { status: "never", reason: earliest.reason };
  return {
    status: "expires",
    date: earliest.date,
    item: earliest.item,
    endingTogether: [...earliest.endingTogether],
    description: `${describeExpiringItem(earliest.item)} ends the asset first: its last covered day is ${formatDisplayDate(earliest.date)}.`,
  };
}

/**
 * Whether a stored status can have changed since it was computed: only an ACTIVE asset whose first
 * item has since ended moves (to the EXPIRED form of that item); other statuses do not age.
 */
export function isStoredStatusStale(
  stored: { readonly status: string; readonly earliestExpireDate: string | null },
  today: IsoDate,
): boolean {
  return (
    stored.status === "ACTIVE" && stored.earliestExpireDate !== null && stored.earliestExpireDate < today
  );
}
