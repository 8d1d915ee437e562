import { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import {
  AppError,
  checkRateCardEntry,
  feeSchedules,
  rateConfidenceLabels,
  shippedRateCardEntries,
  type RateCard,
  type RateCardEntry,
  type RateCardEntryInput,
  type RateCardGap,
  type RateCardImportResult,
  type RateCardOrigin,
  type RateCardRow,
} from "@rightsdesk/domain";
import { writeAudit, writeAuditEntries, diffFields } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { invalidField, staleVersion } from "../../errors/app-errors.js";
import type { FileReply } from "../../http/handler.js";
import { auditFrom, type RecordContext } from "../../records/record-context.js";
import { parseRateCardCsv, rateCardCsv, readRateCardUpload, rowError } from "./rate-card-file.js";
import {
  RateCardRepository,
  toRateCardEntry,
  type RateCardListRow,
  type RateCardValues,
} from "./rate-card-repository.js";

/** The shipped figures as rows of the card: read-only, never versioned or edited here. */
function shippedRows(): RateCardRow[] {
  return shippedRateCardEntries(feeSchedules).map((entry) => ({
    ...entry,
    version: null,
    performerName: null,
    updatedAt: null,
    updatedBy: null,
  }));
}

function clientRow(row: RateCardListRow): RateCardRow {
  return {
    ...toRateCardEntry(row),
    version: row.version,
    performerName: row.performerName,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByName,
  };
}

/** The shipped rows with no confirmed figure: what a client version can fill. */
function shippedGaps(): RateCardGap[] {
  return feeSchedules.flatMap((schedule) =>
    schedule.rates.flatMap((rate): RateCardGap[] =>
      rate.confidence === "V"
        ? []
        : [
            {
              union: schedule.union,
              contractYear: schedule.contractYear,
              schedule: schedule.label,
              category: rate.category,
              effectiveFrom: schedule.effectiveFrom,
              effectiveTo: schedule.effectiveTo,
              confidence: rate.confidence,
              reason: `No confirmed figure: ${rateConfidenceLabels[rate.confidence]}. ${rate.note}`,
            },
          ],
    ),
  );
}

function valuesOf(input: RateCardEntryInput): RateCardValues {
  return {
    union: input.union,
    agreement: input.agreement ?? null,
    contractYear: input.contractYear,
    category: input.category,
    medium: input.medium ?? null,
    effectiveFrom: input.effectiveFrom,
    effectiveTo: input.effectiveTo ?? null,
    amountCents: input.amountCents,
    source: input.source,
    confidence: input.confidence ?? "V",
    performerId: input.performerId ?? null,
  };
}

/** The entry the domain checks: the values, an id (the row's, or a placeholder for a new one). */
function candidateOf(id: string, values: RateCardValues): RateCardEntry {
  return { ...toRateCardEntry({ ...values, id: 0 }), id };
}

/** The first of the domain's findings as InvalidData naming its field, every finding listed. */
function refusal(problems: readonly { field: string; message: string }[]): AppError {
  const [first] = problems;
  return AppError.invalidData(
    first?.message ?? "The figure cannot be saved.",
    problems.map((problem) => ({ ...problem })),
  );
}

/**
 * The rate card: the shipped confirmed figures (the product's, never changed) and the client's own
 * versions beside them, each checked by the domain's checkRateCardEntry before it is kept, and
 * every change audited with its fields.
 */
export class RateCardService {
  constructor(private readonly db: Db) {}

  async get(origin: RateCardOrigin | undefined): Promise<RateCard> {
    const client = origin === "shipped" ? [] : (await new RateCardRepository(this.db).list()).map(clientRow);
    const shipped = origin === "client" ? [] : shippedRows();
    return { entries: [...shipped, ...client], gaps: origin === "client" ? [] : shippedGaps() };
  }

  async add(input: RateCardEntryInput, context: RecordContext): Promise<RateCardRow> {
    return runInTransaction(this.db, async (tx) => {
      const repository = new RateCardRepository(tx);
      await repository.lockCard();
      const values = valuesOf(input);
      const existing = (await repository.list()).map(toRateCardEntry);
      const problems = checkRateCardEntry(candidateOf("new", values), existing);
      if (problems.length > 0) throw refusal(problems);
      const [row] = await repository.insertMany([values], context.caller.userId, context.now);
      if (row === undefined) throw new Error("The rate card entry was not added.");
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "rateCardEntry.create",
        entityType: "rateCardEntry",
        entityId: row.id,
        changes: diffFields({}, { ...values }),
      });
      return this.rowOf(tx, row.id);
    });
  }

  async update(
    id: number,
    input: RateCardEntryInput & { version: number },
    context: RecordContext,
  ): Promise<RateCardRow> {
    return runInTransaction(this.db, async (tx) => {
      const repository = new RateCardRepository(tx);
      await repository.lockCard();
      const before = await repository.find(id);
      if (before === undefined) throw AppError.notFound(`There is no client rate card entry ${id}.`);
      const values = valuesOf(input);
      const existing = (await repository.list()).map(toRateCardEntry);
      const problems = checkRateCardEntry(candidateOf(String(id), values), existing);
      if (problems.length > 0) throw refusal(problems);
      const row = await repository.update(id, input.version, values, context.caller.userId, context.now);
      if (row === undefined) throw staleVersion("rate card entry");
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "rateCardEntry.update",
        entityType: "rateCardEntry",
        entityId: id,
        changes: diffFields(valuesOfRow(before), { ...values }),
      });
      return this.rowOf(tx, id);
    });
  }

  async delete(id: number, context: RecordContext): Promise<{ deleted: true }> {
    return runInTransaction(this.db, async (tx) => {
      const repository = new RateCardRepository(tx);
      const before = await repository.find(id);
      if (before === undefined || !(await repository.delete(id)))
        throw AppError.notFound(`There is no client rate card entry ${id}.`);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "rateCardEntry.delete",
        entityType: "rateCardEntry",
        entityId: id,
        changes: diffFields(valuesOfRow(before), {}),
      });
      return { deleted: true };
    });
  }

  /**
   * Adds every client row of a CSV file, or none: each row is checked against the card as it
   * stands and against the file's earlier rows, and the first problem names its line and field.
   */
  async import(request: FastifyRequest, context: RecordContext): Promise<RateCardImportResult> {
    const rows = parseRateCardCsv(await readRateCardUpload(request));
    if (rows.length === 0) throw invalidField("file", "The file has no client figures to add.");
    return runInTransaction(this.db, async (tx) => {
      const repository = new RateCardRepository(tx);
      await repository.lockCard();
      const card = (await repository.list()).map(toRateCardEntry);
      const values: RateCardValues[] = [];
      for (const { line, input } of rows) {
        const value = valuesOf(input);
        const problems = checkRateCardEntry(candidateOf(`line-${line}`, value), card);
        const [problem] = problems;
        if (problem !== undefined) throw rowError(line, problem.field, problem.message);
        card.push(candidateOf(`line-${line}`, value));
        values.push(value);
      }
      const added = await repository.insertMany(values, context.caller.userId, context.now);
      await writeAuditEntries(
        tx,
        added.map((row, index) => ({
          ...auditFrom(context),
          action: "rateCardEntry.import",
          entityType: "rateCardEntry",
          entityId: row.id,
          changes: diffFields({}, { ...values[index] }),
        })),
      );
      const addedIds = new Set(added.map((row) => row.id));
      const list = await repository.list();
      return {
        added: added.length,
        entries: list.filter((row) => addedIds.has(row.id)).map(clientRow),
      };
    });
  }

  async export(origin: RateCardOrigin | undefined, today: string): Promise<FileReply> {
    const { entries } = await this.get(origin);
    return {
      stream: Readable.from([Buffer.from(rateCardCsv(entries))]),
      fileName: `rate-card-${today}.csv`,
      contentType: "text/csv; charset=utf-8",
    };
  }

  private async rowOf(db: Db, id: number): Promise<RateCardRow> {
    const row = (await new RateCardRepository(db).list()).find((candidate) => candidate.id === id);
    if (row === undefined) throw new Error(`The rate card entry ${id} was not read back.`);
    return clientRow(row);
  }
}

/** What a client version says, by field, for its audit entry. */
const rateCardFields = [
  "union",
  "agreement",
  "contractYear",
  "category",
  "medium",
  "effectiveFrom",
  "effectiveTo",
  "amountCents",
  "source",
  "confidence",
  "performerId",
] as const satisfies readonly (keyof RateCardValues)[];

function valuesOfRow(row: RateCardValues): Record<string, unknown> {
  return Object.fromEntries(rateCardFields.map((field) => [field, row[field]]));
}
