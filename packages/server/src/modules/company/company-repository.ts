import { and, asc, count, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { companyListFields, type ListPage } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { companies, recordItems, recordLocks, users } from "../../db/schema.js";
import { compileListQuery, defineListColumns, fetchListPage } from "../../lists/index.js";
import { deleteOwnerDocuments } from "../documents/document-service.js";

/** The company lists' fields bound to SQL (the whitelist is the contract's `companyListFields`). */
export const companyListColumns = defineListColumns(companyListFields, {
  id: companies.id,
  legalName: companies.legalName,
  businessName: companies.businessName,
  dbaName: companies.dbaName,
  mainType: companies.mainType,
  subType: companies.subType,
  country: companies.country,
  status: companies.status,
  city: companies.city,
  createdOn: companies.createdAt,
  updatedOn: companies.updatedAt,
  archivedOn: companies.archivedAt,
});

const summaryColumns = {
  id: companies.id,
  legalName: companies.legalName,
  businessName: companies.businessName,
  dbaName: companies.dbaName,
  mainType: companies.mainType,
  subType: companies.subType,
  country: companies.country,
  status: companies.status,
  city: companies.city,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
  archivedAt: companies.archivedAt,
};
export type CompanySummaryRow = Pick<typeof companies.$inferSelect, keyof typeof summaryColumns>;

const parent = alias(companies, "parent");
const archiver = alias(users, "archiver");
const creator = alias(users, "creator");
const updater = alias(users, "updater");

const recordColumns = {
  ...summaryColumns,
  parentCompanyId: companies.parentCompanyId,
  parentCompanyName: parent.legalName,
  archivedBy: archiver.userName,
  createdBy: creator.userName,
  updatedBy: updater.userName,
  version: companies.version,
};
export type CompanyRow = NonNullable<Awaited<ReturnType<CompanyRepository["find"]>>>;

/** The profile columns a create or update writes. */
export interface CompanyValues {
  legalName: string;
  businessName: string | null;
  dbaName: string | null;
  mainType: string;
  subType: string | null;
  country: string;
  status: string;
  parentCompanyId: number | null;
}

/** Companies as stored; every query of the company module lives here. */
export class CompanyRepository {
  constructor(private readonly db: Db) {}

  /** The active list, or the archive list, through the list engine. */
  list(query: unknown, archived: boolean): Promise<ListPage<CompanySummaryRow>> {
    const compiled = compileListQuery(query, companyListColumns);
    const where = and(
      archived ? isNotNull(companies.archivedAt) : isNull(companies.archivedAt),
      compiled.where,
    );
    return fetchListPage(
      { ...compiled, where },
      {
        selectPage: ({ orderBy, limit, offset }) =>
          this.db
            .select(summaryColumns)
            .from(companies)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ count: count() }).from(companies).where(where),
      },
    );
  }

  /** One company with the names of its parent and of who changed it; `forUpdate` locks the row. */
  async find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(recordColumns)
      .from(companies)
      .leftJoin(parent, eq(parent.id, companies.parentCompanyId))
      .leftJoin(archiver, eq(archiver.id, companies.archivedBy))
      .leftJoin(creator, eq(creator.id, companies.createdBy))
      .leftJoin(updater, eq(updater.id, companies.updatedBy))
      .where(eq(companies.id, id));
    const [row] = options.forUpdate ? await select.for("update", { of: companies }) : await select;
    return row;
  }

  /** Another company with this legal name (any case) and main type. */
  async findNameHolder(
    legalName: string,
    mainType: string,
    exceptId?: number,
  ): Promise<{ id: number } | undefined> {
    const conditions = [
      sql`lower(${companies.legalName}) = lower(${legalName})`,
      eq(companies.mainType, mainType),
    ];
    if (exceptId !== undefined) conditions.push(ne(companies.id, exceptId));
    const [row] = await this.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(...conditions));
    return row;
  }

  /** The (lower-cased legal name, main type) pairs among these legal names that are taken. */
  async takenNames(legalNames: readonly string[], chunkSize = 1000): Promise<Set<string>> {
    const taken = new Set<string>();
    const lowered = [...new Set(legalNames.map((name) => name.toLowerCase()))];
    for (let start = 0; start < lowered.length; start += chunkSize) {
      const rows = await this.db
        .select({ name: sql<string>`lower(${companies.legalName})`, mainType: companies.mainType })
        .from(companies)
        .where(inArray(sql`lower(${companies.legalName})`, lowered.slice(start, start + chunkSize)));
      for (const row of rows) taken.add(nameKey(row.name, row.mainType));
    }
    return taken;
  }

  /** The companies with these ids: id, legal name, main type. */
  async existing(ids: readonly number[]): Promise<Map<number, { legalName: string; mainType: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: companies.id, legalName: companies.legalName, mainType: companies.mainType })
      .from(companies)
      .where(inArray(companies.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async parentOf(id: number): Promise<number | null | undefined> {
    const [row] = await this.db
      .select({ parentCompanyId: companies.parentCompanyId })
      .from(companies)
      .where(eq(companies.id, id));
    return row?.parentCompanyId;
  }

  async insert(values: CompanyValues & { city?: string | null }, by: number, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(companies)
      .values({ ...values, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: companies.id });
    if (!row) throw new Error("The company was not inserted.");
    return row.id;
  }

  /** Many companies in one statement; answers each new id with its legal name and main type. */
  insertMany(rows: readonly (CompanyValues & { city: string | null })[], by: number, now: Date) {
    return this.db
      .insert(companies)
      .values(rows.map((row) => ({ ...row, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })))
      .returning({ id: companies.id, legalName: companies.legalName, mainType: companies.mainType });
  }

  /** Updates the profile if `version` is still current; false when someone changed it first. */
  async update(id: number, version: number, values: CompanyValues, by: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(companies)
      .set({ ...values, version: sql`${companies.version} + 1`, updatedAt: now, updatedBy: by })
      .where(and(eq(companies.id, id), eq(companies.version, version)))
      .returning({ id: companies.id });
    return rows.length === 1;
  }

  async setArchived(id: number, archived: boolean, by: number, now: Date): Promise<void> {
    await this.db
      .update(companies)
      .set({
        archivedAt: archived ? now : null,
        archivedBy: archived ? by : null,
        version: sql`${companies.version} + 1`,
        updatedAt: now,
        updatedBy: by,
      })
      .where(eq(companies.id, id));
  }

  /** Marks the company changed (a section item changed) and refreshes its list city. */
  async touch(id: number, by: number, now: Date): Promise<void> {
    await this.db
      .update(companies)
      .set({ updatedAt: now, updatedBy: by, city: primaryCity(id) })
      .where(eq(companies.id, id));
  }

  /** The sections in which the company has items. */
  async sectionsWithItems(id: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ section: recordItems.section })
      .from(recordItems)
      .where(and(eq(recordItems.ownerType, "company"), eq(recordItems.ownerId, id)));
    return rows.map((row) => row.section);
  }

  /** The legal names of the companies whose parent this is. */
  async children(id: number): Promise<string[]> {
    const rows = await this.db
      .select({ legalName: companies.legalName })
      .from(companies)
      .where(eq(companies.parentCompanyId, id))
      .orderBy(asc(companies.legalName));
    return rows.map((row) => row.legalName);
  }

  /**
   * Deletes the company with its section items, locks and document rows. The documents' files stay
   * in the blob store until the upload sweep removes unused ones (see modules/documents).
   */
  async delete(id: number): Promise<void> {
    await this.db
      .delete(recordItems)
      .where(and(eq(recordItems.ownerType, "company"), eq(recordItems.ownerId, id)));
    await this.db
      .delete(recordLocks)
      .where(and(eq(recordLocks.recordType, "company"), eq(recordLocks.recordId, id)));
    await deleteOwnerDocuments(this.db, "company", id);
    await this.db.delete(companies).where(eq(companies.id, id));
  }

  /**
   * After a bulk load: merges the trigram indexes' pending entries and refreshes the planner's
   * statistics. PGlite runs no autovacuum, and without this the planner reads a "contains" filter
   * with a sequential scan (measured: 413 ms against 44 ms for the count on 100,000 companies).
   * Harmless on PostgreSQL, where autovacuum would get there later.
   */
  async refreshListIndexes(): Promise<void> {
    for (const index of companyTrigramIndexes) {
      await this.db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
    }
    await this.db.execute(sql`analyze companies`);
  }
}

const companyTrigramIndexes = [
  "companies_legal_name_trgm",
  "companies_business_name_trgm",
  "companies_dba_name_trgm",
  "companies_city_trgm",
];

/** The key that makes a company unique: legal name without case, and main type. */
export function nameKey(legalName: string, mainType: string): string {
  return `${legalName.toLowerCase()}\u0000${mainType}`;
}

/** The city of the company's primary address, else of its first address. */
function primaryCity(id: number): SQL {
  return sql`(select ${recordItems.data} ->> 'city' from ${recordItems}
    where ${recordItems.ownerType} = 'company' and ${recordItems.ownerId} = ${id} and ${recordItems.section} = 'Address'
    order by case when ${recordItems.data} ->> 'type' = 'PRIMARY' then 0 else 1 end, ${recordItems.id} limit 1)`;
}
