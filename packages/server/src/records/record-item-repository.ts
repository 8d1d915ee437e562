import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { anyOf } from "../db/any-of.js";
import type { Db } from "../db/database.js";
import { companies, contracts, elements, people, recordItems, users } from "../db/schema.js";

/** One stored item, with the user name of whoever changed it last. */
export interface StoredItem {
  id: number;
  ownerType: string;
  ownerId: number;
  section: string;
  data: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string | null;
  version: number;
}

/** A company a reference field may point at. */
export interface ReferencedCompany {
  id: number;
  legalName: string;
  mainType: string;
  archived: boolean;
}

/** A person a reference field may point at. */
export interface ReferencedPerson {
  id: number;
  fullName: string;
  kinds: string[];
  archived: boolean;
}

/** An element a reference field may point at. */
export interface ReferencedElement {
  id: number;
  title: string;
}

/** A contract a reference field may point at. */
export interface ReferencedContract {
  id: number;
  contractNumber: string;
  title: string;
}

const itemColumns = {
  id: recordItems.id,
  ownerType: recordItems.ownerType,
  ownerId: recordItems.ownerId,
  section: recordItems.section,
  data: recordItems.data,
  createdAt: recordItems.createdAt,
  updatedAt: recordItems.updatedAt,
  updatedBy: users.userName,
  version: recordItems.version,
};

/** The SQL of section items: one table for every owner type and section. */
export class RecordItemRepository {
  constructor(private readonly db: Db) {}

  /** The items of one section of several owners in one query, in the order `list` gives. */
  listMany(ownerType: string, ownerIds: readonly number[], section: string): Promise<StoredItem[]> {
    if (ownerIds.length === 0) return Promise.resolve([]);
    return this.db
      .select(itemColumns)
      .from(recordItems)
      .leftJoin(users, eq(users.id, recordItems.updatedBy))
      .where(
        and(
          eq(recordItems.ownerType, ownerType),
          anyOf(recordItems.ownerId, ownerIds),
          eq(recordItems.section, section),
        ),
      )
      .orderBy(asc(recordItems.id));
  }

  list(ownerType: string, ownerId: number, section: string): Promise<StoredItem[]> {
    return this.db
      .select(itemColumns)
      .from(recordItems)
      .leftJoin(users, eq(users.id, recordItems.updatedBy))
      .where(
        and(
          eq(recordItems.ownerType, ownerType),
          eq(recordItems.ownerId, ownerId),
          eq(recordItems.section, section),
        ),
      )
      .orderBy(asc(recordItems.id));
  }

  async find(ownerType: string, section: string, id: number): Promise<StoredItem | undefined> {
    const [row] = await this.db
      .select(itemColumns)
      .from(recordItems)
      .leftJoin(users, eq(users.id, recordItems.updatedBy))
      .where(
        and(eq(recordItems.id, id), eq(recordItems.ownerType, ownerType), eq(recordItems.section, section)),
      );
    return row;
  }

  async countIn(ownerType: string, ownerId: number, section: string): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(recordItems)
      .where(
        and(
          eq(recordItems.ownerType, ownerType),
          eq(recordItems.ownerId, ownerId),
          eq(recordItems.section, section),
        ),
      );
    return Number(row?.count ?? 0);
  }

  async insert(
    owner: { type: string; id: number },
    section: string,
    data: Record<string, unknown>,
    by: number,
    now: Date,
  ): Promise<number> {
    const [row] = await this.db
      .insert(recordItems)
      .values({
        ownerType: owner.type,
        ownerId: owner.id,
        section,
        data,
        createdAt: now,
        createdBy: by,
        updatedAt: now,
        updatedBy: by,
      })
      .returning({ id: recordItems.id });
    if (!row) throw new Error("The item was not inserted.");
    return row.id;
  }

  /** Many items at once (an import's), a few hundred rows per statement. */
  async insertMany(
    rows: readonly { ownerType: string; ownerId: number; section: string; data: Record<string, unknown> }[],
    by: number,
    now: Date,
    chunkSize = 500,
  ): Promise<void> {
    for (let start = 0; start < rows.length; start += chunkSize) {
      await this.db.insert(recordItems).values(
        rows.slice(start, start + chunkSize).map((row) => ({
          ...row,
          createdAt: now,
          createdBy: by,
          updatedAt: now,
          updatedBy: by,
        })),
      );
    }
  }

  /** Updates the item if `version` is still current; false when someone changed it first. */
  async update(
    id: number,
    version: number,
    data: Record<string, unknown>,
    by: number,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(recordItems)
      .set({ data, version: sql`${recordItems.version} + 1`, updatedAt: now, updatedBy: by })
      .where(and(eq(recordItems.id, id), eq(recordItems.version, version)))
      .returning({ id: recordItems.id });
    return rows.length === 1;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(recordItems).where(eq(recordItems.id, id));
  }

  /** Every section item of one record, in the order they were added (a copy takes them all). */
  allOf(ownerType: string, ownerId: number): Promise<{ section: string; data: Record<string, unknown> }[]> {
    return this.db
      .select({ section: recordItems.section, data: recordItems.data })
      .from(recordItems)
      .where(and(eq(recordItems.ownerType, ownerType), eq(recordItems.ownerId, ownerId)))
      .orderBy(recordItems.id);
  }

  /** The sections in which one record has items. */
  async sectionsOf(ownerType: string, ownerId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ section: recordItems.section })
      .from(recordItems)
      .where(and(eq(recordItems.ownerType, ownerType), eq(recordItems.ownerId, ownerId)));
    return rows.map((row) => row.section);
  }

  /** Every section item of one record (its delete takes them with it). */
  async deleteAllOf(ownerType: string, ownerId: number): Promise<void> {
    await this.db
      .delete(recordItems)
      .where(and(eq(recordItems.ownerType, ownerType), eq(recordItems.ownerId, ownerId)));
  }

  /** The companies with these ids that exist. */
  async companiesById(ids: readonly number[]): Promise<ReferencedCompany[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: companies.id,
        legalName: companies.legalName,
        mainType: companies.mainType,
        archived: sql<boolean>`${companies.archivedAt} is not null`,
      })
      .from(companies)
      .where(inArray(companies.id, [...new Set(ids)]));
  }

  /** The people with these ids that exist. */
  async peopleById(ids: readonly number[]): Promise<ReferencedPerson[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: people.id,
        fullName: people.fullName,
        kinds: people.kinds,
        archived: sql<boolean>`${people.archivedAt} is not null`,
      })
      .from(people)
      .where(anyOf(people.id, [...new Set(ids)]));
  }

  /** The elements with these ids that exist. */
  async elementsById(ids: readonly number[]): Promise<ReferencedElement[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: elements.id, title: elements.title })
      .from(elements)
      .where(inArray(elements.id, [...new Set(ids)]));
  }

  /** The contracts with these ids that exist. */
  async contractsById(ids: readonly number[]): Promise<ReferencedContract[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: contracts.id, contractNumber: contracts.contractNumber, title: contracts.title })
      .from(contracts)
      .where(inArray(contracts.id, [...new Set(ids)]));
  }
}
