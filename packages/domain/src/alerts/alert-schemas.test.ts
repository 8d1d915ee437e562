import { describe, expect, it } from "vitest";
import {
  AlertCalendarRequestSchema,
  AlertCountRequestSchema,
  AlertDaysAheadSchema,
  AlertListRequestSchema,
  AlertMarkRequestSchema,
  CalendarFeedParamsSchema,
  CompanyAlertPreferencesParamsSchema,
  ReminderSaveRequestSchema,
  TodoListRequestSchema,
  TodoSaveRequestSchema,
  TodoUpdateRequestSchema,
  alertKindLabels,
  alertKindValues,
  alertRuleKinds,
  alertViewLabels,
  alertViews,
  kindsOfAlertView,
} from "./alert-schemas.js";
import * as alertEndpoints from "./contract.js";

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

describe("alert views and kinds", () => {
  it("labels every view and kind, and each view shows its kinds", () => {
    for (const view of alertViews) expect(alertViewLabels[view]).toBeTruthy();
    for (const kind of alertKindValues) expect(alertKindLabels[kind]).toBeTruthy();
    expect(kindsOfAlertView.all).toEqual(alertKindValues);
    expect(kindsOfAlertView["msa-contracts-expiring"]).toEqual(["MSA_CONTRACT"]);
    expect(alertRuleKinds).not.toContain("REMINDER");
  });
});

describe("the alert list request", () => {
  it("defaults to all, and takes withinDays or a from/to range", () => {
    expect(AlertListRequestSchema.parse({})).toEqual({ view: "all", pageSize: 50 });
    expect(AlertListRequestSchema.parse({ view: "holding-fee", withinDays: 90 })).toMatchObject({
      withinDays: 90,
    });
    expect(AlertListRequestSchema.parse({ from: "2026-01-01", to: "2026-01-31" })).toMatchObject({
      from: "2026-01-01",
    });
  });

  it("refuses half a range, a range ending before it starts, the to-do view and too many days", () => {
    expect(fieldsOf(AlertListRequestSchema.safeParse({ from: "2026-01-01" }))).toEqual(["to"]);
    expect(fieldsOf(AlertListRequestSchema.safeParse({ to: "2026-01-01" }))).toEqual(["to"]);
    expect(fieldsOf(AlertListRequestSchema.safeParse({ from: "2026-02-01", to: "2026-01-01" }))).toEqual([
      "to",
    ]);
    expect(fieldsOf(AlertListRequestSchema.safeParse({ view: "to-do-list" }))).toEqual(["view"]);
    expect(fieldsOf(AlertListRequestSchema.safeParse({ withinDays: 731 }))).toEqual(["withinDays"]);
    expect(fieldsOf(AlertListRequestSchema.safeParse({ withinDays: -1 }))).toEqual(["withinDays"]);
    expect(fieldsOf(AlertListRequestSchema.safeParse({ withinDays: 1.5 }))).toEqual(["withinDays"]);
  });

  it("pages after a cursor, at most 500 rows a page, and names what is wrong in it", () => {
    const after = { dueDate: "2026-01-01", kind: "USAGE_RIGHT", id: 55 };
    expect(AlertListRequestSchema.parse({ pageSize: 500, after })).toMatchObject({ pageSize: 500, after });
    expect(AlertListRequestSchema.parse({ after: null }).after).toBeNull();
    expect(fieldsOf(AlertListRequestSchema.safeParse({ pageSize: 501 }))).toEqual(["pageSize"]);
    expect(fieldsOf(AlertListRequestSchema.safeParse({ pageSize: 0 }))).toEqual(["pageSize"]);
    expect(
      fieldsOf(AlertListRequestSchema.safeParse({ after: { dueDate: "2026-02-30", kind: "SNOOZE", id: 0 } })),
    ).toEqual(["after.dueDate", "after.kind", "after.id"]);
  });

  it("counts with the list's filters, and reads the calendar six weeks at most", () => {
    expect(AlertCountRequestSchema.parse({ withinDays: 7, states: ["OPEN"] })).toEqual({
      withinDays: 7,
      states: ["OPEN"],
    });
    expect(fieldsOf(AlertCountRequestSchema.safeParse({ from: "2026-01-01" }))).toEqual(["to"]);
    expect(AlertCalendarRequestSchema.parse({ from: "2026-03-01", to: "2026-04-11" })).toMatchObject({
      view: "all",
    });
    expect(fieldsOf(AlertCalendarRequestSchema.safeParse({ from: "2026-03-01", to: "2026-04-12" }))).toEqual([
      "to",
    ]);
    expect(fieldsOf(AlertCalendarRequestSchema.safeParse({ from: "2026-03-01" }))).toEqual(["to"]);
  });
});

describe("marks, preferences, reminders, to-dos and the feed", () => {
  it("checks marks and days ahead", () => {
    expect(AlertMarkRequestSchema.parse({ key: "k", action: "RENEW", note: "  ok " }).note).toBe("ok");
    expect(fieldsOf(AlertMarkRequestSchema.safeParse({ key: "", action: "SNOOZE" }))).toEqual([
      "key",
      "action",
    ]);
    expect(AlertDaysAheadSchema.parse({ MPU_EXPIRE: 200 })).toEqual({ MPU_EXPIRE: 200 });
    expect(fieldsOf(AlertDaysAheadSchema.safeParse({ REMINDER: 5 }))).not.toEqual([]);
    expect(CompanyAlertPreferencesParamsSchema.parse({ companyId: "12" })).toEqual({ companyId: 12 });
  });

  it("checks reminders and to-dos", () => {
    expect(
      fieldsOf(ReminderSaveRequestSchema.safeParse({ category: "NOPE", title: " ", remindOn: "2026-02-30" })),
    ).toEqual(["category", "title", "remindOn"]);
    const todo = { title: "Pay", dueDate: null, ownerId: 3 };
    expect(TodoSaveRequestSchema.parse(todo)).toEqual(todo);
    expect(fieldsOf(TodoSaveRequestSchema.safeParse({ ...todo, ownerId: 0 }))).toEqual(["ownerId"]);
    expect(fieldsOf(TodoUpdateRequestSchema.safeParse({ ...todo, done: true }))).toEqual(["version"]);
    expect(TodoListRequestSchema.parse({})).toEqual({ scope: "mine", includeDone: false });
  });

  it("accepts only a feed token with .ics", () => {
    expect(CalendarFeedParamsSchema.safeParse({ token: `${"a".repeat(43)}.ics` }).success).toBe(true);
    expect(CalendarFeedParamsSchema.safeParse({ token: "a".repeat(43) }).success).toBe(false);
    expect(CalendarFeedParamsSchema.safeParse({ token: "short.ics" }).success).toBe(false);
  });
});

describe("the alert endpoints", () => {
  it("declare their paths and access", () => {
    expect(alertEndpoints.listAlerts.path).toBe("/Alert/GetBy");
    expect(alertEndpoints.readCalendarFeed.access).toEqual({ kind: "public" });
    expect(alertEndpoints.getAlertPreferences.access).toEqual({ kind: "session" });
    expect(Object.keys(alertEndpoints)).toHaveLength(23);
  });
});
