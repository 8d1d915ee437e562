import { readFile } from "node:fs/promises";
import { AiringIssueListResultSchema, type AiringIssue } from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { airingFixtures, buildAiringWorld, type AiringWorld } from "../../testing/airing-world.js";
import { injectedApiClient } from "../../testing/injected-api-client.js";
import type { TestApp } from "../../testing/test-app.js";
import { importFile } from "./report-upload-test-kit.js";

/** Test helpers for the review suites: the hand-worked world built through the API, and the issues. */

/** The hand-worked world with its post log imported, as its expected answers say to upload it. */
export async function importHandWorkedPostLog(
  t: TestApp,
  token: string,
): Promise<{ world: AiringWorld; uploadId: number }> {
  const world = await buildAiringWorld(injectedApiClient(t, token));
  const expected = JSON.parse(await readFile(airingFixtures.expected, "utf8")) as {
    upload: { source: string; mediaType: string; mediaSubType: string; territory: string };
  };
  const data = await readFile(airingFixtures.postLog, "utf8");
  const answer = expectOk(
    await importFile(t, token, { name: "hand-worked-post-log.csv", data, type: "text/csv" }, expected.upload),
  ) as { upload: { id: number } | null };
  return { world, uploadId: answer.upload?.id ?? 0 };
}

/** Every issue of an upload, in the order they were found. */
export async function issuesOfUpload(t: TestApp, token: string, uploadId: number): Promise<AiringIssue[]> {
  return AiringIssueListResultSchema.parse(
    expectOk(
      await call(t, token, "POST", "/ReportUpload/Issues/GetBy", {
        filters: [{ property: "uploadId", operator: "eq", value: uploadId }],
        sortField: "id",
        pageSize: 500,
      }),
    ),
  ).records;
}

/** The issue of `kind` on the file's row `rowNumber`. */
export function issueAt(issues: readonly AiringIssue[], rowNumber: number, kind: string): AiringIssue {
  const issue = issues.find((candidate) => candidate.rowNumber === rowNumber && candidate.kind === kind);
  if (issue === undefined) throw new Error(`No ${kind} issue on row ${rowNumber}.`);
  return issue;
}

/** POST /ReportUpload/Issues/Resolve/{id}. */
export function resolveIssue(
  t: TestApp,
  token: string,
  id: number,
  body: { action: string; note?: string },
): Promise<{ status: number; body: unknown }> {
  return call(t, token, "POST", `/ReportUpload/Issues/Resolve/${id}`, body);
}
