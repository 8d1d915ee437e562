import {
  computeAssetRights,
  spotRelease,
  toIsoDate,
  type RenewalDecision,
  useRightCoveredThrough,
  type AssetMpu,
  type AssetRights,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { archivableRecordRules, type ArchivableKind } from "../../records/record-archive.js";
import { dayOf } from "../../records/day-of.js";
import { describeAsset } from "./asset-record.js";
import {
  AssetRepository,
  type AssetRightsValues,
  type AssetRow,
  type AssetValues,
} from "./asset-repository.js";
import { assetMpuOf, loadAssetRightsParts, type AssetRightsParts } from "./asset-rights-inputs.js";
import { UseRightRepository } from "./use-right-repository.js";
import { forecastSpotOf } from "../money/forecast-inputs.js";
import { RenewalDecisionRepository, toRenewalDecision } from "../money/renewal-decision-repository.js";

/** Assets move to the archive list and back; changed only while active, deleted once archived. */
export const archivableAssets: ArchivableKind<AssetRow> = {
  repository: (db) => new AssetRepository(db),
  describe: describeAsset,
};

export const { findOrFail: findAssetOrFail, forChange: assetForChange } =
  archivableRecordRules(archivableAssets);

function storedRights(rights: AssetRights, mpu: AssetMpu, releasedUseEnds: string | null): AssetRightsValues {
  return {
    releasedUseEnds,
    mpuEndDate: mpu.end ?? "",
    mpuComputedEndDate: mpu.computed?.end ?? null,
    mpuNeedsReview: mpu.needsReview,
    status: rights.status,
    statusReason: rights.statusReason,
    earliestExpireDate: rights.earliestExpireDate,
    earliestExpireKind: rights.earliestExpireItem?.kind ?? null,
    earliestExpireItemId: rights.earliestExpireItem?.id ?? null,
    earliestExpireLabel: rights.earliestExpireItem?.label ?? null,
  };
}

/**
 * The domain's status and earliest expiration for a profile, its use rights (its own and its cast's,
 * named by the performer) and the licences of its linked elements, ready to store.
 */
export async function computeStoredRights(
  db: Db,
  assetId: number | null,
  profile: AssetValues,
  now: Date,
): Promise<AssetRightsValues> {
  if (assetId === null)
    return storedRightsOf(
      { ...profile, id: 0 },
      { useRights: [], cast: [], sessionDates: [], elements: [], linked: [] },
      [],
      now,
    );
  const [parts, decisions] = await Promise.all([
    loadAssetRightsParts(db, assetId),
    loadAssetDecisions(db, assetId),
  ]);
  return storedRightsOf({ ...profile, id: assetId }, parts, decisions, now);
}

/** The renew-or-release decisions taken on the asset, oldest first. */
async function loadAssetDecisions(db: Db, assetId: number): Promise<RenewalDecision[]> {
  return (await new RenewalDecisionRepository(db).list({ assetIds: [assetId] })).map(toRenewalDecision);
}

/**
 * The stored standing: the domain's status, with the spot released (RELEASED (USE ACTIVE) through
 * its last paid day, RELEASED after) once one of its cycles, holding fees or its MPU is not renewed.
 */
function storedRightsOf(
  profile: AssetValues & { id: number },
  parts: AssetRightsParts,
  decisions: readonly RenewalDecision[],
  now: Date,
): AssetRightsValues {
  const mpu = assetMpuOf(profile, parts);
  const today = toIsoDate(dayOf(now));
  const release =
    decisions.length === 0 ? null : spotRelease(forecastSpotOf(profile, mpu.end, parts), decisions, today);
  return storedRights(
    computeAssetRights(
      {
        ...profile,
        expireMpuEndDate: mpu.end,
        useRights: parts.useRights,
        cast: parts.cast,
        elements: parts.elements,
        release,
      },
      today,
    ),
    mpu,
    release?.useEnds ?? null,
  );
}

/** Recomputes and stores an asset's status and earliest expiration after one of its inputs changed. */
export async function recomputeAssetRights(
  db: Db,
  id: number,
  now: Date,
  touch?: { by: number; now: Date },
): Promise<void> {
  const row = await findAssetOrFail(db, id);
  const [parts, decisions] = await Promise.all([loadAssetRightsParts(db, id), loadAssetDecisions(db, id)]);
  const rights = storedRightsOf(row, parts, decisions, now);
  await new AssetRepository(db).setRights(id, rights, touch);
  const asset = { cast: parts.cast, useRights: parts.useRights };
  const mpuEnd = rights.mpuEndDate === "" ? null : toIsoDate(rights.mpuEndDate);
  await new UseRightRepository(db).setCoveredThrough(
    parts.useRights.map((right) => ({
      id: right.id,
      coveredThrough: useRightCoveredThrough(right, asset, mpuEnd),
    })),
  );
}

/**
 * Brings stored statuses up to `now` before they are read: an ACTIVE asset whose first item has
 * ended since is recomputed (by the domain) and stored; no other stored status ages with the date.
 */
export async function refreshStaleStatuses(db: Db, now: Date): Promise<void> {
  const ids = await new AssetRepository(db).staleStatusIds(dayOf(now));
  for (const id of ids) await recomputeAssetRights(db, id, now);
}
