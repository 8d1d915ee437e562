import {
  castSessionDate,
  deriveCastRightTerm,
  isEmptyDate,
  type CastCycleTerms,
  type AssetProfileInputSchema,
  type AssetRecordSchema,
  type AssetSummarySchema,
  type AssetUseRightRecordSchema,
  type ExpiringItemKind,
  type UseRight,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { AssetRow, AssetSummaryRow, AssetValues } from "./asset-repository.js";
import type { UseRightRow, UseRightValues } from "./use-right-repository.js";

type AssetRecordOut = z.input<typeof AssetRecordSchema>;
type AssetSummaryOut = z.input<typeof AssetSummarySchema>;
type UseRightOut = z.input<typeof AssetUseRightRecordSchema>;
type ProfileInput = z.output<typeof AssetProfileInputSchema>;

/** `Asset ABCD1234000H "Spring Sale :30"`: how messages name an asset. */
export function describeAsset(asset: { adId: string; title: string }): string {
  return `Asset ${asset.adId} "${asset.title}"`;
}

function blankAsNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === "" ? null : value.trim();
}

function dateOrNull(value: string | undefined): string | null {
  return value === undefined || value === "" || isEmptyDate(value) ? null : value;
}

export function assetValuesFrom(input: ProfileInput): AssetValues {
  return {
    title: input.title,
    adId: input.adId,
    assetType: input.assetType,
    fileType: blankAsNull(input.fileType),
    expireMpuEndDate: input.expireMpuEndDate,
    firstAirDate: dateOrNull(input.firstAirDate),
    mpuConfirmedEndDate: input.mpuConfirmed === true ? input.expireMpuEndDate : null,
    notes: blankAsNull(input.notes),
    ...(input.lengthSeconds === undefined ? {} : { lengthSeconds: input.lengthSeconds }),
  };
}

export function assetValuesOf(row: AssetRow): AssetValues {
  return {
    title: row.title,
    adId: row.adId,
    assetType: row.assetType,
    fileType: row.fileType,
    expireMpuEndDate: row.expireMpuEndDate,
    firstAirDate: row.firstAirDate,
    mpuConfirmedEndDate: row.mpuConfirmedEndDate,
    notes: row.notes,
    lengthSeconds: row.lengthSeconds,
  };
}

export function useRightValuesFrom(
  input: UseRight,
  castItemId: number | undefined,
  coversAllPerformers: boolean | undefined,
): UseRightValues {
  return {
    useRightType: input.useRightType.toUpperCase(),
    mediaType: blankAsNull(input.mediaType),
    mediaSubTypes: input.mediaSubTypes,
    startCycleDate: dateOrNull(input.startCycleDate),
    cycleExpireDate: dateOrNull(input.cycleExpireDate),
    cycleLength: input.cycleLength ?? null,
    note: input.note,
    castItemId: castItemId ?? null,
    // Only the asset's own right can cover the whole cast.
    coversAllPerformers: castItemId === undefined && coversAllPerformers === true,
  };
}

export function useRightValuesOf(row: UseRightRow): UseRightValues {
  return {
    useRightType: row.useRightType,
    mediaType: row.mediaType,
    mediaSubTypes: row.mediaSubTypes,
    startCycleDate: row.startCycleDate,
    cycleExpireDate: row.cycleExpireDate,
    cycleLength: row.cycleLength,
    note: row.note,
    castItemId: row.castItemId,
    coversAllPerformers: row.coversAllPerformers,
  };
}

export function toAssetSummary(row: AssetSummaryRow): AssetSummaryOut {
  return {
    id: row.id,
    adId: row.adId,
    title: row.title,
    type: row.assetType as AssetSummaryOut["type"],
    fileType: row.fileType,
    status: row.status as AssetSummaryOut["status"],
    expireMpuEndDate: row.expireMpuEndDate,
    mpuEndDate: row.mpuEndDate,
    mpuNeedsReview: row.mpuNeedsReview,
    earliestExpireDate: row.earliestExpireDate,
    earliestExpireLabel: row.earliestExpireLabel,
    baseAssetId: row.baseAssetId,
    versionLabel: row.versionLabel,
    createdOn: row.createdAt.toISOString(),
    updatedOn: row.updatedAt.toISOString(),
    archivedOn: row.archivedAt?.toISOString() ?? null,
  };
}

export function toAssetRecord(
  row: AssetRow,
  counts: { useRights: number; editVersions: number },
): AssetRecordOut {
  const item =
    row.earliestExpireDate !== null && row.earliestExpireKind !== null && row.earliestExpireItemId !== null
      ? {
          kind: row.earliestExpireKind as ExpiringItemKind,
          id: row.earliestExpireItemId,
          label: row.earliestExpireLabel ?? "",
          expireDate: row.earliestExpireDate,
        }
      : null;
  return {
    id: row.id,
    title: row.title,
    adId: row.adId,
    assetType: row.assetType as AssetRecordOut["assetType"],
    fileType: row.fileType,
    expireMpuEndDate: row.expireMpuEndDate,
    firstAirDate: row.firstAirDate,
    mpuEndDate: row.mpuEndDate,
    mpuComputedEndDate: row.mpuComputedEndDate,
    mpuNeedsReview: row.mpuNeedsReview,
    mpuConfirmed: row.mpuConfirmedEndDate !== null && row.mpuConfirmedEndDate === row.expireMpuEndDate,
    notes: row.notes,
    lengthSeconds: row.lengthSeconds,
    baseAssetId: row.baseAssetId,
    versionLabel: row.versionLabel,
    editVersionNumber: row.editVersionNumber,
    editType: row.editType as AssetRecordOut["editType"],
    editReason: row.editReason,
    status: row.status as AssetRecordOut["status"],
    statusReason: row.statusReason,
    earliestExpireDate: row.earliestExpireDate,
    earliestExpireItem: item,
    useRightCount: counts.useRights,
    editVersionCount: counts.editVersions,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    archivedBy: row.archivedBy,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}

/** The cast terms a Cast item stores, as the domain's cycle rules read them. */
export function castTermsOf(data: Record<string, unknown> | null | undefined): CastCycleTerms {
  const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
  return {
    union: text(data?.["union"]),
    performerCategory: text(data?.["performerCategory"]),
    performanceType: text(data?.["performanceType"]),
    sessionDate: text(data?.["sessionDate"]),
    holdingFeesPaidThrough: text(data?.["holdingFeesPaidThrough"]),
  };
}

function fixedCyclesOf(row: UseRightRow): UseRightOut["fixedCycles"] {
  if (row.castItemId === null) return null;
  const sessionDate = castSessionDate(castTermsOf(row.castData));
  if (sessionDate === null) return null;
  const term = deriveCastRightTerm(sessionDate, row);
  return term === null
    ? null
    : {
        firstCycle: term.firstCycle,
        lastCycle: term.lastCycle,
        start: term.start,
        end: term.end,
        needsReview: term.needsReview,
      };
}

export function toUseRightRecord(row: UseRightRow): UseRightOut {
  return {
    id: row.id,
    assetId: row.assetId,
    useRightType: row.useRightType,
    mediaType: row.mediaType,
    mediaSubTypes: row.mediaSubTypes,
    startCycleDate: row.startCycleDate,
    cycleExpireDate: row.cycleExpireDate,
    cycleLength: row.cycleLength as UseRightOut["cycleLength"],
    note: row.note,
    castItemId: row.castItemId,
    holderName: row.castItemId === null ? null : (row.holderName ?? null),
    coversAllPerformers: row.coversAllPerformers,
    fixedCycles: fixedCyclesOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}
