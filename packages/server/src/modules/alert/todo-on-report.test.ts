import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TodoSchema } from "@rightsdesk/domain";
import { users } from "../../db/schema.js";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { createClient, fullRightsUserOf } from "../../testing/client-fixtures.js";
import { createReport } from "../../testing/completion-report-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-02T10:00:00Z") },
);

describe(`to-dos on a completion report on ${testDatabaseKind()}`, () => {
  it("saves a to-do on a report of the caller's client and refuses one on another client's", async () => {
    const spot = await createAsset(t, admin, "CRTD0000001", "Morning Oats :30");
    const report = await createReport(t, admin, spot.id, { name: "Morning Oats final" });
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, "sysadmin"));
    const ownerId = me?.id;
    const todo = TodoSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/Alert/Todo", {
          title: "Chase the missing contract",
          dueDate: "2025-06-09",
          ownerId,
          record: { type: "completion-report", id: report.id },
        }),
      ),
    );
    expect(todo.record).toEqual({ type: "completion-report", id: report.id, label: "Morning Oats final" });
    const listed = expectOk(await call(t, admin, "POST", "/Alert/Todo/GetAll", {})) as {
      records: { id: number; record: unknown }[];
    };
    expect(listed.records.find((item) => item.id === todo.id)?.record).toEqual(todo.record);

    const clientId = await createClient(t, admin, "To-do neighbours");
    const neighbour = await fullRightsUserOf(t, admin, clientId, "todo-neighbour");
    const theirSpot = await createAsset(t, neighbour.token, "CRTD0000002", "Their Oats :30");
    const theirs = await createReport(t, neighbour.token, theirSpot.id, { name: "Their report" });
    const refused = await call(t, admin, "POST", "/Alert/Todo", {
      title: "Look at their report",
      dueDate: "2025-06-09",
      ownerId,
      record: { type: "completion-report", id: theirs.id },
    });
    expect(expectError(refused, 404, "NotFound").message).toBe(
      `There is no completion report with id ${theirs.id}.`,
    );
  });
});
