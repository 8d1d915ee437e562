import { inArray } from "drizzle-orm";
import { PersonCreateRequestSchema } from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { companies } from "../db/schema.js";
import { PersonService } from "../modules/people/person-service.js";
import type { FieldEncryption } from "../records/field-encryption.js";
import type { RecordContext } from "../records/record-context.js";
import { demoPeople, type DemoPerson, type DemoPersonItem } from "./demo-people.js";

/** A birth date `age` years before the seed, four months before its day, as YYYY-MM-DD. */
function birthDateFor(now: Date, age: number): string {
  return new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth() - 4, 15)).toISOString().slice(0, 10);
}

/** The last day of the month `months` after `now`, as YYYY-MM-DD. */
function endOfMonthFrom(now: Date, months: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months + 1, 0))
    .toISOString()
    .slice(0, 10);
}

/** The ids of the demo companies the people point at, by legal name. */
async function companyIds(tx: Db): Promise<Map<string, number>> {
  const names = [
    ...new Set(
      demoPeople.flatMap((person) => person.items.flatMap((item) => Object.values(item.companies ?? {}))),
    ),
  ];
  const rows = await tx
    .select({ id: companies.id, legalName: companies.legalName })
    .from(companies)
    .where(inArray(companies.legalName, names));
  return new Map(rows.map((row) => [row.legalName, row.id]));
}

/**
 * An item's data with its dates and references filled in; null when a company it points at is not
 * there (a demo company the user has since deleted), so the person is added without that item.
 */
function itemData(
  item: DemoPersonItem,
  now: Date,
  peopleIds: ReadonlyMap<string, number>,
  companyIdsByName: ReadonlyMap<string, number>,
  from: DemoPerson,
): Record<string, unknown> | null {
  const data: Record<string, unknown> = { ...item.data };
  for (const [field, months] of Object.entries(item.monthsFromSeed ?? {}))
    data[field] = endOfMonthFrom(now, months);
  for (const [field, key] of Object.entries(item.people ?? {})) {
    const id = peopleIds.get(key);
    if (id === undefined)
      throw new Error(`Demo person ${from.key} refers to ${key}, which comes later or not at all.`);
    data[field] = id;
  }
  for (const [field, name] of Object.entries(item.companies ?? {})) {
    const id = companyIdsByName.get(name);
    if (id === undefined) return null;
    data[field] = id;
  }
  return data;
}

/**
 * Adds the demo people through the person service, so each is validated (sections per kind and
 * age, references, sensitive values encrypted) and audited like a user's change. Answers how many.
 */
export async function createDemoPeople(
  tx: Db,
  encryption: FieldEncryption,
  context: RecordContext,
): Promise<number> {
  const service = new PersonService(tx, encryption);
  const companyIdsByName = await companyIds(tx);
  const ids = new Map<string, number>();
  for (const demo of demoPeople) {
    const items = demo.items.flatMap((item) => {
      const data = itemData(item, context.now, ids, companyIdsByName, demo);
      return data === null ? [] : [{ section: item.section, data }];
    });
    const request = PersonCreateRequestSchema.parse({
      ...demo.profile,
      ...(demo.age === undefined ? {} : { dateOfBirth: birthDateFor(context.now, demo.age) }),
      items,
      confirmDuplicate: true,
    });
    const created = await service.create(request, context);
    ids.set(demo.key, created.id);
    if (demo.archived) await service.archive(created.id, context);
  }
  return ids.size;
}
