import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RecordLockInfoSchema } from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import {
  TEST_ENCRYPTION_KEY,
  address,
  companyBody,
  companyUser,
  createCompany,
  getCompany,
  listItems,
} from "../../testing/company-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
beforeEach(async () => {
  // Access tokens outlive the clock moves below, so only the locks expire.
  t = await createTestApp({
    RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    RIGHTSDESK_ACCESS_TOKEN_MINUTES: "120",
  });
  t.setNow(new Date("2025-06-02T10:32:00Z"));
  admin = (await t.signIn()).token;
});
afterEach(async () => {
  await t.close();
});

const lockCall = async (token: string, action: string, id: number) =>
  RecordLockInfoSchema.parse(
    expectOk(
      await call(
        t,
        token,
        action === "ReleaseCompanyLock" ? "POST" : "GET",
        `/Company/${action}/${id}`,
        action === "ReleaseCompanyLock" ? {} : undefined,
      ),
    ),
  );

describe(`company edit locks on ${testDatabaseKind()}`, () => {
  it("keeps a second user from changing a company while the first holds the lock", async () => {
    const company = await createCompany(t, admin, "Locked Agency");
    const jane = await companyUser(t, "jane");
    const omar = await companyUser(t, "omar");
    expect(await lockCall(jane.token, "LockCompany", company.id)).toEqual({
      status: "lockedByMe",
      expiresAt: "2025-06-02T10:42:00.000Z",
      holderName: "Test jane",
    });
    expect(await lockCall(omar.token, "LockCompany", company.id)).toMatchObject({
      status: "lockedByOther",
      holderName: "Test jane",
    });
    expect((await lockCall(omar.token, "GetCompanyLockStatus", company.id)).status).toBe("lockedByOther");

    const update = (token: string, legalName: string) =>
      call(t, token, "PUT", `/Company/${company.id}`, {
        ...companyBody(legalName),
        version: company.version,
      });
    const refused = expectError(await update(omar.token, "Omar's Agency"), 409, "DependencyError");
    expect(refused.message).toBe("Test jane is editing this company until 10:42 UTC; try again after that.");
    const section = await call(t, omar.token, "POST", `/Company/Address/Save/${company.id}`, {
      data: address("Paris"),
    });
    expectError(section, 409, "DependencyError");
    expectError(
      await call(t, omar.token, "POST", `/Company/Archive/${company.id}`, {}),
      409,
      "DependencyError",
    );
    expect((await getCompany(t, admin, company.id)).companyNames[0]).toBe("Locked Agency");
    expect((await listItems(t, admin, "Address", company.id)).totalRecords).toBe(0);

    expect((await lockCall(omar.token, "ReleaseCompanyLock", company.id)).status).toBe("lockedByOther");
    expect((await lockCall(jane.token, "ReleaseCompanyLock", company.id)).status).toBe("free");
    expectOk(await update(omar.token, "Omar's Agency"));
    expect((await getCompany(t, admin, company.id)).companyNames[0]).toBe("Omar's Agency");
  });

  it("lets the second user in once the lock expires, unless the holder extends it", async () => {
    const company = await createCompany(t, admin, "Expiring Agency");
    const jane = await companyUser(t, "jane");
    const omar = await companyUser(t, "omar");
    await lockCall(jane.token, "LockCompany", company.id);
    t.setNow(new Date("2025-06-02T10:40:00Z"));
    expect((await lockCall(jane.token, "ExtendCompanyLock", company.id)).expiresAt).toBe(
      "2025-06-02T10:50:00.000Z",
    );
    t.setNow(new Date("2025-06-02T10:45:00Z"));
    expect((await lockCall(omar.token, "LockCompany", company.id)).status).toBe("lockedByOther");
    t.setNow(new Date("2025-06-02T10:50:00Z"));
    expect((await lockCall(omar.token, "GetCompanyLockStatus", company.id)).status).toBe("free");
    const note = await call(t, omar.token, "POST", `/Company/Note/Save/${company.id}`, {
      data: { noteType: "Notes", text: "Taking over." },
    });
    expectOk(note);
    expect((await lockCall(omar.token, "LockCompany", company.id)).status).toBe("lockedByMe");
    expect((await lockCall(jane.token, "ExtendCompanyLock", company.id)).status).toBe("lockedByOther");
  });

  it("answers NotFound for the lock of a company that does not exist", async () => {
    expectError(await call(t, admin, "GET", "/Company/LockCompany/424242"), 404, "NotFound");
    expectError(await call(t, admin, "GET", "/Company/GetCompanyLockStatus/424242"), 404, "NotFound");
  });
});
