import { count, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { CompanyCreateRequestSchema, ROOT_USER_NAME } from "@rightsdesk/domain";
import { writeAudit } from "../audit/audit-log.js";
import type { Db } from "../db/database.js";
import { assets, companies, elements, people } from "../db/schema.js";
import type { Caller } from "../http/handler.js";
import { runInTransaction } from "../db/run-in-transaction.js";
import { AuthRepository } from "../modules/auth/auth-repository.js";
import { CompanySectionsService } from "../modules/company/company-sections-service.js";
import { CompanyService } from "../modules/company/company-service.js";
import type { FieldEncryption } from "../records/field-encryption.js";
import type { RecordContext } from "../records/record-context.js";
import { demoCompanies, type DemoCompany, type DemoItem } from "./demo-companies.js";
import { createDemoAssets } from "./demo-assets-seed.js";
import { seedDemoContractTemplates } from "./demo-contract-templates.js";
import { seedDemoContracts } from "./demo-contracts.js";
import { seedDemoAlerts } from "./demo-alerts.js";
import { seedDemoCompletionReports } from "./demo-completion-reports.js";
import { seedDemoAirings } from "./demo-airings.js";
import { seedDemoMoney } from "./demo-money.js";
import { createDemoPeople } from "./demo-people-seed.js";
import { hasSeedEntry } from "./seed-entries.js";

/** The audit entry that records the seed; once it exists the demo data is never added again. */
const DEMO_SEED_ACTION = "demo.seed";
/** The same for the demo people, which came later: a demo database seeded before them gets them once. */
const DEMO_PEOPLE_SEED_ACTION = "demo.seed.people";
/** The same for the demo spots and elements. */
const DEMO_ASSETS_SEED_ACTION = "demo.seed.assets";

export interface DemoSeedResult {
  /** False when the database had companies or was seeded before: demo data goes into a new one only. */
  seeded: boolean;
  companies: number;
  /** The demo people added (to a demo database that had no people and no people seed yet). */
  people: number;
  /** The demo spots (edit versions counted) and elements added, likewise once. */
  assets: number;
  elements: number;
}

/**
 * What the audit entries of the seed record as their request: the server itself. Only the
 * address and headers are read from it (auditContext), and the seed has no HTTP request.
 */
const seedRequest = {
  ip: "127.0.0.1",
  headers: { "user-agent": "Rights Desk demo data" },
} satisfies Pick<FastifyRequest, "ip" | "headers"> as FastifyRequest;

/** The root user, as the caller every demo change is recorded under. */
async function rootCaller(db: Db): Promise<Caller> {
  const auth = new AuthRepository(db);
  const root = await auth.findUserByUserName(ROOT_USER_NAME);
  if (!root) throw new Error("Demo data needs the root user: seed the database first.");
  const profile = (await auth.listProfiles(root.id)).find((candidate) => candidate.isDefault);
  const permission = profile ? await auth.loadPermission(root, profile.id) : undefined;
  if (!profile || !permission) throw new Error("Demo data needs the root user's default profile.");
  return {
    userId: root.id,
    userName: root.userName,
    sessionId: "demo-data",
    profileId: profile.id,
    clientId: permission.selectedUserProfile.tenantId,
    advertiserIds: null,
    permission,
    mustChangePassword: false,
  };
}

/** The last day of the month `months` after `now`, as YYYY-MM-DD. */
function endOfMonthFrom(now: Date, months: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 0))
    .toISOString()
    .slice(0, 10);
}

/** An item's data with its seed-relative dates filled in. */
function dataAsOf(item: DemoItem, now: Date): Record<string, unknown> {
  const dates = Object.entries(item.monthsFromSeed ?? {}).map(([field, months]) => [
    field,
    endOfMonthFrom(now, months),
  ]);
  return { ...item.data, ...Object.fromEntries(dates) };
}

/** Creates each company with its first items, then the items that link companies to each other. */
async function createDemoCompanies(
  tx: Db,
  encryption: FieldEncryption,
  context: RecordContext,
): Promise<Map<string, number>> {
  const service = new CompanyService(tx, encryption);
  const sections = new CompanySectionsService(tx, encryption);
  const ids = new Map<string, number>();
  const idOf = (key: string, from: DemoCompany) => {
    const id = ids.get(key);
    if (id === undefined)
      throw new Error(`Demo company ${from.key} refers to ${key}, which comes later or not at all.`);
    return id;
  };
  for (const demo of demoCompanies) {
    const request = CompanyCreateRequestSchema.parse({
      ...demo.profile,
      parentCompanyId: demo.parent === undefined ? null : idOf(demo.parent, demo),
      items: demo.items.map((item) => ({ section: item.section, data: dataAsOf(item, context.now) })),
    });
    ids.set(demo.key, (await service.create(request, context)).id);
  }
  for (const demo of demoCompanies) {
    for (const link of demo.links ?? []) {
      const refs = Object.fromEntries(
        Object.entries(link.refs).map(([field, key]) => [field, idOf(key, demo)]),
      );
      await sections.add(
        link.section,
        idOf(demo.key, demo),
        { ...dataAsOf(link, context.now), ...refs },
        context,
      );
    }
  }
  return ids;
}

