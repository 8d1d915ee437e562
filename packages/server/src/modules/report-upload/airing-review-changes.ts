import {
  castSessionDate,
  fixedCycleContaining,
  isIsoDate,
  toIsoDate,
  useRightItemId,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { invalidField } from "../../errors/app-errors.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import type { RecordContext } from "../../records/record-context.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import { castTermsOf } from "../asset/asset-record.js";
import { AssetSectionsService } from "../asset/asset-sections-service.js";
import { AssetService } from "../asset/asset-service.js";
import { UseRightRepository } from "../asset/use-right-repository.js";
import type { IssueUnderReview } from "./airing-review-repository.js";

function refuse(message: string): never {
  throw invalidField("action", message);
}

/**
 * Renews the cycle an unpaid airing fell in: the performer's holding fees are recorded as paid
 * through the start of the fixed cycle holding the air date, through the asset's own Cast item
 * update, so the asset's status and earliest expiry are recomputed as when a user edits the cast.
 */
export async function renewCycleOf(
  tx: Db,
  encryption: FieldEncryption,
  issue: IssueUnderReview,
  context: RecordContext,
): Promise<void> {
  const airDate = issue.airing.airDate;
  if (issue.assetId === null || airDate === null || !isIsoDate(airDate))
    refuse("This issue names no spot and air date to renew.");
  const right = (await new UseRightRepository(tx).listOf(issue.assetId)).find(
    (candidate) => useRightItemId(candidate.id) === issue.item?.id,
  );
  if (right === undefined)
    refuse(`The right ${issue.item?.label ?? ""} is no longer on the spot; check the issue again instead.`);
  if (right.castItemId === null)
    refuse(
      `"${issue.item?.label ?? "The right"}" is the spot's own right, not a performer's: there is no holding fee to pay. Extend the right on the spot, then check again.`,
    );
  const castItemId = right.castItemId;
  const cast = (await new RecordItemRepository(tx).list("asset", issue.assetId, "Cast")).find(
    (item) => item.id === castItemId,
  );
  if (cast === undefined) refuse("The performer of this right is no longer in the spot's cast.");
  const terms = castTermsOf(cast.data);
  const sessionDate = castSessionDate(terms);
  const cycle = sessionDate === null ? null : fixedCycleContaining(sessionDate, toIsoDate(airDate));
  if (cycle === null)
    refuse("The performer has no session date and fixed cycles, so no holding fee can be recorded.");
  const paid = terms.holdingFeesPaidThrough;
  if (paid !== null && paid >= cycle.start) return;
  await new AssetSectionsService(tx, encryption).update(
    "Cast",
    cast.id,
    { data: { ...cast.data, holdingFeesPaidThrough: cycle.start }, version: cast.version },
    context,
  );
}

/**
 * Records the proposed first use on the spot through the profile's update, so the MPU and the
 * cycles are recomputed as when a user saves the profile form.
 */
export async function confirmFirstUseOf(
  tx: Db,
  issue: IssueUnderReview,
  context: RecordContext,
): Promise<void> {
  if (issue.assetId === null || issue.proposedDate === null) refuse("This issue proposes no first use date.");
  const assets = new AssetService(tx);
  const asset = await assets.get(issue.assetId, context.now);
  await assets.update(
    asset.id,
    {
      title: asset.title,
      adId: asset.adId,
      assetType: asset.assetType,
      fileType: asset.fileType ?? undefined,
      expireMpuEndDate: asset.expireMpuEndDate,
      firstAirDate: toIsoDate(issue.proposedDate),
      mpuConfirmed: asset.mpuConfirmed,
      notes: asset.notes ?? undefined,
      lengthSeconds: asset.lengthSeconds,
      version: asset.version,
    },
    context,
  );
}
