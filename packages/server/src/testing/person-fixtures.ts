import {
  PersonRecordSchema,
  PersonSectionItemSchema,
  PersonSectionListSchema,
  type PersonRecord,
} from "@rightsdesk/domain";
import { eq } from "drizzle-orm";
import { roleItemAccesses, roles } from "../db/schema.js";
import { call, expectOk } from "./admin-fixtures.js";
import { sectionItemCalls } from "./section-item-calls.js";
import type { TestApp } from "./test-app.js";
import { FULL, READ_ONLY, TEST_USER_PASSWORD, createTestUser, rightsExcept } from "./test-users.js";

/** A create body: first and last name, kinds, and anything else the profile takes. */
export function personBody(
  firstName: string,
  lastName: string,
  kinds: string[] = ["TALENT"],
  extra: Record<string, unknown> = {},
) {
  return { personName: { firstName, lastName }, kinds, ...extra };
}

export async function createPerson(
  t: TestApp,
  token: string,
  firstName: string,
  lastName: string,
  kinds: string[] = ["TALENT"],
  extra: Record<string, unknown> = {},
): Promise<PersonRecord> {
  const answer = await call(t, token, "POST", "/People", personBody(firstName, lastName, kinds, extra));
  return PersonRecordSchema.parse(expectOk(answer));
}

export async function getPerson(t: TestApp, token: string, id: number): Promise<PersonRecord> {
  return PersonRecordSchema.parse(expectOk(await call(t, token, "POST", `/People/GetById/${id}`, {})));
}

const personSections = sectionItemCalls("People", PersonSectionItemSchema, PersonSectionListSchema);
/** Saves an item of a person's section: (t, token, section, personId, data). */
export const addPersonItem = personSections.add;
/** A person section's items: (t, token, section, personId). */
export const listPersonItems = personSections.list;

export const homeAddress = (city: string) => ({
  type: "HOME",
  line1: "12 Elm Street",
  city,
  state: "CA",
  postalCode: "90210",
  country: "USA",
});

/** A birth date `years` years before `now` (a few days past the birthday). */
export function bornYearsAgo(now: Date, years: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - 3));
  return date.toISOString().slice(0, 10);
}

/**
 * A signed-in user whose role has every module with every right (or read only on People), and,
 * with `sensitive`, read on People's "Sensitive data" item.
 */
export async function peopleUser(
  t: TestApp,
  userName: string,
  options: { rights?: "full" | "read"; sensitive?: boolean } = {},
): Promise<{ userId: number; token: string }> {
  const { userId } = await createTestUser(t.database.db, {
    userName,
    modules: rightsExcept({ People: options.rights === "read" ? READ_ONLY : FULL }),
  });
  if (options.sensitive) {
    const [role] = await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, `role of ${userName}`));
    if (!role) throw new Error(`The role of ${userName} is missing.`);
    await t.database.db
      .insert(roleItemAccesses)
      .values({ roleId: role.id, module: "People", item: "Sensitive data", canRead: true });
  }
  return { userId, token: (await t.signIn(userName, TEST_USER_PASSWORD)).token };
}
