import { readFile } from "node:fs/promises";
import { createApiClient, type ApiClient } from "@rightsdesk/api-client";
import { AiringIssueListResultSchema, type AiringIssue } from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { airingFixtures, buildAiringWorld, type AiringWorld } from "../../testing/airing-world.js";
import type { TestApp } from "../../testing/test-app.js";
import { importFile } from "./report-upload-test-kit.js";

/** Test helpers for the review suites: the hand-worked world built through the API, and the issues. */

/** An API client whose requests go to the app under test in process (`app.inject`), as `token`. */
export function apiClientOf(t: TestApp, token: string): ApiClient {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const response = await t.app.inject({
      method: request.method as "GET",
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    const empty = response.statusCode === 204 || response.rawPayload.length === 0;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
  return createApiClient({ baseUrl: "http://rightsdesk.test", getContext: () => ({ token }), fetch });
}

/** The hand-worked world with its post log imported, as its expected answers say to upload it. */
export async function importHandWorkedPostLog(
  t: TestApp,
  token: string,
): Promise<{ world: AiringWorld; uploadId: number }> {
  const world = await buildAiringWorld(apiClientOf(t, token));
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
