import type {
  CompletionReportCreateRequestSchema,
  CompletionReportDetailSchema,
  CompletionReportDuplicateRequestSchema,
  CompletionReportListResultSchema,
  CompletionReportUpdateRequestSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { staleVersion } from "../../errors/app-errors.js";
import { ArchivableRecordService } from "../../records/record-archive.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { RecordContext } from "../../records/record-context.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import {
  completionReportValuesFrom,
  completionReportValuesOf,
  toCompletionReportDetail,
  toCompletionReportSummary,
} from "./completion-report-record.js";
import { CompletionReportRepository, type CompletionReportRow } from "./completion-report-repository.js";
import {
  archivableCompletionReports,
  auditedReportValues,
  checkReportSpot,
  completionReportForEdit,
  findCompletionReportOrFail,
} from "./completion-report-rules.js";

type Out<T extends z.ZodType> = z.input<T>;
type DetailOut = Out<typeof CompletionReportDetailSchema>;

/** Completion reports: the lists, the profile's create, update, duplicate, archive, restore and delete. */
export class CompletionReportService extends ArchivableRecordService<CompletionReportRow, DetailOut> {
  protected readonly kind = archivableCompletionReports;

  constructor(protected readonly db: Db) {
    super();
  }

  async list(query: unknown, archived: boolean): Promise<Out<typeof CompletionReportListResultSchema>> {
    const page = await new CompletionReportRepository(this.db).list(query, archived);
    return { totalRecords: page.totalRecords, records: page.records.map(toCompletionReportSummary) };
  }

  async get(id: number): Promise<DetailOut> {
    return toCompletionReportDetail(await findCompletionReportOrFail(this.db, id));
  }

  async create(
    request: z.output<typeof CompletionReportCreateRequestSchema>,
    context: RecordContext,
  ): Promise<DetailOut> {
    const values = completionReportValuesFrom(request);
    const id = await runInTransaction(this.db, async (tx) => {
      await checkReportSpot(tx, values);
      const id = await new CompletionReportRepository(tx).insert(values, context.caller.userId, context.now);
      const audited = await auditedReportValues(tx, values);
      await writeRecordAudit(tx, context, "completion_report", id, "create", diffFields({}, audited));
      return id;
    });
    return this.get(id);
  }

  async update(
    id: number,
    request: z.output<typeof CompletionReportUpdateRequestSchema>,
    context: RecordContext,
  ): Promise<DetailOut> {
    const values = completionReportValuesFrom(request);
    await runInTransaction(this.db, async (tx) => {
      const before = await completionReportForEdit(tx, id, context);
      if (request.version !== before.version) throw staleVersion("completion report");
      await checkReportSpot(tx, values);
      const repository = new CompletionReportRepository(tx);
      if (!(await repository.update(id, request.version, values, context.caller.userId, context.now))) {
        throw staleVersion("completion report");
      }
      await writeRecordAudit(
        tx,
        context,
        "completion_report",
        id,
        "update",
        diffFields(
          await auditedReportValues(tx, completionReportValuesOf(before)),
          await auditedReportValues(tx, values),
        ),
      );
    });
    return this.get(id);
  }

  /** A new draft with the report's profile and every section item (the revise log stays with the original). */
  async duplicate(
    id: number,
    request: z.output<typeof CompletionReportDuplicateRequestSchema>,
    context: RecordContext,
  ): Promise<DetailOut> {
    const copyId = await runInTransaction(this.db, async (tx) => {
      const original = await findCompletionReportOrFail(tx, id);
      const values = {
        ...completionReportValuesOf(original),
        name: request.name?.trim() || `${original.name} (copy)`,
      };
      await checkReportSpot(tx, values);
      const copyId = await new CompletionReportRepository(tx).insert(
        values,
        context.caller.userId,
        context.now,
      );
      const items = new RecordItemRepository(tx);
      for (const item of await items.allOf("completion_report", id)) {
        await items.insert(
          { type: "completion_report", id: copyId },
          item.section,
          item.data,
          context.caller.userId,
          context.now,
        );
      }
      await writeRecordAudit(tx, context, "completion_report", copyId, "create", [
        ...diffFields({}, { ...values }),
        { field: "duplicateOf", from: null, to: id },
      ]);
      return copyId;
    });
    return this.get(copyId);
  }

  /** Deletes an archived report for good with its section items, documents, lock and revise log. */
  async delete(id: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      const report = await this.archivedForDelete(tx, id, context);
      await new CompletionReportRepository(tx).delete(id);
      await writeRecordAudit(
        tx,
        context,
        "completion_report",
        id,
        "delete",
        diffFields({ ...completionReportValuesOf(report) }, {}),
      );
    });
    return { done: true };
  }
}
