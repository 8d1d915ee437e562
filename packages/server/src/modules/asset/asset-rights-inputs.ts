import {
  decideAssetMpu,
  type AssetClearanceData,
  type AssetMpu,
  type AssetUseRightTerm,
  type SpotCastMember,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import { LicenceRepository, type LicenceRow } from "../element/licence-repository.js";
import { CastFeeRepository } from "./cast-fee-repository.js";
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
  const linked = await new AssetElementRepository(db).elementsOf(assetId);
  const licences = await new LicenceRepository(db).listOf(linked.map((element) => element.elementId));
  return linked.map((element) => ({
    ...element,
    licences: licences.filter((licence) => licence.elementId === element.elementId),
  }));
}

/** The asset's cast members, in cast order, named by their performer. */
export async function loadSpotCast(db: Db, assetId: number): Promise<SpotCastMember[]> {
  const items = new RecordItemRepository(db);
  const castItems = await items.list("asset", assetId, "Cast");
  const personIds = castItems.map((item) => Number(item.data["personId"])).filter(Number.isInteger);
  const names = new Map((await items.peopleById(personIds)).map((person) => [person.id, person.fullName]));
  const agreed = await new CastFeeRepository(db).agreedHoldingFees(castItems.map((item) => item.id));
  return castItems.map((item) => ({
    ...castTermsOf(item.data),
    castItemId: item.id,
    name: names.get(Number(item.data["personId"])) ?? `Cast member ${item.id}`,
    editedOut: item.data["editedOut"] === true,
    agreedHoldingFeeCents: agreed.get(item.id) ?? null,
  }));
}

export async function loadAssetRightsParts(db: Db, assetId: number): Promise<AssetRightsParts> {
  const rows = await new UseRightRepository(db).listOf(assetId);
  const linked = await loadLinkedElements(db, assetId);
  const sessions = await new RecordItemRepository(db).list("asset", assetId, "Session");
  return {
    useRights: rows.map((row) => ({ ...row, holder: row.castItemId === null ? null : row.holderName })),
    cast: await loadSpotCast(db, assetId),
    sessionDates: sessions.map((item) =>
      typeof item.data["sessionDate"] === "string" ? item.data["sessionDate"] : null,
    ),
    elements: linked.map((element) => ({
      id: element.elementId,
      title: element.title,
      licences: element.licences,
    })),
    linked,
  };
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
export async function loadAssetClearanceData(
  db: Db,
  asset: {
    id: number;
    adId: string;
    title: string;
    expireMpuEndDate: string;
    firstAirDate: string | null;
    mpuConfirmedEndDate: string | null;
  },
): Promise<AssetClearanceData> {
  const parts = await loadAssetRightsParts(db, asset.id);
  const mpu = assetMpuOf(asset, parts);
  return {
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
