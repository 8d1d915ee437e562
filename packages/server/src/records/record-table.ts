import { and, count, eq, getTableName, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgSelect, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { ListPage } from "@rightsdesk/domain";
import { ofCurrentClient } from "../db/client-scope.js";
import type { Db } from "../db/database.js";
import { recordItems, users } from "../db/schema.js";
import { compileListQuery, fetchListPage, type ListColumns, type ListSource } from "../lists/index.js";
import { DocumentRepository } from "../modules/documents/document-repository.js";
import { RecordItemRepository } from "./record-item-repository.js";
import { RecordLockService, type LockableRecordType } from "./record-locks.js";

/**
 * A table of records: a serial id, the client it belongs to and db/schema's `tracked` columns (who
 * changed it, when, its version).
 */
export type TrackedTable = PgTable & {
  readonly id: AnyPgColumn<{ data: number; notNull: true }>;
  readonly tenantId: AnyPgColumn;
  readonly version: AnyPgColumn<{ data: number; notNull: true }>;
  readonly createdAt: AnyPgColumn;
  readonly createdBy: AnyPgColumn;
  readonly updatedAt: AnyPgColumn;
  readonly updatedBy: AnyPgColumn;
};

/** A table of records with an archive list. */
export type ArchivableTable = TrackedTable & {
  readonly archivedAt: AnyPgColumn;
  readonly archivedBy: AnyPgColumn;
};

/** The rows of the archive list (`archived`) or of the active list. */
export function archiveListWhere(table: ArchivableTable, archived: boolean): SQL {
  return archived ? isNotNull(table.archivedAt) : isNull(table.archivedAt);
}

/** The stamp of a new record: created and last changed by `by` at `now`. */
export function creationStamp(by: number, now: Date) {
  return { createdAt: now, createdBy: by, updatedAt: now, updatedBy: by };
}

/**
 * The user name behind one of `table`'s "by" columns (createdBy, updatedBy...), null when there is
 * none. The column is named with its table: bare, inside the subquery, it would be the user's own.
 */
function userNameOf(table: ArchivableTable, column: AnyPgColumn): SQL<string | null> {
  const byColumn = sql`${table}.${sql.identifier(column.name)}`;
  return sql<string | null>`(select ${users.userName} from ${users} where ${users.id} = ${byColumn})`;
}

/** Who archived, created and last changed a record, by user name: columns for its select. */
export function authorNames(table: ArchivableTable) {
  return {
    archivedBy: userNameOf(table, table.archivedBy),
    createdBy: userNameOf(table, table.createdBy),
    updatedBy: userNameOf(table, table.updatedBy),
  };
}

/**
 * The city of a record's address (its `Address` section items) of type `preferredType`, else of
 * its first address: the city its lists show.
 */
export function addressCity(ownerType: string, ownerId: number, preferredType: string): SQL {
  return sql`(select ${recordItems.data} ->> 'city' from ${recordItems}
    where ${recordItems.ownerType} = ${ownerType} and ${recordItems.ownerId} = ${ownerId} and ${recordItems.section} = 'Address'
    order by case when ${recordItems.data} ->> 'type' = ${preferredType} then 0 else 1 end, ${recordItems.id} limit 1)`;
}

/**
 * The writes every table of records takes the same way: insert and update stamped with who and
 * when, the update only while the version is still the one the caller read, and `touch` for a
 * change to what the record holds. A repository extends it, names its table, and types the values
 * it writes (`Insert`, `Update`) as the columns of that table.
 */
export abstract class TrackedTableRepository<
  T extends TrackedTable,
  Insert extends Partial<T["$inferInsert"]>,
  Update extends Partial<T["$inferInsert"]> = Insert,
> {
  protected abstract readonly table: T;
  /** The record in messages: "company". */
  abstract readonly noun: string;

  constructor(protected readonly db: Db) {}

  /**
   * The services' own narrowing to the client the request acts for, beside the row-level
   * security beneath them: every read and write of a record by id or by list goes through it.
   */
  protected ofClient(): SQL | undefined {
    return ofCurrentClient(this.table.tenantId);
  }

  /** The record `id`, if it is the acting client's. */
  protected byId(id: number): SQL | undefined {
    return and(eq(this.table.id, id), this.ofClient());
  }

  /**
   * One page of a list through the list engine, within `scope` (the archive list, say): `rows`
   * selects the list's columns from the table and its joins (`$dynamic()`), `counted` counts the
   * rows passing `where` over the joins the filters need (by default, the table alone).
   */
  protected fetchList<S extends PgSelect>(
    columns: ListColumns,
    query: unknown,
    scope: SQL | undefined,
    rows: () => S,
    counted: ListSource<unknown>["count"] = (where) =>
      this.db
        .select({ count: count() })
        .from(this.table as PgTable)
        .where(where),
  ): Promise<ListPage<Awaited<S>[number]>> {
    const compiled = compileListQuery(query, columns);
    const where = and(this.ofClient(), scope, compiled.where);
    return fetchListPage(
      { ...compiled, where },
      {
        selectPage: ({ orderBy, limit, offset }) =>
          rows()
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: () => counted(where),
      },
    );
  }

  /** One record by id from `select` (its columns from the table and its joins, `$dynamic()`); `forUpdate` locks its row. */
  protected async findOne<S extends PgSelect>(
    select: S,
    id: number,
    options: { forUpdate?: boolean },
  ): Promise<Awaited<S>[number] | undefined> {
    const query = select.where(this.byId(id));
    const [row] = options.forUpdate ? await query.for("update", { of: this.table }) : await query;
    return row;
  }

  async insert(values: Insert, by: number, now: Date): Promise<number> {
    const stamped = { ...values, ...creationStamp(by, now) };
    // `Insert` holds only the table's columns; drizzle cannot see that through the generic table.
    const [row] = await this.db
      .insert(this.table)
      .values(stamped as PgInsertValue<T>)
      .returning({ id: this.table.id });
    if (!row) throw new Error(`The ${this.noun} was not inserted.`);
    return row.id;
  }

  /** Updates the record if `version` is still current; false when someone changed it first. */
  async update(id: number, version: number, values: Update, by: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(this.table)
      .set(this.stamped(values, by, now, { version: sql`${this.table.version} + 1` }))
      .where(and(this.byId(id), eq(this.table.version, version)))
      .returning({ id: this.table.id });
    return rows.length === 1;
  }

  /** Marks the record changed (a section item or a linked record changed) and refreshes `touched`. */
  async touch(id: number, by: number, now: Date): Promise<void> {
    await this.db
      .update(this.table)
      .set(this.stamped(this.touched(id), by, now))
      .where(this.byId(id));
  }

  /** Stores values computed from the record, not a user's change; `touch` also marks it changed. */
  protected async store(
    id: number,
    values: Partial<T["$inferInsert"]>,
    touch?: { by: number; now: Date },
  ): Promise<void> {
    await this.db
      .update(this.table)
      .set(touch ? this.stamped(values, touch.by, touch.now) : (values as PgUpdateSetSource<T>))
      .where(this.byId(id));
  }

  /** What a touch refreshes besides the stamp: a list column read from the items, say. */
  protected touched(_id: number): PgUpdateSetSource<T> {
    return {};
  }

  /** `values` with the update stamp (and `more`), as a set clause of this table. */
  protected stamped(
    values: Partial<T["$inferInsert"]> | PgUpdateSetSource<T>,
    by: number,
    now: Date,
    more: Record<string, SQL> = {},
  ): PgUpdateSetSource<T> {
    return { ...values, ...more, updatedAt: now, updatedBy: by } as PgUpdateSetSource<T>;
  }
}

/** A TrackedTableRepository whose records also move to an archive list and back. */
export abstract class ArchivableTableRepository<
  T extends ArchivableTable,
  Insert extends Partial<T["$inferInsert"]>,
  Update extends Partial<T["$inferInsert"]> = Insert,
> extends TrackedTableRepository<T, Insert, Update> {
  /** The record's audit entity type, lock kind and the owner type of its section items. */
  abstract readonly recordType: LockableRecordType;
  /** The owner type of its documents. */
  protected abstract readonly documentOwner: string;
  /** The trigram indexes behind its lists' "contains" filters. */
  protected readonly trigramIndexes: readonly string[] = [];

  /** The sections in which the record has items. */
  sectionsWithItems(id: number): Promise<string[]> {
    return new RecordItemRepository(this.db).sectionsOf(this.recordType, id);
  }

  /**
   * After a bulk load: merges the trigram indexes' pending entries and refreshes the planner's
   * statistics. PGlite runs no autovacuum, and without this the planner reads a "contains" filter
   * with a sequential scan (measured: 413 ms against 44 ms for the count on 100,000 companies).
   * Harmless on PostgreSQL, where autovacuum would get there later.
   */
  async refreshListIndexes(): Promise<void> {
    // Only the tables' owner may: the migration's security-definer function does it for the app.
    const indexes = sql.join(
      this.trigramIndexes.map((index) => sql`${index}::regclass`),
      sql`, `,
    );
    await this.db.execute(
      sql`select rightsdesk_refresh_list_indexes(${getTableName(this.table)}::regclass, array[${indexes}]::regclass[])`,
    );
  }

  async setArchived(id: number, archived: boolean, by: number, now: Date): Promise<void> {
    const archive = { archivedAt: archived ? now : null, archivedBy: archived ? by : null };
    await this.db
      .update(this.table)
      .set(this.stamped(archive, by, now, { version: sql`${this.table.version} + 1` }))
      .where(this.byId(id));
  }

  /**
   * Deletes the record with its edit lock, section items and document rows; what references its
   * row goes with it (cascade) before its items (an asset's use rights point at its cast items).
   * The documents' files stay in the blob store until the upload sweep removes unused ones (see
   * modules/documents).
   */
  async delete(id: number): Promise<void> {
    await new RecordLockService(this.db).removeAll(this.recordType, id);
    await this.db.delete(this.table).where(this.byId(id));
    await new RecordItemRepository(this.db).deleteAllOf(this.recordType, id);
    await new DocumentRepository(this.db).deleteAllOf(this.documentOwner, id);
  }
}
