import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  AiringImportResultSchema,
  AiringIssueListResultSchema,
  AiringRowListResultSchema,
} from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { airingFixtures, buildAiringWorld } from "../../testing/airing-world.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { injectedApiClient } from "../../testing/injected-api-client.js";
import { importFile } from "./report-upload-test-kit.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2026-04-30T10:00:00Z") },
);

interface Expected {
  upload: { source: string; mediaType: string; mediaSubType: string; territory: string };
  outcomes: Record<string, number[]>;
  issues: Record<string, string[]>;
  details: Record<string, Record<string, Record<string, unknown>>>;
}

describe(`the hand-worked post log on ${testDatabaseKind()}`, () => {
  it("yields exactly the issues worked by hand, row by row", async () => {
    await buildAiringWorld(injectedApiClient(t, admin));
    const expected = JSON.parse(fs.readFileSync(airingFixtures.expected, "utf8")) as Expected;
    const data = fs.readFileSync(airingFixtures.postLog);
    const result = AiringImportResultSchema.parse(
      expectOk(await importFile(t, admin, { name: "hand-worked-post-log.csv", data }, expected.upload)),
    );
    const uploadId = result.upload?.id ?? 0;
    const filter = { filters: [{ property: "uploadId", operator: "eq", value: uploadId }], pageSize: 500 };
    const rows = AiringRowListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/ReportUpload/Airings/GetBy", filter)),
    ).records;
    const issues = AiringIssueListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/ReportUpload/Issues/GetBy", filter)),
    ).records;

    // Every stored row has the outcome worked out for it; blank lines are counted, not stored.
    const outcomeOf = new Map(
      Object.entries(expected.outcomes).flatMap(([outcome, numbers]) => numbers.map((n) => [n, outcome])),
    );
    for (const row of rows)
      expect([row.rowNumber, row.outcome]).toEqual([row.rowNumber, outcomeOf.get(row.rowNumber)]);
    expect(result.rows.total).toBe(outcomeOf.size);
    for (const outcome of ["counted", "restated", "notAired", "unreadable"] as const)
      expect(result.rows[outcome], outcome).toBe(expected.outcomes[outcome]?.length ?? 0);

    const kindsOf = (rowNumber: number) =>
      issues
        .filter((issue) => issue.rowNumber === rowNumber)
        .map((issue) => issue.kind)
        .sort();
    const rowsWithIssues = [...new Set(issues.map((issue) => issue.rowNumber))].sort((a, b) => a - b);
    expect(rowsWithIssues).toEqual(
      Object.keys(expected.issues)
        .map(Number)
        .sort((a, b) => a - b),
    );
    for (const [rowNumber, kinds] of Object.entries(expected.issues))
      expect(kindsOf(Number(rowNumber)), `row ${rowNumber}`).toEqual([...kinds].sort());
    for (const [rowNumber, byKind] of Object.entries(expected.details))
      for (const [kind, fields] of Object.entries(byKind))
        expect(
          issues.find((issue) => issue.rowNumber === Number(rowNumber) && issue.kind === kind),
          `row ${rowNumber} ${kind}`,
        ).toMatchObject(fields);
  });
});
