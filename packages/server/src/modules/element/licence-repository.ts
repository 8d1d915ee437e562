import { and, asc, eq, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { elementLicences, users } from "../../db/schema.js";

const licenceColumns = {
  id: elementLicences.id,
  elementId: elementLicences.elementId,
  label: elementLicences.label,
  rightsKind: elementLicences.rightsKind,
  termStart: elementLicences.termStart,
  termEnd: elementLicences.termEnd,
  media: elementLicences.media,
  territory: elementLicences.territory,
  exclusive: elementLicences.exclusive,
  numberOfUses: elementLicences.numberOfUses,
  usesAllowed: elementLicences.usesAllowed,
  feeCents: elementLicences.feeCents,
  notes: elementLicences.notes,
  createdAt: elementLicences.createdAt,
  updatedAt: elementLicences.updatedAt,
  updatedBy: users.userName,
  version: elementLicences.version,
};
export type LicenceRow = NonNullable<Awaited<ReturnType<LicenceRepository["find"]>>>;

/** The columns a licence's create or update writes. */
export interface LicenceValues {
  label: string;
  rightsKind: string | null;
  termStart: string;
  termEnd: string | null;
  media: { type: string; subtypes: string[] }[];
  territory: string | null;
  exclusive: boolean;
  numberOfUses: string;
  usesAllowed: number | null;
  feeCents: number | null;
  notes: string | null;
}

/** The licences of elements. */
export class LicenceRepository {
  constructor(private readonly db: Db) {}

  /** The licences of some elements, by term start then id. */
  async listOf(elementIds: readonly number[]): Promise<LicenceRow[]> {
    if (elementIds.length === 0) return [];
    return this.db
      .select(licenceColumns)
      .from(elementLicences)
      .leftJoin(users, eq(users.id, elementLicences.updatedBy))
      .where(anyOf(elementLicences.elementId, elementIds))
      .orderBy(asc(elementLicences.termStart), asc(elementLicences.id));
  }

  async find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(licenceColumns)
      .from(elementLicences)
      .leftJoin(users, eq(users.id, elementLicences.updatedBy))
      .where(eq(elementLicences.id, id));
    const [row] = options.forUpdate ? await select.for("update", { of: elementLicences }) : await select;
    return row;
  }

  async insert(elementId: number, values: LicenceValues, by: number, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(elementLicences)
      .values({ ...values, elementId, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: elementLicences.id });
    if (!row) throw new Error("The licence was not inserted.");
    return row.id;
  }

  async update(id: number, version: number, values: LicenceValues, by: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(elementLicences)
      .set({ ...values, version: sql`${elementLicences.version} + 1`, updatedAt: now, updatedBy: by })
      .where(and(eq(elementLicences.id, id), eq(elementLicences.version, version)))
      .returning({ id: elementLicences.id });
    return rows.length === 1;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(elementLicences).where(eq(elementLicences.id, id));
  }
}
