import { and, count, eq, lt, or, sql } from "drizzle-orm";
import { elementListFields, type ListPage } from "@rightsdesk/domain";
import { assetElements, companies, elementLicences, elements } from "../../db/schema.js";
import { defineListColumns } from "../../lists/index.js";
import { ArchivableTableRepository, archiveListWhere, authorNames } from "../../records/record-table.js";

/** Joins an element's vendor company (its name is a list column). */
const vendorOf = eq(companies.id, elements.vendorId);

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
  ...authorNames(elements),
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
  /** Released by not renewing: the last day its paid use covers; null otherwise. */
  releasedUseEnds: string | null;
}

/** Elements as stored; every query of the element profile lives here. */
export class ElementRepository extends ArchivableTableRepository<
  typeof elements,
  ElementValues & ElementRightsValues,
  ElementValues
> {
  protected readonly table = elements;
  readonly noun = "element";
  readonly recordType = "element";
  protected readonly documentOwner = "element";

  /** The active list or the archive list, through the list engine. */
  list(query: unknown, archived: boolean) {
    return this.fetchList(
      elementListColumns,
      query,
      archiveListWhere(elements, archived),
      () => this.db.select(summaryColumns).from(elements).leftJoin(companies, vendorOf).$dynamic(),
      (where) => this.db.select({ count: count() }).from(elements).leftJoin(companies, vendorOf).where(where),
    ) satisfies Promise<ListPage<unknown>>;
  }

  /** One element with its vendor's name and who changed it; `forUpdate` locks the row. */
  find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db.select(recordColumns).from(elements).leftJoin(companies, vendorOf);
    return this.findOne(select.$dynamic(), id, options);
  }

  /** Stores what the domain computed; a changed licence also marks the element changed. */
  setRights(id: number, rights: ElementRightsValues, touch?: { by: number; now: Date }): Promise<void> {
    return this.store(id, rights, touch);
  }

  /** Ids of ACTIVE elements whose first licence ended before `today`: the only stored statuses that age. */
  async staleStatusIds(today: string): Promise<number[]> {
    const rows = await this.db
      .select({ id: elements.id })
      .from(elements)
      .where(
        or(
          and(eq(elements.status, "ACTIVE"), lt(elements.earliestExpireDate, today)),
          and(eq(elements.status, "RELEASED (USE ACTIVE)"), lt(elements.releasedUseEnds, today)),
        ),
      );
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
}
