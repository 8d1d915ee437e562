import type { AssetClearanceData, AssetUseRightTerm, ClearanceCastTerms } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import { LicenceRepository, type LicenceRow } from "../element/licence-repository.js";
import { AssetElementRepository, type LinkedElementRow } from "./asset-element-repository.js";
import { UseRightRepository, type UseRightRow } from "./use-right-repository.js";

/** A linked element with its licences, as the domain's asset rules take it. */
export interface LinkedElementWithLicences extends LinkedElementRow {
  licences: LicenceRow[];
}

/** Everything besides the profile that can end an asset: its use rights (holders named) and its elements' licences. */
export interface AssetRightsParts {
  useRights: (UseRightRow & AssetUseRightTerm)[];
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

export async function loadAssetRightsParts(db: Db, assetId: number): Promise<AssetRightsParts> {
  const rows = await new UseRightRepository(db).listOf(assetId);
  const linked = await loadLinkedElements(db, assetId);
  return {
    useRights: rows.map((row) => ({ ...row, holder: row.castItemId === null ? null : row.holderName })),
    elements: linked.map((element) => ({
      id: element.elementId,
      title: element.title,
      licences: element.licences,
    })),
    linked,
  };
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/**
 * What the clearance and the timeline are decided from: the asset's MPU end, its own and its cast's
 * use rights (each cast member's union, category, camera, session date and holding fees paid through,
 * from the Cast item), and each linked element with its licences.
 */
export async function loadAssetClearanceData(
  db: Db,
  asset: { id: number; adId: string; title: string; expireMpuEndDate: string },
): Promise<AssetClearanceData> {
  const parts = await loadAssetRightsParts(db, asset.id);
  const castItems = await new RecordItemRepository(db).list("asset", asset.id, "Cast");
  const castById = new Map(castItems.map((item) => [item.id, item.data]));
  const castOf = (right: UseRightRow): ClearanceCastTerms | null => {
    if (right.castItemId === null) return null;
    const data = castById.get(right.castItemId) ?? {};
    return {
      name: right.holderName ?? "",
      union: text(data["union"]),
      performerCategory: text(data["performerCategory"]),
      performanceType: text(data["performanceType"]),
      sessionDate: text(data["sessionDate"]),
      holdingFeesPaidThrough: text(data["holdingFeesPaidThrough"]),
    };
  };
  return {
    asset: { adId: asset.adId, title: asset.title, expireMpuEndDate: asset.expireMpuEndDate },
    useRights: parts.useRights.map((right) => ({
      id: right.id,
      useRightType: right.useRightType,
      mediaType: right.mediaType,
      mediaSubTypes: right.mediaSubTypes,
      startCycleDate: right.startCycleDate,
      cycleExpireDate: right.cycleExpireDate,
      cycleLength: right.cycleLength,
      cast: castOf(right),
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