/**
 * Adds the demo companies (every main type, with addresses, staff, AD ID prefixes, insurance,
 * agency–advertiser and payroll-vendor links, notes) through the company services, so each is
 * validated and audited like a user's change, as the root user. Runs only on a database that has no
 * companies and was never seeded (deleting every company does not bring the demo back), in one
 * transaction, under an advisory lock so two instances starting together on one PostgreSQL seed once.
 * Then the demo people (see demo-people.ts), once, into such a demo database while it has no people:
 * a demo database seeded before people existed gets them on its next start.
 */
export async function seedDemoData(db: Db, encryption: FieldEncryption, now: Date): Promise<DemoSeedResult> {
  const context: RecordContext = { caller: await rootCaller(db), now, request: seedRequest };
  return runInTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rightsdesk.demo-data'))`);
    const companiesSeeded = await seedCompaniesOnce(tx, encryption, context);
    const people = companiesSeeded.demo ? await seedPeopleOnce(tx, encryption, context) : 0;
    const spots = companiesSeeded.demo
      ? await seedAssetsOnce(tx, encryption, context)
      : { assets: 0, elements: 0 };
    // Templates before contracts: a demo contract names the template its PDF is drawn from.
    if (companiesSeeded.demo) await seedDemoContractTemplates(tx, context);
    if (companiesSeeded.demo) await seedDemoContracts(tx, encryption, context);
    if (companiesSeeded.demo) await seedDemoAlerts(tx, context);
    // After the contracts: the submitted demo report lists the performers of the hero spot's contracts.
    if (companiesSeeded.demo) await seedDemoCompletionReports(tx, encryption, context);
    // Last: the uploads check airings against the spots' rights as seeded.
    if (companiesSeeded.demo) await seedDemoAirings(tx, context);
    // After the airings, which are checked against the rights as first seeded.
    if (companiesSeeded.demo) await seedDemoMoney(tx, context);
    return {
      seeded: companiesSeeded.count > 0 || people > 0 || spots.assets > 0 || spots.elements > 0,
      companies: companiesSeeded.count,
      people,
      ...spots,
    };
  });
}

function seedEntry(context: RecordContext, action: string, field: string, n: number) {
  return {
    at: context.now,
    actor: { userId: context.caller.userId, userName: context.caller.userName },
    action,
    entityType: field === "people" ? "person" : field === "assets" ? "asset" : "company",
    changes: [{ field, from: 0, to: n }],
    request: seedRequest,
  };
}

/** The demo companies, into a database that has none and was never seeded; `demo` says the database is a demo one. */
async function seedCompaniesOnce(
  tx: Db,
  encryption: FieldEncryption,
  context: RecordContext,
): Promise<{ count: number; demo: boolean }> {
  if (await hasSeedEntry(tx, DEMO_SEED_ACTION)) return { count: 0, demo: true };
  const [existing] = await tx.select({ count: count() }).from(companies);
  if (Number(existing?.count ?? 0) > 0) return { count: 0, demo: false };
  const ids = await createDemoCompanies(tx, encryption, context);
  await writeAudit(tx, seedEntry(context, DEMO_SEED_ACTION, "companies", ids.size));
  return { count: ids.size, demo: true };
}

/** The demo people, once, into a demo database that has no people. */
async function seedPeopleOnce(tx: Db, encryption: FieldEncryption, context: RecordContext): Promise<number> {
  if (await hasSeedEntry(tx, DEMO_PEOPLE_SEED_ACTION)) return 0;
  const [existing] = await tx.select({ count: count() }).from(people);
  if (Number(existing?.count ?? 0) > 0) return 0;
  const added = await createDemoPeople(tx, encryption, context);
  await writeAudit(tx, seedEntry(context, DEMO_PEOPLE_SEED_ACTION, "people", added));
  return added;
}

/** The demo spots and elements, once, into a demo database that has neither (they cast the demo talent). */
async function seedAssetsOnce(
  tx: Db,
  encryption: FieldEncryption,
  context: RecordContext,
): Promise<{ assets: number; elements: number }> {
  const none = { assets: 0, elements: 0 };
  if (await hasSeedEntry(tx, DEMO_ASSETS_SEED_ACTION)) return none;
  const [assetCount] = await tx.select({ count: count() }).from(assets);
  const [elementCount] = await tx.select({ count: count() }).from(elements);
  if (Number(assetCount?.count ?? 0) > 0 || Number(elementCount?.count ?? 0) > 0) return none;
  const added = await createDemoAssets(tx, encryption, context);
  await writeAudit(tx, seedEntry(context, DEMO_ASSETS_SEED_ACTION, "assets", added.assets));
  return added;
}
