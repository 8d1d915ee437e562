import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { FULL, TEST_USER_PASSWORD, createTestUser } from "../../testing/test-users.js";

let t: TestApp;
let root: string;
let alertsOnly: string;
let alertsOnlyId: number;
let personId: number;
const SECRET_NAME = "Zephyrine Quillbottom";

beforeAll(async () => {
  t = await createTestApp();
  root = (await t.signIn()).token;
  personId = (await createPerson(t, root, "Zephyrine", "Quillbottom")).id;
  ({ userId: alertsOnlyId } = await createTestUser(t.database.db, {
    userName: "alerts-only",
    modules: { "Alerts & Notification": FULL },
  }));
  alertsOnly = (await t.signIn("alerts-only", TEST_USER_PASSWORD)).token;
});
afterAll(async () => {
  await t.close();
});

describe(`reminder and to-do labels on ${testDatabaseKind()}`, () => {
  it("name a record only to a caller who may read its kind", async () => {
    const reminder = expectOk(
      await call(t, alertsOnly, "POST", "/Alert/Reminder", {
        category: "CONTRACTS",
        title: "Call about the renewal",
        remindOn: "2030-01-01",
        record: { type: "person", id: personId },
      }),
    );
    expectOk(
      await call(t, root, "POST", "/Alert/Todo", {
        title: "Send the contract",
        dueDate: "2030-01-02",
        ownerId: alertsOnlyId,
        record: { type: "person", id: personId },
      }),
    );
    const seen = JSON.stringify([
      reminder,
      expectOk(await call(t, alertsOnly, "POST", "/Alert/Reminder/GetAll", {})),
      expectOk(await call(t, alertsOnly, "POST", "/Alert/Todo/GetAll", { scope: "all", includeDone: true })),
    ]);
    expect(seen).not.toContain(SECRET_NAME);
    expect(seen).toContain("A person you may not open");
    const rootView = JSON.stringify(
      expectOk(await call(t, root, "POST", "/Alert/Todo/GetAll", { scope: "all", includeDone: true })),
    );
    expect(rootView).toContain(SECRET_NAME);
  });
});
