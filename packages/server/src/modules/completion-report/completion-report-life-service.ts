import {
  AppError,
  blockingGaps,
  completionStatusOfStage,
  decideCompletionReportLife,
  diffCompletionReportSnapshots,
  reconcileCompletionReport,
  type CompletionReportChanges,
  type CompletionReportDetailSchema,
  type CompletionReportReconciliationSchema,
  type CompletionReportRevisionListSchema,
  type CompletionReportSnapshot,
  type CompletionReportStepRequestSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { invalidField, staleVersion } from "../../errors/app-errors.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { RecordContext } from "../../records/record-context.js";
import { copyReportOntoAsset } from "./completion-report-asset-copy.js";
import { toCompletionReportDetail } from "./completion-report-record.js";
import { CompletionReportRepository, type CompletionReportRow } from "./completion-report-repository.js";
import { completionReportForChange, findCompletionReportOrFail } from "./completion-report-rules.js";
import { loadCompletionReportState, type CompletionReportState } from "./completion-report-state.js";

type Out<T extends z.ZodType> = z.input<T>;
type StepRequest = z.output<typeof CompletionReportStepRequestSchema>;

/** People and elements the report names that were archived since they were listed: named, field by field. */
function refuseArchivedReferences(state: CompletionReportState): void {
  for (const item of [...state.items.Cast, ...state.items.Crew]) {
    const personId = Number(item.data["personId"]);
    const person = state.people.get(personId);
    if (!person || person.archivedAt !== null) {
      const who = person?.fullName ?? `Person ${personId}`;
      throw invalidField(
        "personId",
        `${who} (${item.section === "Cast" ? "cast" : "crew"}) is archived; restore them or take them off the report.`,
      );
    }
  }
  const archived = state.elements.find((element) => element.archivedAt !== null);
  if (archived) {
    throw invalidField(
      "elementId",
      `The element "${archived.title}" is archived; restore it or take it off the report.`,
    );
  }
}

/**
 * A report's life: the reconciliation, Submit (refused with every blocking gap named; else the
 * report goes onto its spot in the same transaction), Revise (reopens it; the report as submitted
 * is kept) and the revise log (what changed, written when the revision is submitted again). The
 * rules are the domain's: reconcileCompletionReport, decideCompletionReportLife and
 * completionStatusOfStage.
 */
export class CompletionReportLifeService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async reconcile(id: number): Promise<Out<typeof CompletionReportReconciliationSchema>> {
    const state = await loadCompletionReportState(this.db, await findCompletionReportOrFail(this.db, id));
    const gaps = reconcileCompletionReport(state.reconcile);
    return { gaps: [...gaps], canSubmit: blockingGaps(gaps).length === 0 };
  }

  async submit(
    id: number,
    request: StepRequest,
    context: RecordContext,
  ): Promise<Out<typeof CompletionReportDetailSchema>> {
    await runInTransaction(this.db, async (tx) => {
      const report = await this.forStep(tx, id, request, context);
      const state = await loadCompletionReportState(tx, report);
      refuseArchivedReferences(state);
      const decision = decideCompletionReportLife(report.stage, {
        type: "SUBMIT",
        gaps: reconcileCompletionReport(state.reconcile),
      });
      if (decision.status === "refused") {
        throw AppError.invalidData(
          decision.message,
          decision.gaps.map((gap) => ({ field: gap.tab, message: gap.message })),
        );
      }
      await copyReportOntoAsset(tx, this.encryption, state, context);
      const repository = new CompletionReportRepository(tx);
      await repository.setStage(
        id,
        {
          stage: decision.to,
          status: completionStatusOfStage(decision.to),
          submittedAt: context.now,
          submittedBy: context.caller.userId,
        },
        context.caller.userId,
        context.now,
      );
      const changes =
        report.stage === "revised" ? await this.closeRevision(tx, id, state.snapshot, context) : null;
      await writeRecordAudit(tx, context, "completion_report", id, "submit", [
        { field: "stage", from: report.stage, to: decision.to },
        ...(changes ? [{ field: "changes", from: null, to: changes }] : []),
      ]);
    });
    return toCompletionReportDetail(await findCompletionReportOrFail(this.db, id));
  }

  async revise(
    id: number,
    request: StepRequest,
    context: RecordContext,
  ): Promise<Out<typeof CompletionReportDetailSchema>> {
    await runInTransaction(this.db, async (tx) => {
      const report = await this.forStep(tx, id, request, context);
      const decision = decideCompletionReportLife(report.stage, { type: "REVISE" });
      if (decision.status === "refused") throw AppError.invalidData(decision.message);
      const state = await loadCompletionReportState(tx, report);
      const repository = new CompletionReportRepository(tx);
      const number = await repository.openRevision(
        id,
        { ...state.snapshot },
        request.reason?.trim() || null,
        context.caller.userId,
        context.now,
      );
      await repository.setStage(
        id,
        { stage: decision.to, status: completionStatusOfStage(decision.to) },
        context.caller.userId,
        context.now,
      );
      await writeRecordAudit(tx, context, "completion_report", id, "revise", [
        { field: "stage", from: report.stage, to: decision.to },
        { field: "revision", from: null, to: number },
      ]);
    });
    return toCompletionReportDetail(await findCompletionReportOrFail(this.db, id));
  }

  async revisions(id: number): Promise<Out<typeof CompletionReportRevisionListSchema>> {
    await findCompletionReportOrFail(this.db, id);
    const rows = await new CompletionReportRepository(this.db).revisions(id);
    return {
      totalRecords: rows.length,
      records: rows.map((row) => ({
        id: row.id,
        number: row.number,
        reason: row.reason,
        revisedAt: row.revisedAt.toISOString(),
        revisedBy: row.revisedBy,
        resubmittedAt: row.resubmittedAt?.toISOString() ?? null,
        resubmittedBy: row.resubmittedBy,
        changes: row.changes as CompletionReportChanges | null,
      })),
    };
  }

  /** The report a step is about, row-locked, at the version the caller saw. */
  private async forStep(
    tx: Db,
    id: number,
    request: StepRequest,
    context: RecordContext,
  ): Promise<CompletionReportRow> {
    const report = await completionReportForChange(tx, id, context);
    if (report.version !== request.version) throw staleVersion("completion report");
    return report;
  }

  /** Writes what changed since the report was submitted into its open revision. */
  private async closeRevision(
    tx: Db,
    id: number,
    now: CompletionReportSnapshot,
    context: RecordContext,
  ): Promise<CompletionReportChanges | null> {
    const repository = new CompletionReportRepository(tx);
    const open = (await repository.revisions(id)).find((revision) => revision.resubmittedAt === null);
    if (!open) return null;
    const changes = diffCompletionReportSnapshots(open.submitted as unknown as CompletionReportSnapshot, now);
    await repository.closeRevision(open.id, { ...changes }, context.caller.userId, context.now);
    return changes;
  }
}
