import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { companyListFields, type ListPage } from "@rightsdesk/domain";
import { companies } from "../../db/schema.js";
import { defineListColumns } from "../../lists/index.js";
import {
  ArchivableTableRepository,
  addressCity,
  archiveListWhere,
  authorNames,
  creationStamp,
} from "../../records/record-table.js";

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

const recordColumns = {
  ...summaryColumns,
  parentCompanyId: companies.parentCompanyId,
  parentCompanyName: parent.legalName,
  ...authorNames(companies),
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
export class CompanyRepository extends ArchivableTableRepository<
  typeof companies,
  CompanyValues & { city?: string | null },
  CompanyValues
> {
  protected readonly table = companies;
  readonly noun = "company";
  readonly recordType = "company";
  protected readonly documentOwner = "company";
  protected override readonly trigramIndexes = [
    "companies_legal_name_trgm",
    "companies_business_name_trgm",
    "companies_dba_name_trgm",
    "companies_city_trgm",
  ];

  /** The active list, or the archive list, through the list engine. */
  list(query: unknown, archived: boolean): Promise<ListPage<CompanySummaryRow>> {
    const rows = () => this.db.select(summaryColumns).from(companies).$dynamic();
    return this.fetchList(companyListColumns, query, archiveListWhere(companies, archived), rows);
  }

  /** One company with the names of its parent and of who changed it; `forUpdate` locks the row. */
  find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(recordColumns)
      .from(companies)
      .leftJoin(parent, eq(parent.id, companies.parentCompanyId));
    return this.findOne(select.$dynamic(), id, options);
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

  /** Many companies in one statement; answers each new id with its legal name and main type. */
  insertMany(rows: readonly (CompanyValues & { city: string | null })[], by: number, now: Date) {
    return this.db
      .insert(companies)
      .values(rows.map((row) => ({ ...row, ...creationStamp(by, now) })))
      .returning({ id: companies.id, legalName: companies.legalName, mainType: companies.mainType });
  }

  /** A section item changed: refresh the list city. */
  protected override touched(id: number) {
    return { city: addressCity("company", id, "PRIMARY") };
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
}

/** The key that makes a company unique: legal name without case, and main type. */
export function nameKey(legalName: string, mainType: string): string {
  return `${legalName.toLowerCase()}\u0000${mainType}`;
}
