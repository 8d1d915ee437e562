import { and, count, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { personListFields, type ListPage } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { assets, people, recordItems, recordLocks, users } from "../../db/schema.js";
import { compileListQuery, defineListColumns, fetchListPage } from "../../lists/index.js";
import { deleteOwnerDocuments } from "../documents/document-service.js";

/** The unions as one text, as the lists show and filter them ("SAG-AFTRA, AFM"). */
const unionsText = sql<string>`array_to_string(${people.unions}, ', ')`;

/**
 * The assets — base assets and edit versions, archived ones too — whose Cast section names the
 * person (`record_items`, owner type `asset`, `data.personId`): the rows of the `adId` field.
 */
const castAssets = sql`from ${assets} join ${recordItems} on ${recordItems.ownerType} = 'asset' and ${recordItems.ownerId} = ${assets.id} and ${recordItems.section} = 'Cast' where ${recordItems.data} ->> 'personId' = ${people.id}::text`;

/** The people lists' fields bound to SQL (the whitelist is the contract's `personListFields`). */
export const personListColumns = defineListColumns(personListFields, {
  id: people.id,
  fullName: people.fullName,
  adId: { sql: assets.adId, rows: castAssets },
  firstName: people.firstName,
  lastName: people.lastName,
  employmentType: people.employmentType,
  gender: people.gender,
  dateOfBirth: people.dateOfBirth,
  email: people.email,
  phone: people.phone,
  city: people.city,
  unions: unionsText,
  status: people.status,
  createdOn: people.createdAt,
  updatedOn: people.updatedAt,
  archivedOn: people.archivedAt,
});

const summaryColumns = {
  id: people.id,
  fullName: people.fullName,
  firstName: people.firstName,
  lastName: people.lastName,
  employmentType: people.employmentType,
  gender: people.gender,
  dateOfBirth: people.dateOfBirth,
  email: people.email,
  phone: people.phone,
  city: people.city,
  unions: people.unions,
  status: people.status,
  createdAt: people.createdAt,
  updatedAt: people.updatedAt,
  archivedAt: people.archivedAt,
};
export type PersonSummaryRow = Pick<typeof people.$inferSelect, keyof typeof summaryColumns>;

const archiver = alias(users, "archiver");
const creator = alias(users, "creator");
const updater = alias(users, "updater");

const recordColumns = {
  ...summaryColumns,
  middleName: people.middleName,
  kinds: people.kinds,
  ethnicities: people.ethnicities,
  skillGroups: people.skillGroups,
  allergies: people.allergies,
  talentRoles: people.talentRoles,
  multipleKind: people.multipleKind,
  multipleZygosity: people.multipleZygosity,
  notes: people.notes,
  primaryPhotoId: people.primaryPhotoId,
  archivedBy: archiver.userName,
  createdBy: creator.userName,
  updatedBy: updater.userName,
  version: people.version,
};
export type PersonRow = NonNullable<Awaited<ReturnType<PersonRepository["find"]>>>;

/** The profile columns a create or update writes. */
export interface PersonValues {
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  nameKey: string;
  kinds: string[];
  employmentType: string;
  gender: string | null;
  dateOfBirth: string | null;
  email: string | null;
  phone: string | null;
  ethnicities: string[];
  skillGroups: string[];
  allergies: string[];
  talentRoles: string[];
  unions: string[];
  multipleKind: string | null;
  multipleZygosity: string | null;
  status: string;
  notes: string | null;
}

/** People as stored; every query of the person profile lives here. */
export class PersonRepository {
  constructor(private readonly db: Db) {}

  /** The active list, or the archive list, through the list engine. */
  list(query: unknown, archived: boolean): Promise<ListPage<PersonSummaryRow>> {
    const compiled = compileListQuery(query, personListColumns);
    const where = and(archived ? isNotNull(people.archivedAt) : isNull(people.archivedAt), compiled.where);
    return fetchListPage(
      { ...compiled, where },
      {
        selectPage: ({ orderBy, limit, offset }) =>
          this.db
            .select(summaryColumns)
            .from(people)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        count: () => this.db.select({ count: count() }).from(people).where(where),
      },
    );
  }

  /** One person with the names of who changed them; `forUpdate` locks the row. */
  async find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(recordColumns)
      .from(people)
      .leftJoin(archiver, eq(archiver.id, people.archivedBy))
      .leftJoin(creator, eq(creator.id, people.createdBy))
      .leftJoin(updater, eq(updater.id, people.updatedBy))
      .where(eq(people.id, id));
    const [row] = options.forUpdate ? await select.for("update", { of: people }) : await select;
    return row;
  }

  async insert(values: PersonValues & { city?: string | null }, by: number, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(people)
      .values({ ...values, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: people.id });
    if (!row) throw new Error("The person was not inserted.");
    return row.id;
  }

  /** Takes `n` new ids from the people sequence, so an import knows each row's id before inserting. */
  async reserveIds(n: number): Promise<number[]> {
    const result = (await this.db.execute(
      sql`select nextval(pg_get_serial_sequence('people', 'id')) as id from generate_series(1, ${n}::int)`,
    )) as unknown as { rows: { id: number | string }[] };
    return result.rows.map((row) => Number(row.id));
  }

  /** Many people, with the ids reserved for them, in one statement. */
  async insertMany(
    rows: readonly (PersonValues & { id: number; city: string | null })[],
    by: number,
    now: Date,
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(people)
      .values(rows.map((row) => ({ ...row, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })));
  }

  /** Updates the profile if `version` is still current; false when someone changed it first. */
  async update(
    id: number,
    version: number,
    values: Partial<PersonValues>,
    by: number,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(people)
      .set({ ...values, version: sql`${people.version} + 1`, updatedAt: now, updatedBy: by })
      .where(and(eq(people.id, id), eq(people.version, version)))
      .returning({ id: people.id });
    return rows.length === 1;
  }

  async setArchived(id: number, archived: boolean, by: number, now: Date): Promise<void> {
    await this.db
      .update(people)
      .set({
        archivedAt: archived ? now : null,
        archivedBy: archived ? by : null,
        version: sql`${people.version} + 1`,
        updatedAt: now,
        updatedBy: by,
      })
      .where(eq(people.id, id));
  }

  /** Marks the person changed (a section item or photo changed) and refreshes the list city. */
  async touch(id: number, by: number, now: Date): Promise<void> {
    await this.db
      .update(people)
      .set({ updatedAt: now, updatedBy: by, city: primaryCity(id) })
      .where(eq(people.id, id));
  }

  async setPrimaryPhoto(id: number, photoId: number | null): Promise<void> {
    await this.db.update(people).set({ primaryPhotoId: photoId }).where(eq(people.id, id));
  }

  /** The sections in which the person has items. */
  async sectionsWithItems(id: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ section: recordItems.section })
      .from(recordItems)
      .where(and(eq(recordItems.ownerType, "person"), eq(recordItems.ownerId, id)));
    return rows.map((row) => row.section);
  }

  /**
   * Deletes the person with their section items, locks and document rows (photos go with the row;
   * their files are the caller's to remove).
   */
  async delete(id: number): Promise<void> {
    await this.db
      .delete(recordItems)
      .where(and(eq(recordItems.ownerType, "person"), eq(recordItems.ownerId, id)));
    await this.db
      .delete(recordLocks)
      .where(and(eq(recordLocks.recordType, "person"), eq(recordLocks.recordId, id)));
    await deleteOwnerDocuments(this.db, "people", id);
    await this.db.delete(people).where(eq(people.id, id));
  }

  /** After a bulk load: merges the trigram indexes' pending entries and refreshes statistics (see companies). */
  async refreshListIndexes(): Promise<void> {
    for (const index of peopleTrigramIndexes) {
      await this.db.execute(sql`select gin_clean_pending_list(${index}::regclass)`);
    }
    await this.db.execute(sql`analyze people`);
  }
}

/** The city of the person's HOME address, else of their first address. */
const peopleTrigramIndexes = [
  "people_full_name_trgm",
  "people_email_trgm",
  "people_city_trgm",
  "people_employment_type_trgm",
];

function primaryCity(id: number): SQL {
  return sql`(select ${recordItems.data} ->> 'city' from ${recordItems}
    where ${recordItems.ownerType} = 'person' and ${recordItems.ownerId} = ${id} and ${recordItems.section} = 'Address'
    order by case when ${recordItems.data} ->> 'type' = 'HOME' then 0 else 1 end, ${recordItems.id} limit 1)`;
}
