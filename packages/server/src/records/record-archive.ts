import { AppError } from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { invalidField } from "../errors/app-errors.js";
import { runInTransaction } from "../db/run-in-transaction.js";
import { writeRecordAudit } from "./record-audit-log.js";
import type { RecordContext } from "./record-context.js";
import type { RecordArchiver } from "./record-kind-handlers.js";
import { assertNotLockedByOther, type LockableRecordType } from "./record-locks.js";

/** A record as its kind reads it: archived or not. */
export interface ArchivableRow {
  readonly archivedAt: Date | null;
}

/** A kind's table, as the record rules read it: an ArchivableTableRepository with its `find`. */
export interface ArchivableRecords<Row extends ArchivableRow> {
  readonly recordType: LockableRecordType;
  readonly noun: string;
  find(id: number, options: { forUpdate?: boolean }): Promise<Row | undefined>;
  setArchived(id: number, archived: boolean, by: number, now: Date): Promise<void>;
}

/**
 * A kind whose records move to an archive list and back: its table, how messages name one of its
 * records, and how they refer back to it.
 */
export interface ArchivableKind<Row extends ArchivableRow> {
  readonly repository: (db: Db) => ArchivableRecords<Row>;
  /** The record in messages: "CY0042 Acme Inc." */
  readonly describe: (row: Row) => string;
  /** How a message refers back to the record: "it", or "them" for people. */
  readonly pronoun?: "them";
}

/** The rules every archivable kind reads its records by, bound to the kind. */
export interface ArchivableRecordRules<Row extends ArchivableRow> {
  /** The record, its row locked until the transaction ends when `forUpdate`; NotFound when there is none. */
  findOrFail(db: Db, id: number, forUpdate?: boolean): Promise<Row>;
  /**
   * The record a change is about, row-locked for the transaction: it must exist, be active (not
   * archived), and not be locked for editing by another user.
   */
  forChange(db: Db, id: number, context: RecordContext): Promise<Row>;
}

export function archivableRecordRules<Row extends ArchivableRow>(
  kind: ArchivableKind<Row>,
): ArchivableRecordRules<Row> {
  const pronoun = kind.pronoun ?? "it";
  const findOrFail = async (db: Db, id: number, forUpdate = false): Promise<Row> => {
    const repository = kind.repository(db);
    const row = await repository.find(id, { forUpdate });
    if (!row) throw AppError.notFound(`There is no ${repository.noun} with id ${id}.`);
    return row;
  };
  const forChange = async (db: Db, id: number, context: RecordContext): Promise<Row> => {
    const row = await findOrFail(db, id, true);
    const { noun, recordType } = kind.repository(db);
    if (row.archivedAt) throw invalidField("id", `Restore the ${noun} before changing ${pronoun}.`);
    await assertNotLockedByOther(db, recordType, id, context.caller, context.now);
    return row;
  };
  return { findOrFail, forChange };
}

/**
 * The archived record a delete removes, read under its row lock in `tx`: a record not archived
 * yet, or locked by someone else, is refused.
 */
export async function findArchivedForDelete<Row extends ArchivableRow>(
  tx: Db,
  kind: ArchivableKind<Row>,
  id: number,
  context: RecordContext,
): Promise<Row> {
  const { repository, describe, pronoun = "it" } = kind;
  const row = await archivableRecordRules(kind).findOrFail(tx, id, true);
  if (row.archivedAt === null) {
    throw invalidField("id", `Archive ${describe(row)} before deleting ${pronoun}.`);
  }
  await assertNotLockedByOther(tx, repository(tx).recordType, id, context.caller, context.now);
  return row;
}

/**
 * Archive and restore for a kind whose records move to an archive list and back, and the check
 * that opens a delete (only an archived record goes for good). Each change runs in one
 * transaction, refused while someone else holds the record's edit lock, and writes its audit
 * entry; archive and restore answer the record as `get` reads it. A service extends it and names
 * its kind and its database: `class ElementService extends ArchivableRecordService<ElementRow,
 * ElementDetail> { protected readonly kind = archivableElements; constructor(protected readonly
 * db: Db) {...} }`, with `archivableElements` beside the kind's rules (element-rules.ts).
 */
export abstract class ArchivableRecordService<Row extends ArchivableRow, R> implements RecordArchiver<R> {
  protected abstract readonly db: Db;
  protected abstract readonly kind: ArchivableKind<Row>;

  abstract get(id: number, now: Date): Promise<R>;

  async archive(id: number, context: RecordContext): Promise<R> {
    await this.changeArchive(id, true, context);
    return this.get(id, context.now);
  }

  async restore(id: number, context: RecordContext): Promise<R> {
    await this.changeArchive(id, false, context);
    return this.get(id, context.now);
  }

  /** The archived record a delete removes: see findArchivedForDelete. */
  protected archivedForDelete(tx: Db, id: number, context: RecordContext): Promise<Row> {
    return findArchivedForDelete(tx, this.kind, id, context);
  }

  private changeArchive(id: number, archive: boolean, context: RecordContext): Promise<void> {
    const { describe } = this.kind;
    const { findOrFail } = archivableRecordRules(this.kind);
    return runInTransaction(this.db, async (tx) => {
      const row = await findOrFail(tx, id, true);
      if (archive === (row.archivedAt !== null)) {
        throw invalidField("id", `${describe(row)} is ${archive ? "already" : "not"} archived.`);
      }
      const repository = this.kind.repository(tx);
      const { recordType } = repository;
      await assertNotLockedByOther(tx, recordType, id, context.caller, context.now);
      await repository.setArchived(id, archive, context.caller.userId, context.now);
      await writeRecordAudit(tx, context, recordType, id, archive ? "archive" : "restore", [
        {
          field: "archivedAt",
          from: row.archivedAt?.toISOString() ?? null,
          to: archive ? context.now.toISOString() : null,
        },
      ]);
    });
  }
}
