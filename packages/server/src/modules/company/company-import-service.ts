import {
  AppError,
  CompanyCreateRequestSchema,
  fieldErrorsFromZod,
  type CompanyImportRequestSchema,
  type CompanyImportResult,
  type FieldError,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields, writeAuditEntries, type AuditEvent } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { auditFrom, type RecordContext } from "../../records/record-context.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import { RecordItemService } from "../../records/record-items.js";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/database-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import {
  checkInitialItems,
  cityOfInitialItems,
  type CheckedItem,
} from "../../records/record-initial-items.js";
import { newCompanySections } from "./company-initial-items.js";
import { companyAuditFields, companyValuesFrom } from "./company-record.js";
import { CompanyRepository, nameKey, type CompanyValues } from "./company-repository.js";

/** Rows per insert statement: big enough to be quick, small enough for any driver's parameter limit. */
const CHUNK_ROWS = 500;

interface PreparedRow {
  /** 1-based position in the request. */
  row: number;
  values: CompanyValues & { city: string | null };
  items: CheckedItem[];
}

type RowResult = CompanyImportResult["rows"][number];

/** Imports at least this large refresh the list indexes and statistics afterwards. */
const BULK_MAINTENANCE_ROWS = 500;

/**
 * Bulk import of companies, each row as the create call takes it. Every row is checked first
 * (schema, duplicates within the file and in the database, parent, section items); then either
 * all rows are written in one transaction (the default, refused whole if any row is bad), none (a
 * dry run), or the good ones (atomic = false), a few hundred rows per statement.
 */
