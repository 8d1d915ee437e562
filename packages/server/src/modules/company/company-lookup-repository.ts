import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { companies, recordItems } from "../../db/schema.js";
import { escapeLike } from "../../lists/index.js";

/** The read-only company searches behind reference pickers and derived tabs. */
export class CompanyLookupRepository {
  constructor(private readonly db: Db) {}

  /**
   * Active companies whose legal, business or DBA name contains the text (the trigram indexes make
   * this fast), names starting with it first. A record id ("CY0042") or a bare id also finds that
   * company, archived or not.
   */
  lookup(search: string, mainTypes: readonly string[], limit: number, exactId: number | undefined) {
    const pattern = `%${escapeLike(search)}%`;
    const nameMatches = search
      ? or(
          sql`${companies.legalName} ilike ${pattern}`,
          sql`${companies.businessName} ilike ${pattern}`,
          sql`${companies.dbaName} ilike ${pattern}`,
        )
      : undefined;
    const matches = and(isNull(companies.archivedAt), nameMatches);
    const found = exactId === undefined ? matches : or(matches, eq(companies.id, exactId));
    return this.db
      .select({
        id: companies.id,
        legalName: companies.legalName,
        mainType: companies.mainType,
        archived: sql<boolean>`${companies.archivedAt} is not null`,
      })
      .from(companies)
      .where(and(found, mainTypes.length > 0 ? inArray(companies.mainType, [...mainTypes]) : undefined))
      .orderBy(
        sql`case when ${companies.id} = ${exactId ?? 0} then 0 when lower(${companies.legalName}) like lower(${`${escapeLike(search)}%`}) then 1 else 2 end`,
        sql`lower(${companies.legalName}) collate "C"`,
        asc(companies.id),
      )
      .limit(limit);
  }

  /** Active companies whose payroll vendor is this one. */
  payrollClients(vendorId: number) {
    return this.db
      .select({
        id: companies.id,
        legalName: companies.legalName,
        mainType: companies.mainType,
        effectiveOn: sql<string | null>`${recordItems.data} ->> 'effectiveOn'`,
      })
      .from(recordItems)
      .innerJoin(companies, eq(companies.id, recordItems.ownerId))
      .where(
        and(
          eq(recordItems.ownerType, "company"),
          eq(recordItems.section, "PayrollVendor"),
          sql`${recordItems.data} ->> 'vendorId' = ${String(vendorId)}`,
          isNull(companies.archivedAt),
        ),
      )
      .orderBy(sql`lower(${companies.legalName}) collate "C"`, asc(companies.id));
  }
}
