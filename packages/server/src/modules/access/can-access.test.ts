import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CanAccessResponseSchema, ErrorBodySchema } from "@rightsdesk/domain";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { READ_ONLY, TEST_USER_PASSWORD, createTestUser } from "../../testing/test-users.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createTestUser(t.database.db, {
    userName: "clerk",
    modules: {
      Company: READ_ONLY,
      Asset: { canRead: true, canWrite: true, canDelete: false },
      Dashboard: { canRead: true, canWrite: true, canDelete: true },
    },
  });
});
afterAll(async () => {
  await t.close();
});

async function canAccess(path: string, token: string) {
  const response = await t.call({ method: "GET", path, token });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe(`CanAccess on ${testDatabaseKind()}`, () => {
  it("answers the caller's read, write and delete rights on the module", async () => {
    const { token } = await t.signIn("clerk", TEST_USER_PASSWORD);
    expect(CanAccessResponseSchema.parse((await canAccess("/Company/CanAccess/12", token)).body)).toEqual({
      canRead: true,
      canWrite: false,
      canDelete: false,
    });
    expect((await canAccess("/Asset/CanAccess/3", token)).body).toEqual({
      canRead: true,
      canWrite: true,
      canDelete: false,
    });
    expect((await canAccess("/Dashboard/CanAccess/1", token)).body).toEqual({
      canRead: true,
      canWrite: true,
      canDelete: true,
    });
  });

  it("refuses a module the caller cannot read, and a bad id", async () => {
    const { token } = await t.signIn("clerk", TEST_USER_PASSWORD);
    const denied = await canAccess("/Contract/CanAccess/3", token);
    expect(denied.status).toBe(403);
    expect(ErrorBodySchema.parse(denied.body)).toMatchObject({ errorCode: 6, message: "Permission denied." });
    const bad = await canAccess("/Company/CanAccess/abc", token);
    expect(bad.status).toBe(400);
    expect(ErrorBodySchema.parse(bad.body).errors?.[0]?.field).toBe("params.id");
  });

  it("gives the root user every right on every module", async () => {
    const { token } = await t.signIn();
    for (const segment of ["Admin", "Report", "ReportUpload", "Alert", "CompletionReport", "People"]) {
      expect((await canAccess(`/${segment}/CanAccess/7`, token)).body, segment).toEqual({
        canRead: true,
        canWrite: true,
        canDelete: true,
      });
    }
  });
});
