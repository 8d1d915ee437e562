import { and, asc, eq, or, sql } from "drizzle-orm";
import { toIsoDate, type RenewalChoice, type RenewalDecision, type RenewalSubject } from "@rightsdesk/domain";
import { ofCurrentClient } from "../../db/client-scope.js";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { renewalDecisions, users } from "../../db/schema.js";

export type RenewalDecisionRow = typeof renewalDecisions.$inferSelect;

export interface RenewalDecisionListRow extends RenewalDecisionRow {
  deciderName: string;
}

export interface NewRenewalDecision {
  subjectKey: string;
  subject: RenewalSubject;
  assetId: number | null;
  elementId: number | null;
  choice: RenewalChoice;
  note: string | null;
}

/** A stored decision as the domain reads it (currentDecisions, releaseOfDecisions, forecastPayments). */
export function toRenewalDecision(row: RenewalDecisionListRow): RenewalDecision {
  return {
    subject: row.subject,
    choice: row.choice,
    decidedBy: row.deciderName,
    decidedOn: toIsoDate(row.decidedOn),
  };
}

/** The history of renew-or-release decisions, oldest first: the domain takes the latest per subject. */
export class RenewalDecisionRepository {
  constructor(private readonly db: Db) {}

  /** Every decision of the client, or of the assets and elements named, oldest first. */
  async list(filter: { assetIds?: readonly number[]; elementIds?: readonly number[] } = {}) {
    const of = [
      ...(filter.assetIds === undefined ? [] : [anyOf(renewalDecisions.assetId, filter.assetIds)]),
      ...(filter.elementIds === undefined ? [] : [anyOf(renewalDecisions.elementId, filter.elementIds)]),
    ];
    const rows = await this.db
      .select({
        row: renewalDecisions,
        deciderName: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.userName})`,
      })
      .from(renewalDecisions)
      .innerJoin(users, eq(users.id, renewalDecisions.decidedBy))
      .where(and(ofCurrentClient(renewalDecisions.tenantId), of.length === 0 ? undefined : or(...of)))
      .orderBy(asc(renewalDecisions.decidedAt), asc(renewalDecisions.id));
    return rows.map(({ row, deciderName }): RenewalDecisionListRow => ({ ...row, deciderName }));
  }

  async insertMany(
    decisions: readonly NewRenewalDecision[],
    by: number,
    now: Date,
    today: string,
  ): Promise<number[]> {
    const rows = await this.db
      .insert(renewalDecisions)
      .values(decisions.map((decision) => ({ ...decision, decidedBy: by, decidedOn: today, decidedAt: now })))
      .returning({ id: renewalDecisions.id });
    return rows.map((row) => row.id);
  }
}

/** Who can be asked to decide: their address and name, by id. */
export async function usersToAsk(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; email: string; name: string; status: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.userName})`,
      status: users.status,
    })
    .from(users)
    .where(anyOf(users.id, ids));
}