export class CompanyImportService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async import(
    request: z.output<typeof CompanyImportRequestSchema>,
    context: RecordContext,
  ): Promise<CompanyImportResult> {
    const results: RowResult[] = request.rows.map((_, index) => ({ row: index + 1, id: null, errors: [] }));
    const prepared = await this.prepare(request.rows, results);
    const failed = results.filter((result) => result.errors.length > 0).length;
    if (request.dryRun) return { dryRun: true, committed: false, created: 0, failed, rows: results };
    if (request.atomic) {
      if (failed > 0) throw refusal(results, failed);
      await this.writeAll(prepared, results, context);
    } else {
      await this.writeGood(prepared, results, context);
    }
    const created = results.filter((result) => result.id !== null).length;
    if (created >= BULK_MAINTENANCE_ROWS) await new CompanyRepository(this.db).refreshListIndexes();
    return {
      dryRun: false,
      committed: created > 0,
      created,
      failed: results.filter((result) => result.errors.length > 0).length,
      rows: results,
    };
  }

  /** Checks every row, recording problems in `results`; answers the rows that passed. */
  private async prepare(rows: readonly unknown[], results: RowResult[]): Promise<PreparedRow[]> {
    const items = new RecordItemService(this.db, this.encryption);
    const companies = new CompanyRepository(this.db);
    const candidates: PreparedRow[] = [];
    const firstRowOf = new Map<string, number>();
    for (const [index, raw] of rows.entries()) {
      const result = results[index] as RowResult;
      const parsed = CompanyCreateRequestSchema.safeParse(raw);
      if (!parsed.success) {
        result.errors.push(
          ...fieldErrorsFromZod(parsed.error).map((error) => ({
            ...error,
            field: error.field === "(body)" ? "(row)" : error.field,
          })),
        );
        continue;
      }
      const values = companyValuesFrom(parsed.data);
      const key = nameKey(values.legalName, values.mainType);
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        result.errors.push({
          field: "companyNames.0",
          message: `Row ${first} already has a ${values.mainType} company named ${values.legalName}.`,
        });
      } else {
        firstRowOf.set(key, result.row);
      }
      const checked = await checkInitialItems(
        items,
        newCompanySections(values.mainType),
        parsed.data.items,
        "items",
      );
      result.errors.push(...checked.errors);
      candidates.push({
        row: result.row,
        values: { ...values, city: cityOfInitialItems(checked.items, "PRIMARY") },
        items: checked.items,
      });
    }
    const taken = await companies.takenNames(candidates.map((row) => row.values.legalName));
    const parents = await companies.existing(
      candidates.flatMap((row) => (row.values.parentCompanyId === null ? [] : [row.values.parentCompanyId])),
    );
    for (const candidate of candidates) {
      const { legalName, mainType, parentCompanyId } = candidate.values;
      const result = results[candidate.row - 1] as RowResult;
      if (taken.has(nameKey(legalName, mainType))) {
        result.errors.push({
          field: "companyNames.0",
          message: `A ${mainType} company named ${legalName} already exists.`,
        });
      }
      if (parentCompanyId !== null && !parents.has(parentCompanyId)) {
        result.errors.push({
          field: "parentCompanyId",
          message: `There is no company with id ${parentCompanyId}.`,
        });
      }
    }
    return candidates.filter((candidate) => results[candidate.row - 1]?.errors.length === 0);
  }

  /** All rows in one transaction. */
  private async writeAll(
    prepared: PreparedRow[],
    results: RowResult[],
    context: RecordContext,
  ): Promise<void> {
    try {
      const ids = await runInTransaction(this.db, (tx) => this.write(tx, prepared, context));
      for (const [row, id] of ids) (results[row - 1] as RowResult).id = id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const message =
        "A company in the import was created by someone else meanwhile; nothing was imported. Try again.";
      throw AppError.invalidData(message, [{ field: "rows", message }]);
    }
  }

  /** Good rows a chunk per transaction; a chunk that fails is retried row by row, so one row cannot sink the rest. */
  private async writeGood(
    prepared: PreparedRow[],
    results: RowResult[],
    context: RecordContext,
  ): Promise<void> {
    for (let start = 0; start < prepared.length; start += CHUNK_ROWS) {
      const chunk = prepared.slice(start, start + CHUNK_ROWS);
      let ids: Map<number, number>;
      try {
        ids = await runInTransaction(this.db, (tx) => this.write(tx, chunk, context));
      } catch (error) {
        if (!isUniqueViolation(error) && !isForeignKeyViolation(error)) throw error;
        ids = new Map();
        for (const row of chunk) {
          try {
            for (const entry of await runInTransaction(this.db, (tx) => this.write(tx, [row], context))) {
              ids.set(...entry);
            }
          } catch (rowError) {
            (results[row.row - 1] as RowResult).errors.push(lateProblem(rowError, row.values));
          }
        }
      }
      for (const [row, id] of ids) (results[row - 1] as RowResult).id = id;
    }
  }

  /** Inserts the rows, their items and their audit entries; answers row number → new id. */
  private async write(
    tx: Db,
    rows: readonly PreparedRow[],
    context: RecordContext,
  ): Promise<Map<number, number>> {
    const companies = new CompanyRepository(tx);
    const items = new RecordItemService(tx, this.encryption);
    const { userId } = context.caller;
    const ids = new Map<number, number>();
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      const chunk = rows.slice(start, start + CHUNK_ROWS);
      const inserted = await companies.insertMany(
        chunk.map((row) => row.values),
        userId,
        context.now,
      );
      const idOf = new Map(
        inserted.map((company) => [nameKey(company.legalName, company.mainType), company.id]),
      );
      for (const row of chunk) {
        const id = idOf.get(nameKey(row.values.legalName, row.values.mainType));
        if (id === undefined) throw new Error(`Row ${row.row} was not inserted.`);
        ids.set(row.row, id);
      }
    }
    const itemRows = [];
    const events: AuditEvent[] = [];
    for (const row of rows) {
      const id = ids.get(row.row) as number;
      const owner = { type: "company", id };
      // One entry per company, its items' fields included, keeps a big import's log to one row each.
      const changes = diffFields({}, companyAuditFields(row.values));
      for (const item of row.items) {
        const data = await items.toStored(item.section, item.plain);
        itemRows.push({ ownerType: "company", ownerId: id, section: item.section.key, data });
        changes.push(
          ...(items.auditEvent(owner, item.section, "create", undefined, item.plain, context).changes ?? []),
        );
      }
      events.push({
        ...auditFrom(context),
        action: "company.import",
        entityType: "company",
        entityId: id,
        changes,
      });
    }
    await new RecordItemRepository(tx).insertMany(itemRows, userId, context.now);
    await writeAuditEntries(tx, events);
    return ids;
  }
}

/** The InvalidData answer of an all-or-nothing import with bad rows: each problem as `rows.<N>.<field>`. */
function refusal(results: readonly RowResult[], failed: number): AppError {
  const errors = results.flatMap((result) =>
    result.errors.map((error) => ({ field: `rows.${result.row}.${error.field}`, message: error.message })),
  );
  const rows = failed === 1 ? "1 row has" : `${failed} rows have`;
  return AppError.invalidData(`${rows} problems (${firstRows(results)}); nothing was imported.`, errors);
}

function firstRows(results: readonly RowResult[]): string {
  const bad = results.filter((result) => result.errors.length > 0).map((result) => result.row);
  const shown = bad.slice(0, 10).join(", ");
  return bad.length > 10 ? `rows ${shown}…` : bad.length === 1 ? `row ${shown}` : `rows ${shown}`;
}

/** A row that passed the checks but failed to write because the data changed meanwhile. */
function lateProblem(error: unknown, values: CompanyValues): FieldError {
  if (isUniqueViolation(error)) {
    return {
      field: "companyNames.0",
      message: `A ${values.mainType} company named ${values.legalName} already exists.`,
    };
  }
  if (isForeignKeyViolation(error)) {
    return { field: "parentCompanyId", message: `There is no company with id ${values.parentCompanyId}.` };
  }
  throw error;
}
