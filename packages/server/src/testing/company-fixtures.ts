import {
  CompanyRecordSchema,
  CompanySectionItemSchema,
  CompanySectionListSchema,
  type CompanyRecord,
} from "@rightsdesk/domain";
import { call, expectOk } from "./admin-fixtures.js";
import { sectionItemCalls } from "./section-item-calls.js";
import type { TestApp } from "./test-app.js";
import { FULL, READ_ONLY, TEST_USER_PASSWORD, createTestUser, rightsExcept } from "./test-users.js";

/** A fixed key for tests, so no key file is written under the package's data folder. */
export const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");

export const address = (city: string, type = "PRIMARY") => ({
  type,
  line1: "1 Main Street",
  city,
  state: "CA",
  postalCode: "90001",
  country: "USA",
});

export const staff = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  title: "Producer",
  email: `${firstName.toLowerCase()}@example.com`,
});

export function companyBody(legalName: string, mainType = "AD AGENCY", extra: Record<string, unknown> = {}) {
  return { companyNames: [legalName], companyType: { mainType }, ...extra };
}

export async function createCompany(
  t: TestApp,
  token: string,
  legalName: string,
  mainType = "AD AGENCY",
  extra: Record<string, unknown> = {},
): Promise<CompanyRecord> {
  const answer = await call(t, token, "POST", "/Company", companyBody(legalName, mainType, extra));
  return CompanyRecordSchema.parse(expectOk(answer));
}

const companySections = sectionItemCalls("Company", CompanySectionItemSchema, CompanySectionListSchema);
/** Saves an item of a company's section: (t, token, section, companyId, data). */
export const addItem = companySections.add;
/** A company section's items: (t, token, section, companyId). */
export const listItems = companySections.list;

export async function getCompany(t: TestApp, token: string, id: number): Promise<CompanyRecord> {
  return CompanyRecordSchema.parse(expectOk(await call(t, token, "POST", `/Company/GetById/${id}`, {})));
}

/** A signed-in user whose role has every module with every right, or read only on Company. */
export async function companyUser(
  t: TestApp,
  userName: string,
  rights: "full" | "read" = "full",
): Promise<{ userId: number; token: string }> {
  const { userId } = await createTestUser(t.database.db, {
    userName,
    modules: rightsExcept({ Company: rights === "full" ? FULL : READ_ONLY }),
  });
  return { userId, token: (await t.signIn(userName, TEST_USER_PASSWORD)).token };
}
