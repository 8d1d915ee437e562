import { and, count, eq, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { elementListFields, type ListPage } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { assetElements, companies, elementLicences, elements, recordLocks, users } from "../../db/schema.js";
import { compileListQuery, defineListColumns, fetchListPage } from "../../lists/index.js";

const linkedAssetCount = sql<number>`(select count(*) from ${assetElements} where ${assetElements.elementId} = ${elements.id})::int`;

/** The element lists' fields bound to SQL (the whitelist is the contract's `elementListFields`). */
export const elementListColumns = defineListColumns(elementListFields, {
  id: elements.id,
  title: elements.title,
  type: elements.elementType,
  subType: elements.subType,
  licenceType: elements.licenceType,
  vendorName: companies.legalName,
  status: elements.status,
  earliestExpireDate: elements.earliestExpireDate,
  linkedAssetCount,
  createdOn: elements.createdAt,
  updatedOn: elements.updatedAt,
  archivedOn: elements.archivedAt,
});

const summaryColumns = {
  id: elements.id,
  title: elements.title,
  elementType: elements.elementType,
  subType: elements.subType,
  licenceType: elements.licenceType,
  vendorName: companies.legalName,
  status: elements.status,
  earliestExpireDate: elements.earliestExpireDate,
  earliestExpireLabel: elements.earliestExpireLabel,
  linkedAssetCount,
  createdAt: elements.createdAt,
  updatedAt: elements.updatedAt,
  archivedAt: elements.archivedAt,
};
export type ElementSummaryRow = Awaited<ReturnType<ElementRepository["list"]>>["records"][number];

const archiver = alias(users, "archiver");
const creator = alias(users, "creator");
const updater = alias(users, "updater");

const recordColumns = {
  ...summaryColumns,
  description: elements.description,
  musicOrigin: elements.musicOrigin,
  audioOrigin: elements.audioOrigin,
  vendorId: elements.vendorId,
  licensorName: elements.licensorName,
  licensorEmail: elements.licensorEmail,
  properties: elements.properties,
  statusReason: elements.statusReason,
  earliestExpireKind: elements.earliestExpireKind,
  earliestExpireItemId: elements.earliestExpireItemId,
  licenceCount: sql<number>`(select count(*) from ${elementLicences} where ${elementLicences.elementId} = ${elements.id})::int`,
  archivedBy: archiver.userName,
  createdBy: creator.userName,
  updatedBy: updater.userName,
  version: elements.version,
};
export type ElementRow = NonNullable<Awaited<ReturnType<ElementRepository["find"]>>>;

/** The profile columns a create or update writes. */
export interface ElementValues {
  title: string;
  elementType: string;
  subType: string | null;
  description: string | null;
  musicOrigin: string | null;
  audioOrigin: string | null;
  licenceType: string | null;
  vendorId: number | null;
  licensorName: string | null;
  licensorEmail: string | null;
  properties: Record<string, unknown>;
}

/** The stored results of the domain's element status rule. */
export interface ElementRightsValues {
  status: string;
  statusReason: string;
  earliestExpireDate: string | null;
  earliestExpireKind: string | null;
  earliestExpireItemId: string | null;
  earliestExpireLabel: string | null;
}

/** Elements as stored; every query of the element profile lives here. */
export class ElementRepository {
  constructor(private readonly db: Db) {}

  /** The active list or the archive list, through the list engine. */
  list(query: unknown, archived: boolean) {
    const compiled = compileListQuery(query, elementListColumns);
    const where: SQL | undefined = and(
      archived ? isNotNull(elements.archivedAt) : isNull(elements.archivedAt),
      compiled.where,
    );
    return fetchListPage(
      { ...compiled, where },
      {
        selectPage: ({ orderBy, limit, offset }) =>
          this.db
            .select(summaryColumns)
            .from(elements)
            .leftJoin(companies, eq(companies.id, elements.vendorId))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: () =>
          this.db
            .select({ count: count() })
            .from(elements)
            .leftJoin(companies, eq(companies.id, elements.vendorId))
            .where(where),
      },
    ) satisfies Promise<ListPage<unknown>>;
  }

  /** One element with its vendor's name and who changed it; `forUpdate` locks the row. */
  async find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(recordColumns)
      .from(elements)
      .leftJoin(companies, eq(companies.id, elements.vendorId))
      .leftJoin(archiver, eq(archiver.id, elements.archivedBy))
      .leftJoin(creator, eq(creator.id, elements.createdBy))
      .leftJoin(updater, eq(updater.id, elements.updatedBy))
      .where(eq(elements.id, id));
    const [row] = options.forUpdate ? await select.for("update", { of: elements }) : await select;
    return row;
  }

  async insert(values: ElementValues & ElementRightsValues, by: number, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(elements)
      .values({ ...values, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: elements.id });
    if (!row) throw new Error("The element was not inserted.");
    return row.id;
  }

  /** Updates the profile if `version` is still current; false when someone changed it first. */
  async update(id: number, version: number, values: ElementValues, by: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(elements)
      .set({ ...values, version: sql`${elements.version} + 1`, updatedAt: now, updatedBy: by })
      .where(and(eq(elements.id, id), eq(elements.version, version)))
      .returning({ id: elements.id });
    return rows.length === 1;
  }

  /** Stores what the domain computed; a changed licence also marks the element changed. */
  async setRights(id: number, rights: ElementRightsValues, touch?: { by: number; now: Date }): Promise<void> {
    await this.db
      .update(elements)
      .set({ ...rights, ...(touch ? { updatedAt: touch.now, updatedBy: touch.by } : {}) })
      .where(eq(elements.id, id));
  }

  async touch(id: number, by: number, now: Date): Promise<void> {
    await this.db.update(elements).set({ updatedAt: now, updatedBy: by }).where(eq(elements.id, id));
  }

  async setArchived(id: number, archived: boolean, by: number, now: Date): Promise<void> {
    await this.db
      .update(elements)
      .set({
        archivedAt: archived ? now : null,
        archivedBy: archived ? by : null,
        version: sql`${elements.version} + 1`,
        updatedAt: now,
        updatedBy: by,
      })
      .where(eq(elements.id, id));
  }

  /** Ids of ACTIVE elements whose first licence ended before `today`: the only stored statuses that age. */
  async staleStatusIds(today: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: elements.id })
      .from(elements)
      .where(and(eq(elements.status, "ACTIVE"), lt(elements.earliestExpireDate, today)));
    return rows.map((row) => row.id);
  }

  /** The vendor company an element names, if it exists: whether it is archived. */
  async findVendor(companyId: number): Promise<{ archivedAt: Date | null } | undefined> {
    const [vendor] = await this.db
      .select({ archivedAt: companies.archivedAt })
      .from(companies)
      .where(eq(companies.id, companyId));
    return vendor;
  }

  /** Deletes the element with its licences (cascade) and its edit lock. */
  async delete(id: number): Promise<void> {
    await this.db
      .delete(recordLocks)
      .where(and(eq(recordLocks.recordType, "element"), eq(recordLocks.recordId, id)));
    await this.db.delete(elements).where(eq(elements.id, id));
  }
}
