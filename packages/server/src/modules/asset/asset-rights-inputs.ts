import {
  decideAssetMpu,
  type AssetClearanceData,
  type AssetMpu,
  type AssetUseRightTerm,
  type RateCardEntry,
  type SpotCastMember,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import { LicenceRepository, type LicenceRow } from "../element/licence-repository.js";
import { CastFeeRepository } from "./cast-fee-repository.js";
import { loadClientRateCard } from "../money/rate-card-repository.js";
import { castTermsOf } from "./asset-record.js";
import { AssetElementRepository, type LinkedElementRow } from "../element/asset-element-repository.js";
import { UseRightRepository, type UseRightRow } from "./use-right-repository.js";

/** A linked element with its licences, as the domain's asset rules take it. */
export interface LinkedElementWithLicences extends LinkedElementRow {
  licences: LicenceRow[];
}

/**
 * Everything besides the profile that decides an asset's rights: its use rights (holders named), its
 * cast (union principals hold fixed cycles; each who appears needs a right), its production days
 * (Session items) and its elements' licences.
 */
export interface AssetRightsParts {
  useRights: (UseRightRow & AssetUseRightTerm)[];
  cast: SpotCastMember[];
  sessionDates: (string | null)[];
  elements: {
    id: number;
    title: string;
    licences: { id: number; label: string; termEnd: string | null }[];
  }[];
  linked: LinkedElementWithLicences[];
}

export async function loadLinkedElements(db: Db, assetId: number): Promise<LinkedElementWithLicences[]> {
  return (await loadLinkedElementsMany(db, [assetId])).get(assetId) ?? [];
}

/** Each asset's linked elements with their licences, in two queries for all of them. */
async function loadLinkedElementsMany(
  db: Db,
  assetIds: readonly number[],
): Promise<Map<number, LinkedElementWithLicences[]>> {
  const linked = await new AssetElementRepository(db).elementsOfMany(assetIds);
  const licences = await new LicenceRepository(db).listOf([
    ...new Set(linked.map((element) => element.elementId)),
  ]);
  const byElement = groupBy(licences, (licence) => licence.elementId);
  const byAsset = new Map<number, LinkedElementWithLicences[]>();
  for (const { assetId, ...element } of linked)
    push(byAsset, assetId, { ...element, licences: byElement.get(element.elementId) ?? [] });
  return byAsset;
}

/** The asset's cast members, in cast order, named by their performer. */
export async function loadSpotCast(db: Db, assetId: number): Promise<SpotCastMember[]> {
  return (await loadSpotCastMany(db, [assetId])).get(assetId) ?? [];
}

/** Each asset's cast, in three queries for all of them. */
async function loadSpotCastMany(db: Db, assetIds: readonly number[]): Promise<Map<number, SpotCastMember[]>> {
  const items = new RecordItemRepository(db);
  const castItems = await items.listMany("asset", assetIds, "Cast");
  const personIds = castItems.map((item) => Number(item.data["personId"])).filter(Number.isInteger);
  const names = new Map((await items.peopleById(personIds)).map((person) => [person.id, person.fullName]));
  const agreed = await new CastFeeRepository(db).agreedHoldingFees(castItems.map((item) => item.id));
  const byAsset = new Map<number, SpotCastMember[]>();
  for (const item of castItems) {
    const personId = Number(item.data["personId"]);
    push(byAsset, item.ownerId, {
      ...castTermsOf(item.data),
      castItemId: item.id,
      name: names.get(personId) ?? `Cast member ${item.id}`,
      editedOut: item.data["editedOut"] === true,
      agreedHoldingFeeCents: agreed.get(item.id) ?? null,
      // The person: their over-scale entry on the client's rate card prices their fees.
      performerId: Number.isInteger(personId) && personId > 0 ? personId : null,
    });
  }
  return byAsset;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function groupBy<K, V>(values: readonly V[], key: (value: V) => K): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const value of values) push(map, key(value), value);
  return map;
}

export async function loadAssetRightsParts(db: Db, assetId: number): Promise<AssetRightsParts> {
  const parts = (await loadAssetRightsPartsMany(db, [assetId])).get(assetId);
  if (parts === undefined) throw new Error(`The rights parts of asset ${assetId} were not loaded.`);
  return parts;
}

/**
 * The rights parts of several assets with one query per kind of part (not per asset): what a bulk
 * check of many spots (an airing import) needs. Each asset's parts equal `loadAssetRightsParts`'s.
 */
