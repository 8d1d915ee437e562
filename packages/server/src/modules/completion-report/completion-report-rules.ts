import type { Db } from "../../db/database.js";
import { invalidField } from "../../errors/app-errors.js";
import { archivableRecordRules, type ArchivableKind } from "../../records/record-archive.js";
import type { RecordContext } from "../../records/record-context.js";
import { describeCompletionReport } from "./completion-report-record.js";
import { CompletionReportInputsRepository } from "./completion-report-inputs-repository.js";
import {
  CompletionReportRepository,
  type CompletionReportRow,
  type CompletionReportValues,
} from "./completion-report-repository.js";

/** Reports move to the archive list and back; changed only while active, deleted once archived. */
export const archivableCompletionReports: ArchivableKind<CompletionReportRow> = {
  repository: (db) => new CompletionReportRepository(db),
  describe: describeCompletionReport,
};

export const { findOrFail: findCompletionReportOrFail, forChange: completionReportForChange } =
  archivableRecordRules(archivableCompletionReports);

/**
 * The report a change of its content is about: as `forChange`, and not submitted — a submitted
 * report is the reference record, reopened only by a revision.
 */
export async function completionReportForEdit(
  db: Db,
  id: number,
  context: RecordContext,
): Promise<CompletionReportRow> {
  const row = await completionReportForChange(db, id, context);
  if (row.stage === "submitted") {
    throw invalidField("id", `${describeCompletionReport(row)} is submitted: revise it to change it.`);
  }
  return row;
}

/**
 * The spot must exist and be active; an edit version must be one of that spot's. Each refusal
 * names its field.
 */
export async function checkReportSpot(db: Db, values: CompletionReportValues): Promise<void> {
  const inputs = new CompletionReportInputsRepository(db);
  const asset = await inputs.asset(values.assetId);
  if (!asset) throw invalidField("assetId", `There is no asset with id ${values.assetId}.`);
  if (asset.archivedAt !== null) {
    throw invalidField("assetId", `The asset ${asset.adId} is archived; restore it or choose another.`);
  }
  if (asset.baseAssetId !== null) {
    throw invalidField(
      "assetId",
      `The asset ${asset.adId} is an edit version: choose its base asset and name the edit version.`,
    );
  }
  if (values.editVersionId === null) return;
  const version = await inputs.asset(values.editVersionId);
  if (!version || version.baseAssetId !== values.assetId) {
    throw invalidField(
      "editVersionId",
      `There is no edit version with id ${values.editVersionId} of the asset ${asset.adId}.`,
    );
  }
  if (version.archivedAt !== null) {
    throw invalidField("editVersionId", `The edit version ${version.adId} is archived.`);
  }
}

/**
 * The profile as its audit entries show it: the spot and the edit version by title and Ad-ID
 * ("Harvest Crunch :30 (RDHC2201000)"), so the log reads without looking the ids up.
 */
export async function auditedReportValues(
  db: Db,
  values: CompletionReportValues,
): Promise<Record<string, unknown>> {
  const inputs = new CompletionReportInputsRepository(db);
  const named = async (id: number | null) => {
    if (id === null) return null;
    const asset = await inputs.asset(id);
    return asset ? `${asset.title} (${asset.adId})` : id;
  };
  return {
    ...values,
    assetId: await named(values.assetId),
    editVersionId: await named(values.editVersionId),
  };
}
