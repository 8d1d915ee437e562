import {
  AppError,
  PersonCreateRequestSchema,
  fieldErrorsFromZod,
  type FieldError,
  type PersonImportRequestSchema,
  type PersonImportResult,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { diffFields, writeAuditEntries, type AuditEvent } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { auditFrom, type RecordContext } from "../../records/record-context.js";
import { RecordItemRepository } from "../../records/record-item-repository.js";
import { RecordItemService } from "../../records/record-items.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { lockPersonCreation } from "./person-duplicates.js";
import {
  checkInitialItems,
  cityOfInitialItems,
  type CheckedItem,
} from "../../records/record-initial-items.js";
import { newPersonSections } from "./person-initial-items.js";
import { PersonLookupRepository, type DuplicateProbe } from "./person-lookup-repository.js";
import { personAuditFields, personRecordId, personValuesFrom } from "./person-record.js";
import { PersonRepository, type PersonValues } from "./person-repository.js";
import { checkBirthDate, shapeOf } from "./person-rules.js";

/** Rows per insert statement and per transaction of a non-atomic import. */
const CHUNK_ROWS = 500;
/** Imports at least this large refresh the list indexes and statistics afterwards. */
const BULK_MAINTENANCE_ROWS = 500;

interface PreparedRow {
  /** 1-based position in the request. */
  row: number;
  values: PersonValues & { city: string | null };
  items: CheckedItem[];
}

type RowResult = PersonImportResult["rows"][number];
type Request = z.output<typeof PersonImportRequestSchema>;

/** The keys two rows or a row and a stored person share when they may be the same person. */
function matchKeys(probe: DuplicateProbe): string[] {
  return [
    ...(probe.dateOfBirth ? [`name:${probe.nameKey}:${probe.dateOfBirth}`] : []),
    ...(probe.email ? [`email:${probe.email.toLowerCase()}`] : []),
  ];
}

function matchField(key: string): string {
  return key.startsWith("email:") ? "email" : "personName";
}

/**
 * Bulk import of people, each row as the create call takes it. Every row is checked first (schema,
 * birth date, section items, likely duplicates within the file and among stored people); then all
 * rows are written in one transaction (the default, refused whole if any row is bad), none (a dry
 * run), or the good ones (atomic = false), a few hundred rows per statement. Messages never quote
 * a value, so a bad tax id or account number is not echoed back.
 */
export class PersonImportService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async import(request: Request, context: RecordContext): Promise<PersonImportResult> {
    const results: RowResult[] = request.rows.map((_, index) => ({ row: index + 1, id: null, errors: [] }));
    const prepared = await this.prepare(request, results, context.now);
    const failed = () => results.filter((result) => result.errors.length > 0).length;
    if (request.dryRun)
      return { dryRun: true, committed: false, created: 0, failed: failed(), rows: results };
    if (request.atomic) {
      if (failed() > 0) throw refusal(results);
      await runInTransaction(this.db, (tx) => this.write(tx, prepared, results, request, context));
      if (failed() > 0) throw refusal(results);
    } else {
      for (let start = 0; start < prepared.length; start += CHUNK_ROWS) {
        const chunk = prepared.slice(start, start + CHUNK_ROWS);
        await runInTransaction(this.db, (tx) => this.write(tx, chunk, results, request, context));
      }
    }
    const created = results.filter((result) => result.id !== null).length;
    if (created >= BULK_MAINTENANCE_ROWS) await new PersonRepository(this.db).refreshListIndexes();
    return { dryRun: false, committed: created > 0, created, failed: failed(), rows: results };
  }

  /** Checks every row, recording problems in `results`; answers the rows that passed. */
  private async prepare(request: Request, results: RowResult[], now: Date): Promise<PreparedRow[]> {
    const items = new RecordItemService(this.db, this.encryption);
    const candidates: PreparedRow[] = [];
    const firstRowOf = new Map<string, number>();
    for (const [index, raw] of request.rows.entries()) {
      const result = results[index] as RowResult;
      const parsed = PersonCreateRequestSchema.safeParse(raw);
      if (!parsed.success) {
        result.errors.push(
          ...fieldErrorsFromZod(parsed.error).map((error) => ({
            ...error,
            field: error.field === "(body)" ? "(row)" : error.field,
          })),
        );
        continue;
      }
      const values = personValuesFrom(parsed.data);
      result.errors.push(...checkBirthDate(values.dateOfBirth, now));
      if (!request.confirmDuplicates) {
        for (const key of matchKeys(values)) {
          const first = firstRowOf.get(key);
          if (first === undefined) firstRowOf.set(key, result.row);
          else {
            const what = key.startsWith("email:") ? "e-mail" : "name and date of birth";
            result.errors.push({ field: matchField(key), message: `Row ${first} has the same ${what}.` });
          }
        }
      }
      const sections = newPersonSections(shapeOf(values, now));
      const checked = await checkInitialItems(items, sections, parsed.data.items, "items");
      result.errors.push(...checked.errors);
      candidates.push({
        row: result.row,
        values: { ...values, city: cityOfInitialItems(checked.items, "HOME") },
        items: checked.items,
      });
    }
    if (!request.confirmDuplicates) await this.markStoredDuplicates(this.db, candidates, results);
    return candidates.filter((candidate) => results[candidate.row - 1]?.errors.length === 0);
  }

  /** Records an error on each row that matches a stored person; answers whether any did. */
  private async markStoredDuplicates(
    db: Db,
    rows: readonly PreparedRow[],
    results: RowResult[],
  ): Promise<boolean> {
    const stored = new Map<string, string>();
    const lookup = new PersonLookupRepository(db);
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      const probes = rows.slice(start, start + CHUNK_ROWS).map((row) => row.values);
      for (const match of await lookup.duplicates(probes, undefined, Number.MAX_SAFE_INTEGER)) {
        const who = `${match.fullName} (${personRecordId(match.id)}${match.archived ? ", archived" : ""})`;
        for (const key of matchKeys(match)) if (!stored.has(key)) stored.set(key, who);
      }
    }
    let found = false;
    for (const row of rows) {
      for (const key of matchKeys(row.values)) {
        const who = stored.get(key);
        if (who === undefined) continue;
        const what = key.startsWith("email:") ? "e-mail" : "name and date of birth";
        (results[row.row - 1] as RowResult).errors.push({
          field: matchField(key),
          message: `${who} has the same ${what}; confirm duplicates to import this row anyway.`,
        });
        found = true;
      }
    }
    return found;
  }

  /**
   * Inserts the rows, their items and their audit entries, under the lock new people are created
   * behind. The check against stored people runs again under that lock, so a person saved by
   * someone else since the rows were checked is caught: the row fails (and an atomic import with it).
   */
  private async write(
    tx: Db,
    rows: readonly PreparedRow[],
    results: RowResult[],
    request: Request,
    context: RecordContext,
  ): Promise<void> {
    await lockPersonCreation(tx);
    if (!request.confirmDuplicates && (await this.markStoredDuplicates(tx, rows, results))) {
      if (request.atomic) return;
      rows = rows.filter((row) => results[row.row - 1]?.errors.length === 0);
    }
    const people = new PersonRepository(tx);
    const items = new RecordItemService(tx, this.encryption);
    const { userId } = context.caller;
    const ids = await people.reserveIds(rows.length);
    const withIds = rows.map((row, index) => ({ ...row, id: ids[index] as number }));
    for (let start = 0; start < withIds.length; start += CHUNK_ROWS) {
      const chunk = withIds.slice(start, start + CHUNK_ROWS);
      await people.insertMany(
        chunk.map((row) => ({ ...row.values, id: row.id })),
        userId,
        context.now,
      );
    }
    const itemRows = [];
    const events: AuditEvent[] = [];
    for (const row of withIds) {
      const owner = { type: "person", id: row.id };
      // One entry per person, its items' fields included, keeps a big import's log to one row each.
      const changes = diffFields({}, personAuditFields(row.values));
      for (const item of row.items) {
        itemRows.push({
          ownerType: "person",
          ownerId: row.id,
          section: item.section.key,
          data: await items.toStored(item.section, item.plain),
        });
        changes.push(
          ...(items.auditEvent(owner, item.section, "create", undefined, item.plain, context).changes ?? []),
        );
      }
      events.push({
        ...auditFrom(context),
        action: "person.import",
        entityType: "person",
        entityId: row.id,
        changes,
      });
    }
    await new RecordItemRepository(tx).insertMany(itemRows, userId, context.now);
    await writeAuditEntries(tx, events);
    for (const row of withIds) (results[row.row - 1] as RowResult).id = row.id;
  }
}

/** The InvalidData answer of an all-or-nothing import with bad rows: each problem as `rows.<N>.<field>`. */
function refusal(results: readonly RowResult[]): AppError {
  const bad = results.filter((result) => result.errors.length > 0).map((result) => result.row);
  const errors: FieldError[] = results.flatMap((result) =>
    result.errors.map((error) => ({ field: `rows.${result.row}.${error.field}`, message: error.message })),
  );
  const shown = bad.slice(0, 10).join(", ");
  const which = bad.length > 10 ? `rows ${shown}…` : bad.length === 1 ? `row ${shown}` : `rows ${shown}`;
  const rows = bad.length === 1 ? "1 row has" : `${bad.length} rows have`;
  return AppError.invalidData(`${rows} problems (${which}); nothing was imported.`, errors);
}
