import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { toIsoDate, type RateCardEntryInput } from "@rightsdesk/domain";
import { writeAudit } from "../audit/audit-log.js";
import type { Db } from "../db/database.js";
import { assets, elementLicences, elements, people, recordItems } from "../db/schema.js";
import { RateCardService } from "../modules/money/rate-card-service.js";
import { RenewalService } from "../modules/money/renewal-service.js";
import type { RecordContext } from "../records/record-context.js";
import { hasSeedEntry } from "./seed-entries.js";

/** The audit entry that records the money-ahead seed; once it exists the demo card and decisions are never added again. */
const DEMO_MONEY_SEED_ACTION = "demo.seed.money";

const statement = "Demo payroll house statement (fictional client data), 2025 SAG-AFTRA Commercials Contract";

/**
 * The demo client's own figures for what the shipped card cannot price (its figures there are
 * derived, not seen in a published sheet): the off-camera principal session fee of the 2025
 * contract's first two years and the on-camera one of its second, as a payroll house's statement
 * would give them. Year 3 stays unpriced, so the forecast shows missing figures counted apart.
 */
export const demoRateCard: RateCardEntryInput[] = [
  {
    union: "SAG-AFTRA",
    contractYear: 2025,
    category: "offCameraPrincipalSession",
    effectiveFrom: toIsoDate("2025-04-01"),
    effectiveTo: toIsoDate("2026-03-31"),
    amountCents: 61_800,
    source: `${statement}, year 1`,
  },
  {
    union: "SAG-AFTRA",
    contractYear: 2025,
    category: "offCameraPrincipalSession",
    effectiveFrom: toIsoDate("2026-04-01"),
    effectiveTo: toIsoDate("2027-03-31"),
    amountCents: 64_272,
    source: `${statement}, year 2`,
  },
  {
    union: "SAG-AFTRA",
    contractYear: 2025,
    category: "onCameraPrincipalSession",
    effectiveFrom: toIsoDate("2026-04-01"),
    effectiveTo: toIsoDate("2027-03-31"),
    amountCents: 85_520,
    source: `${statement}, year 2`,
  },
];

/**
 * The demo's rate card and a few renew-or-release decisions, through the same services a user's
 * change goes through (checked, audited, statuses recomputed): Rosa Quintero's holding fees on
 * Harvest Crunch are to be renewed, and Golden Fields' master use licence is not renewed, so the
 * forecast shows its saving and the music is RELEASED (USE ACTIVE) until that licence ends.
 * Answers how many entries and decisions were added.
 */
export async function seedDemoMoney(tx: Db, context: RecordContext): Promise<number> {
  if (await hasSeedEntry(tx, DEMO_MONEY_SEED_ACTION)) return 0;
  const card = new RateCardService(tx);
  for (const entry of demoRateCard) await card.add(entry, context);
  const [rosa] = await tx
    .select({ assetId: assets.id, castItemId: recordItems.id })
    .from(recordItems)
    .innerJoin(assets, eq(assets.id, recordItems.ownerId))
    .innerJoin(people, eq(people.id, sql<number>`(${recordItems.data} ->> 'personId')::int`))
    .where(
      and(
        eq(assets.adId, "RDHC2201000"),
        isNull(assets.archivedAt),
        eq(recordItems.ownerType, "asset"),
        eq(recordItems.section, "Cast"),
        eq(people.fullName, "Rosa Quintero"),
      ),
    )
    .limit(1);
  const [master] = await tx
    .select({ elementId: elements.id, licenceId: elementLicences.id })
    .from(elementLicences)
    .innerJoin(elements, eq(elements.id, elementLicences.elementId))
    .where(and(eq(elements.title, "Golden Fields"), eq(elementLicences.label, "Master use licence")))
    .orderBy(asc(elementLicences.id))
    .limit(1);
  const renewals = new RenewalService({ db: tx });
  let decided = 0;
  if (rosa) {
    await renewals.decide(
      {
        subjects: [{ kind: "holdingFee", ...rosa }],
        choice: "renew",
        note: "The client keeps Harvest Crunch on air through the season.",
      },
      context,
    );
    decided += 1;
  }
  if (master) {
    await renewals.decide(
      {
        subjects: [{ kind: "licenceRenewal", ...master }],
        choice: "notRenewing",
        note: "The new campaign uses a different track.",
      },
      context,
    );
    decided += 1;
  }
  const added = demoRateCard.length + decided;
  await writeAudit(tx, {
    at: context.now,
    actor: { userId: context.caller.userId, userName: context.caller.userName },
    action: DEMO_MONEY_SEED_ACTION,
    entityType: "rateCardEntry",
    changes: [{ field: "entriesAndDecisions", from: 0, to: added }],
    request: context.request,
  });
  return added;
}
