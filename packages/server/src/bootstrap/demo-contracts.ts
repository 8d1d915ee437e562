import {
  ContractCreateRequestSchema,
  GuaranteeSaveRequestSchema,
  ContractUseRightAddRequestSchema,
  addDays,
  fixedCycleContaining,
  isoDateOfInstant,
  proposeContractFees,
  toIsoDate,
} from "@rightsdesk/domain";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { writeAudit } from "../audit/audit-log.js";
import type { Db } from "../db/database.js";
import { assets, companies, contractTemplates, contracts, people, recordItems } from "../db/schema.js";
import { ContractSectionsService } from "../modules/contract/contract-sections-service.js";
import { ContractService } from "../modules/contract/contract-service.js";
import { GuaranteeService } from "../modules/contract/guarantee-service.js";
import type { FieldEncryption } from "../records/field-encryption.js";
import type { RecordContext } from "../records/record-context.js";
import { hasSeedEntry } from "./seed-entries.js";

/** The audit entry that records the contracts seed; once it exists they are never added again. */
const DEMO_CONTRACTS_SEED_ACTION = "demo.seed.contracts";
/** The demo template the union contracts draw their PDF from, when the templates seed made it. */
const STANDARD_TEMPLATE = "Principal commercial (standard)";

/** The day `days` after `now`, as YYYY-MM-DD. */
function dayOf(now: Date, days: number): string {
  return addDays(isoDateOfInstant(now), days);
}

function sessionFeeOn(contractDate: string): number | undefined {
  const answer = proposeContractFees({
    family: "UNION",
    union: "SAG AFTRA",
    agreement: "PRINCIPAL COMMERCIAL",
    performerCategory: "PRINCIPAL",
    performanceType: "ON_CAMERA",
    contractDate,
  });
  return answer.session.status === "proposed" ? answer.session.amountCents : undefined;
}

/**
 * The demo contracts, once, into a demo database that has none: two union principal contracts
 * either side of the 2025-04-01 rate change (fees from the domain's proposal), a non-union
 * influencer, an MSA with a vendor company and a voided one; with work days, compensation lines,
 * a guarantee paid in installments and rights acquired on a demo spot. Made through the contract
 * services, so each is validated and audited like a user's change. Answers how many were added.
 */
