import { and, asc, eq, sql } from "drizzle-orm";
import {
  toIsoDate,
  type FeeCategory,
  type FeeUnion,
  type RateCardEntry,
  type RateConfidence,
} from "@rightsdesk/domain";
import { ofCurrentClient } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import { people, rateCardEntries, users } from "../../db/schema.js";

export type RateCardEntryRow = typeof rateCardEntries.$inferSelect;

/** What a client version says; the id, client and history are the table's. */
export type RateCardValues = Pick<
  RateCardEntryRow,
  | "union"
  | "agreement"
  | "contractYear"
  | "category"
  | "medium"
  | "effectiveFrom"
  | "effectiveTo"
  | "amountCents"
  | "source"
  | "confidence"
  | "performerId"
>;

/** A client version as the domain reads it: ids are text so shipped and client figures share a card. */
export function toRateCardEntry(row: RateCardValues & { id: number }): RateCardEntry {
  return {
    id: String(row.id),
    union: row.union as FeeUnion,
    agreement: row.agreement,
    contractYear: row.contractYear,
    category: row.category as FeeCategory,
    medium: row.medium,
    effectiveFrom: toIsoDate(row.effectiveFrom),
    effectiveTo: row.effectiveTo === null ? null : toIsoDate(row.effectiveTo),
    amountCents: row.amountCents,
    source: row.source,
    confidence: row.confidence as RateConfidence,
    performerId: row.performerId,
    origin: "client",
  };
}

/** A client version with the performer's and the last editor's names, for the rate card screen. */
export interface RateCardListRow extends RateCardEntryRow {
  performerName: string | null;
  updatedByName: string | null;
}

/** The client's own versions of rate card figures, under row-level security like every client record. */
export class RateCardRepository {
  constructor(private readonly db: Db) {}

  /**
   * Holds the client's card until the transaction ends, so two saves cannot both pass the overlap
   * check and leave two versions of one figure in force on the same day.
   */
  async lockCard(): Promise<void> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtext('rightsdesk.rate-card'), coalesce((select rightsdesk_client_id()), 0))`,
    );
  }

  async list(): Promise<RateCardListRow[]> {
    const editor = users;
    return this.db
      .select({
        row: rateCardEntries,
        performerName: people.fullName,
        updatedByName: sql<string | null>`nullif(trim(${editor.firstName} || ' ' || ${editor.lastName}), '')`,
      })
      .from(rateCardEntries)
      .leftJoin(people, eq(people.id, rateCardEntries.performerId))
      .leftJoin(editor, eq(editor.id, rateCardEntries.updatedBy))
      .where(ofCurrentClient(rateCardEntries.tenantId))
      .orderBy(
        asc(rateCardEntries.union),
        asc(rateCardEntries.category),
        asc(rateCardEntries.effectiveFrom),
        asc(rateCardEntries.id),
      )
      .then((rows) =>
        rows.map(({ row, performerName, updatedByName }) => ({ ...row, performerName, updatedByName })),
      );
  }

  async find(id: number): Promise<RateCardEntryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(rateCardEntries)
      .where(and(eq(rateCardEntries.id, id), ofCurrentClient(rateCardEntries.tenantId)));
    return row;
  }

  async insertMany(values: readonly RateCardValues[], by: number, now: Date): Promise<RateCardEntryRow[]> {
    if (values.length === 0) return [];
    return this.db
      .insert(rateCardEntries)
      .values(
        values.map((value) => ({ ...value, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })),
      )
      .returning();
  }

  /** Saves over `version`; undefined when the row is gone or was changed since (the caller says which). */
  async update(
    id: number,
    version: number,
    values: RateCardValues,
    by: number,
    now: Date,
  ): Promise<RateCardEntryRow | undefined> {
    const [row] = await this.db
      .update(rateCardEntries)
      .set({ ...values, updatedAt: now, updatedBy: by, version: sql`${rateCardEntries.version} + 1` })
      .where(
        and(
          eq(rateCardEntries.id, id),
          eq(rateCardEntries.version, version),
          ofCurrentClient(rateCardEntries.tenantId),
        ),
      )
      .returning();
    return row;
  }

  async delete(id: number): Promise<boolean> {
    const rows = await this.db
      .delete(rateCardEntries)
      .where(and(eq(rateCardEntries.id, id), ofCurrentClient(rateCardEntries.tenantId)))
      .returning({ id: rateCardEntries.id });
    return rows.length > 0;
  }
}

/**
 * The acting client's rate card entries as the domain reads them: what every place that prices a
 * fee passes to chooseRateFigure (shipped figures come from the domain's schedules).
 */
export async function loadClientRateCard(db: Db): Promise<RateCardEntry[]> {
  const rows = await db
    .select()
    .from(rateCardEntries)
    .where(ofCurrentClient(rateCardEntries.tenantId))
    .orderBy(asc(rateCardEntries.id));
  return rows.map(toRateCardEntry);
}
