import { eq, sql } from "drizzle-orm";
import { personListFields, type ListPage } from "@rightsdesk/domain";
import { assets, people, recordItems } from "../../db/schema.js";
import { defineListColumns } from "../../lists/index.js";
import {
  ArchivableTableRepository,
  addressCity,
  archiveListWhere,
  authorNames,
  creationStamp,
} from "../../records/record-table.js";

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
  ...authorNames(people),
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
export class PersonRepository extends ArchivableTableRepository<
  typeof people,
  PersonValues & { city?: string | null },
  Partial<PersonValues>
> {
  protected readonly table = people;
  readonly noun = "person";
  readonly recordType = "person";
  protected readonly documentOwner = "people";
  protected override readonly trigramIndexes = [
    "people_full_name_trgm",
    "people_email_trgm",
    "people_city_trgm",
    "people_employment_type_trgm",
  ];

  /** The active list, or the archive list, through the list engine. */
  list(query: unknown, archived: boolean): Promise<ListPage<PersonSummaryRow>> {
    const rows = () => this.db.select(summaryColumns).from(people).$dynamic();
    return this.fetchList(personListColumns, query, archiveListWhere(people, archived), rows);
  }

  /** One person with the names of who changed them; `forUpdate` locks the row. */
  find(id: number, options: { forUpdate?: boolean } = {}) {
    return this.findOne(this.db.select(recordColumns).from(people).$dynamic(), id, options);
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
    await this.db.insert(people).values(rows.map((row) => ({ ...row, ...creationStamp(by, now) })));
  }

  /** A section item or photo changed: refresh the list city. */
  protected override touched(id: number) {
    return { city: addressCity("person", id, "HOME") };
  }

  async setPrimaryPhoto(id: number, photoId: number | null): Promise<void> {
    await this.db.update(people).set({ primaryPhotoId: photoId }).where(eq(people.id, id));
  }
}