export async function seedDemoContracts(
  tx: Db,
  encryption: FieldEncryption,
  context: RecordContext,
): Promise<number> {
  if (await hasSeedEntry(tx, DEMO_CONTRACTS_SEED_ACTION)) return 0;
  const [existing] = await tx.select({ count: count() }).from(contracts);
  if (Number(existing?.count ?? 0) > 0) return 0;
  const talent = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(sql`'TALENT' = any(${people.kinds})`, isNull(people.archivedAt)))
    .orderBy(asc(people.id))
    .limit(5);
  const [vendor] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(inArray(companies.mainType, ["VENDOR", "PRODUCTION COMPANY"]), isNull(companies.archivedAt)))
    .orderBy(asc(companies.id))
    .limit(1);
  // The hero spot, or the first active one: its rights acquired go to a talent already on its cast,
  // so the demo spots' casts and earliest expirations stay as demo-assets.ts means them.
  const [spot] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(isNull(assets.archivedAt), eq(assets.editVersionNumber, 0)))
    .orderBy(sql`${assets.adId} <> 'RDHC2201000'`, asc(assets.id))
    .limit(1);
  const [cast] = spot
    ? await tx
        .select({
          personId: sql<number>`(${recordItems.data} ->> 'personId')::int`,
          sessionDate: sql<string | null>`${recordItems.data} ->> 'sessionDate'`,
        })
        .from(recordItems)
        .where(
          and(
            eq(recordItems.ownerType, "asset"),
            eq(recordItems.ownerId, spot.id),
            eq(recordItems.section, "Cast"),
          ),
        )
        .orderBy(asc(recordItems.id))
        .limit(1)
    : [];
  const [template] = await tx
    .select({ id: contractTemplates.id })
    .from(contractTemplates)
    .where(sql`lower(${contractTemplates.name}) = lower(${STANDARD_TEMPLATE})`);
  const castId = cast?.personId;
  const [first, second, third, fourth] = [
    ...(castId === undefined ? [] : [{ id: castId }]),
    ...talent.filter((person) => person.id !== castId),
  ].slice(0, 4);
  if (!first || !second || !third || !fourth || !vendor || !spot) return 0;

  const service = new ContractService(tx);
  const sections = new ContractSectionsService(tx, encryption);
  const guarantees = new GuaranteeService(tx);
  const create = (body: Record<string, unknown>) =>
    service.create(ContractCreateRequestSchema.parse(body), context);
  const union = (talentId: number, contractDate: string, title: string) => ({
    title,
    family: "UNION",
    agreement: "PRINCIPAL COMMERCIAL",
    ...(template ? { templateId: template.id } : {}),
    talentId,
    payeeKind: "Talent-Directly",
    union: "SAG AFTRA",
    performerCategory: "PRINCIPAL",
    performanceType: "ON_CAMERA",
    role: "Driver",
    contractDate,
    startDate: contractDate,
    expirationDate: "2026-12-31",
    termCount: 21,
    termUnit: "MONTHS",
    sessionFeeCents: sessionFeeOn(contractDate),
    holdingFeeCents: sessionFeeOn(contractDate),
    paymentMode: "INSTALLMENT",
  });

  const march = await create(union(second.id, "2025-03-31", "Spring launch principal (March session)"));
  const april = await create(union(first.id, "2025-04-01", "Spring launch principal (April session)"));
  for (const contract of [march, april]) {
    await sections.add(
      "WorkDay",
      contract.id,
      {
        workDate: contract.contractDate,
        timeIn: "07:00",
        lunchIn: "12:00",
        lunchOut: "12:30",
        timeOut: "16:00",
        location: "Stage 4",
      },
      context,
    );
    await sections.add(
      "CompensationLine",
      contract.id,
      {
        lineType: "session",
        rateBasis: "FLAT",
        rateCents: contract.sessionFeeCents ?? 0,
        quantity: 1,
        description: "Session fee from the rate card in force on the contract date",
      },
      context,
    );
  }
  await service.linkAsset(april.id, spot.id, context);
  // The talent holds union fixed cycles from their session: the right acquired is the cycle holding the seed day.
  const today = toIsoDate(dayOf(context.now, 0));
  const cycle = cast?.sessionDate ? fixedCycleContaining(toIsoDate(cast.sessionDate), today) : null;
  await service.addUseRight(
    april.id,
    ContractUseRightAddRequestSchema.parse({
      assetId: spot.id,
      useRight: {
        useRightType: "Cable",
        mediaType: "TV",
        startCycleDate: cycle?.start ?? today,
        cycleExpireDate: cycle?.expire ?? dayOf(context.now, 90),
        cycleLength: "13 weeks",
        note: "Cable for the current cycle, acquired under the contract",
      },
    }),
    context,
  );
  await guarantees.add(
    april.id,
    GuaranteeSaveRequestSchema.parse({
      description: "Guaranteed use fee",
      startDate: "2025-04-01",
      termCount: 12,
      termUnit: "MONTHS",
      amountCents: 300000,
      paymentMode: "INSTALLMENT",
      payments: [
        { dueDate: "2025-05-01", amountCents: 100000, paidOn: "2025-05-01" },
        { dueDate: "2025-09-01", amountCents: 100000 },
        { dueDate: "2026-01-01", amountCents: 100000 },
      ],
    }),
    context,
  );
  await create({
    title: "Summer creator campaign",
    family: "NON UNION",
    agreement: "INFLUENCER",
    talentId: third.id,
    payeeKind: "Talent-Directly",
    performerCategory: "PRINCIPAL",
    performanceType: "ON_CAMERA",
    contractDate: "2025-05-15",
    expirationDate: "2025-11-15",
    sessionFeeCents: 250000,
  });
  await create({
    title: "Production services master agreement",
    family: "MSA",
    agreement: "MSA TEMPLATE THREE",
    vendorCompanyId: vendor.id,
    contractDate: "2025-01-10",
    expirationDate: "2027-01-09",
  });
  const voided = await create(union(fourth.id, "2025-02-03", "Winter spot principal (recast)"));
  await service.changeStatus(
    voided.id,
    { status: "Voided", version: voided.version, reason: "The role was recast before the session." },
    context,
  );
  await writeAudit(tx, {
    at: context.now,
    actor: { userId: context.caller.userId, userName: context.caller.userName },
    action: DEMO_CONTRACTS_SEED_ACTION,
    entityType: "contract",
    changes: [{ field: "contracts", from: 0, to: 5 }],
    request: context.request,
  });
  return 5;
}
