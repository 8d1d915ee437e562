import {
  AppError,
  airingIssueStatusLabels,
  checkIssueAction,
  formatDisplayDate,
  issueStatusAfter,
  isoDateOfInstant,
  toIsoDate,
  type AiringIssueAction,
  type AiringIssueKind,
  type AiringIssueResolution,
  type AiringIssueSchema,
  type AiringIssueStatus,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { dependencyError, invalidField } from "../../errors/app-errors.js";
import { dayOf } from "../../records/day-of.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import type { RecordContext } from "../../records/record-context.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import { AiringIssueRepository } from "./airing-issue-repository.js";
import { AiringRecheck } from "./airing-recheck.js";
import { toAiringIssue } from "./airing-records.js";
import { confirmFirstUseOf, renewCycleOf } from "./airing-review-changes.js";
import { AiringReviewRepository, type IssueUnderReview } from "./airing-review-repository.js";
import { AiringUploadRepository } from "./airing-upload-repository.js";

type IssueOut = z.input<typeof AiringIssueSchema>;

/** Actions that change the rights (or re-read them) and so may clear the spot's other issues too. */
const checkedActions: ReadonlySet<AiringIssueAction> = new Set(["renew", "recheck", "confirmFirstUse"]);

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Reviewing uploads: an issue resolved by the action that fits it (a renewal or a recheck only
 * when the airing now clears), the spot's other issues that clear with it, and an upload deleted
 * while no later upload restates its airings. Each runs in the request's one transaction, so a
 * refusal changes nothing.
 */
export class AiringReviewService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async resolve(id: number, resolution: AiringIssueResolution, context: RecordContext): Promise<IssueOut> {
    await runInTransaction(this.db, async (tx) => {
      const reviews = new AiringReviewRepository(tx);
      const issue = await reviews.issueForReview(id);
      if (issue === undefined) throw AppError.notFound(`There is no issue with id ${id}.`);
      if (issue.status !== "open") throw await alreadyResolved(tx, id, issue);
      const refusal = checkIssueAction(issue.kind as AiringIssueKind, resolution.action);
      if (refusal !== null) throw invalidField("action", refusal);
      const status = issueStatusAfter(resolution.action);
      const note = (resolution.note ?? "") === "" ? null : (resolution.note ?? null);
      const resolved = { status, resolvedBy: context.caller.userId, resolvedOn: context.now };
      await reviews.resolve([issue.id], { ...resolved, note });
      const alongside = checkedActions.has(resolution.action)
        ? await this.applyAndCheck(tx, issue, resolution.action, context)
        : [];
      await reviews.resolve(
        alongside.map((other) => other.id),
        { ...resolved, note: `Resolved with issue #${issue.id}` },
      );
      await this.audit(tx, context, issue, resolution.action, status, note, alongside);
    });
    const answer = await new AiringIssueRepository(this.db).find(id);
    if (answer === undefined) throw AppError.notFound(`There is no issue with id ${id}.`);
    return toAiringIssue(answer);
  }

  async delete(id: number, context: RecordContext): Promise<{ deleted: true }> {
    await runInTransaction(this.db, async (tx) => {
      const reviews = new AiringReviewRepository(tx);
      const upload = await new AiringUploadRepository(tx).find(id);
      if (upload === undefined || !(await reviews.lockUpload(id)))
        throw AppError.notFound(`There is no upload with id ${id}.`);
      const [later, ...others] = await reviews.restatedBy(id);
      if (later !== undefined) {
        const more = others.length === 0 ? "" : ` (and ${plural(others.length, "more upload")})`;
        throw dependencyError(
          `Delete the later upload "${later.fileName}" (#${later.id})${more} first: it restates ${later.rows} of these airings.`,
          "uploads",
          [later, ...others].map(
            (other) => `"${other.fileName}" (#${other.id}): ${plural(other.rows, "row")}`,
          ),
        );
      }
      await reviews.deleteUpload(id);
      await writeRecordAudit(tx, context, "airing_upload", id, "delete", [
        { field: "fileName", from: upload.fileName, to: null },
        { field: "source", from: upload.source, to: null },
        { field: "rows", from: upload.rowsTotal, to: 0 },
        { field: "issues", from: upload.issueCount, to: 0 },
      ]);
    });
    return { deleted: true };
  }

  /**
   * Carries out a renewal or a first-use confirmation, checks the issue again on the data as it is
   * now (refusing with the reasons when it still fails), and answers the spot's other open issues
   * of the same kind that clear as well.
   */
  private async applyAndCheck(
    tx: Db,
    issue: IssueUnderReview,
    action: AiringIssueAction,
    context: RecordContext,
  ): Promise<IssueUnderReview[]> {
    if (action === "renew") await renewCycleOf(tx, this.encryption, issue, context);
    if (action === "confirmFirstUse") await confirmFirstUseOf(tx, issue, context);
    const recheck = new AiringRecheck(tx, toIsoDate(dayOf(context.now)));
    const reasons = await recheck.remaining(issue);
    if (reasons.length > 0) throw invalidField("action", AiringRecheck.stillFailing(issue, reasons));
    if (issue.assetId === null) return [];
    const others = await new AiringReviewRepository(tx).openIssuesOf(issue.assetId, issue.kind, issue.id);
    const cleared: IssueUnderReview[] = [];
    for (const other of others) if ((await recheck.remaining(other)).length === 0) cleared.push(other);
    return cleared;
  }

  private async audit(
    tx: Db,
    context: RecordContext,
    issue: IssueUnderReview,
    action: AiringIssueAction,
    status: AiringIssueStatus,
    note: string | null,
    alongside: readonly IssueUnderReview[],
  ): Promise<void> {
    const uploads = new Map<number, number[]>([[issue.uploadId, []]]);
    for (const other of alongside)
      uploads.set(other.uploadId, [...(uploads.get(other.uploadId) ?? []), other.id]);
    for (const [uploadId, ids] of uploads) {
      const own = uploadId === issue.uploadId;
      await writeRecordAudit(tx, context, "airing_upload", uploadId, "issue.resolve", [
        ...(own ? [{ field: `issue #${issue.id}`, from: "open", to: status }] : []),
        ...ids.map((other) => ({ field: `issue #${other}`, from: "open", to: status })),
        { field: "action", from: null, to: action },
        ...(own && note !== null ? [{ field: "note", from: null, to: note }] : []),
        ...(own ? [] : [{ field: "resolvedWith", from: null, to: `issue #${issue.id}` }]),
      ]);
    }
  }
}

/** "This issue was already resolved (Renewed) by jane on 04/14/2026." */
async function alreadyResolved(tx: Db, id: number, issue: IssueUnderReview): Promise<AppError> {
  const stored = await new AiringIssueRepository(tx).find(id);
  const label = airingIssueStatusLabels[issue.status as AiringIssueStatus] ?? issue.status;
  const who = stored?.resolvedBy ?? "someone";
  const when =
    issue.resolvedOn === null
      ? ""
      : ` on ${formatDisplayDate(toIsoDate(isoDateOfInstant(issue.resolvedOn)))}`;
  return invalidField("action", `This issue was already resolved (${label}) by ${who}${when}.`);
}