export async function loadAssetRightsPartsMany(
  db: Db,
  assetIds: readonly number[],
): Promise<Map<number, AssetRightsParts>> {
  const rows = groupBy(await new UseRightRepository(db).listOfMany(assetIds), (row) => row.assetId);
  const linked = await loadLinkedElementsMany(db, assetIds);
  const sessions = groupBy(
    await new RecordItemRepository(db).listMany("asset", assetIds, "Session"),
    (item) => item.ownerId,
  );
  const cast = await loadSpotCastMany(db, assetIds);
  return new Map(
    assetIds.map((assetId) => {
      const assetLinked = linked.get(assetId) ?? [];
      const parts: AssetRightsParts = {
        useRights: (rows.get(assetId) ?? []).map((row) => ({
          ...row,
          holder: row.castItemId === null ? null : row.holderName,
        })),
        cast: cast.get(assetId) ?? [],
        sessionDates: (sessions.get(assetId) ?? []).map((item) =>
          typeof item.data["sessionDate"] === "string" ? item.data["sessionDate"] : null,
        ),
        elements: assetLinked.map((element) => ({
          id: element.elementId,
          title: element.title,
          licences: element.licences,
        })),
        linked: assetLinked,
      };
      return [assetId, parts];
    }),
  );
}

/** The spot's MPU as the rule decides it from the profile and the parts (see decideAssetMpu). */
export function assetMpuOf(
  profile: { expireMpuEndDate: string; firstAirDate: string | null; mpuConfirmedEndDate: string | null },
  parts: Pick<AssetRightsParts, "cast" | "sessionDates">,
): AssetMpu {
  return decideAssetMpu({
    typedEnd: profile.expireMpuEndDate,
    confirmedEnd: profile.mpuConfirmedEndDate,
    firstAirDate: profile.firstAirDate,
    cast: parts.cast,
    sessionDates: parts.sessionDates,
  });
}

/**
 * What the clearance and the timeline are decided from: the MPU in force, the asset's own and its
 * cast's use rights, the cast (terms and whether each appears) and each linked element with its
 * licences.
 */
/** The profile fields the clearance data is decided from. */
export interface ClearanceProfile {
  id: number;
  adId: string;
  title: string;
  expireMpuEndDate: string;
  firstAirDate: string | null;
  mpuConfirmedEndDate: string | null;
}

export async function loadAssetClearanceData(db: Db, asset: ClearanceProfile): Promise<AssetClearanceData> {
  const data = (await loadAssetClearanceDataMany(db, [asset])).get(asset.id);
  if (data === undefined) throw new Error(`The clearance data of asset ${asset.id} was not loaded.`);
  return data;
}

/**
 * The clearance data of several assets, with one query per kind of part for all of them, and the
 * client's rate card read once for all of them (it prices what the shipped schedules lack).
 */
export async function loadAssetClearanceDataMany(
  db: Db,
  assets: readonly ClearanceProfile[],
): Promise<Map<number, AssetClearanceData>> {
  if (assets.length === 0) return new Map();
  const partsById = await loadAssetRightsPartsMany(
    db,
    assets.map((asset) => asset.id),
  );
  const rateCard = await loadClientRateCard(db);
  return new Map(
    assets.map((asset) => {
      const parts = partsById.get(asset.id);
      if (parts === undefined) throw new Error(`The rights parts of asset ${asset.id} were not loaded.`);
      return [asset.id, clearanceDataOf(asset, parts, rateCard)];
    }),
  );
}

function clearanceDataOf(
  asset: ClearanceProfile,
  parts: AssetRightsParts,
  rateCard: readonly RateCardEntry[],
): AssetClearanceData {
  const mpu = assetMpuOf(asset, parts);
  return {
    rateCard,
    asset: { adId: asset.adId, title: asset.title, expireMpuEndDate: mpu.end },
    mpu,
    cast: parts.cast,
    useRights: parts.useRights.map((right) => ({
      id: right.id,
      useRightType: right.useRightType,
      mediaType: right.mediaType,
      mediaSubTypes: right.mediaSubTypes,
      startCycleDate: right.startCycleDate,
      cycleExpireDate: right.cycleExpireDate,
      cycleLength: right.cycleLength,
      castItemId: right.castItemId,
      coversAllPerformers: right.coversAllPerformers,
    })),
    elements: parts.linked.map((element) => ({
      id: element.elementId,
      title: element.title,
      elementType: element.elementType,
      licenceType: element.licenceType,
      musicOrigin: element.musicOrigin,
      audioOrigin: element.audioOrigin,
      licences: element.licences.map((licence) => ({
        id: licence.id,
        label: licence.label,
        termStart: licence.termStart,
        termEnd: licence.termEnd,
        media: licence.media,
        territory: licence.territory,
      })),
    })),
  };
}
