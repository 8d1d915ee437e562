import fs from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { airingIssueKindLabels, type AiringIssueKind } from "@rightsdesk/domain";
import { airingFixtures, useAiringWorldServer, type HandWorkedExpectation } from "./airings-test-server.js";

const server = useAiringWorldServer("airings");

const expected = JSON.parse(await fs.readFile(airingFixtures.expected, "utf8")) as HandWorkedExpectation;
const postLog = airingFixtures.postLog.pathname;
const { source, mediaType, mediaSubType, territory } = expected.upload;
const importArgs = [
  "airings",
  "import",
  postLog,
  "--source",
  source,
  "--media",
  `${mediaType}/${mediaSubType}`,
  "--territory",
  territory,
];

/** How many issues of each kind the hand-worked rows must yield. */
function expectedIssueCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kinds of Object.values(expected.issues)) {
    for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
}

async function uploadCount(): Promise<number> {
  return (await server.api.listAiringUploads({ body: {} })).totalRecords;
}

async function issueKindsByRow(uploadId: number): Promise<Record<string, string[]>> {
  const issues = await server.api.listAiringIssues({
    body: { filters: [{ property: "uploadId", operator: "eq", value: String(uploadId) }], pageSize: 500 },
  });
  const byRow: Record<string, string[]> = {};
  for (const issue of issues.records) (byRow[String(issue.rowNumber)] ??= []).push(issue.kind);
  return byRow;
}

describe("rightsdesk airings", () => {
  it("checks the file on a dry run and keeps nothing, as JSON with nothing on stderr", async () => {
    const run = await server.run([...importArgs, "--dry-run", "--json"]);
    expect(run.err).toBe("");
    expect(run.status).toBe(1);
    const result = JSON.parse(run.out) as { dryRun: boolean; upload: unknown; rows: { counted: number } };
    expect(result).toMatchObject({
      dryRun: true,
      upload: null,
      mappingFrom: "detected",
      issuesAddress: null,
    });
    expect(result.rows.counted).toBe(expected.outcomes.counted.length);
    expect(await uploadCount()).toBe(0);
    expect(await server.api.listAiringSources()).toEqual([]);

    const table = await server.run([...importArgs, "--dry-run"]);
    expect(table.out).toContain("Dry run: nothing was kept");
    expect(await uploadCount()).toBe(0);
  });

  it("imports the hand-worked post log: the mapping it found, each outcome, each issue by row, exit 1", async () => {
    const run = await server.run(importArgs);
    expect(run.status).toBe(1);
    expect(run.err).toMatch(/Sent [\d,]+ of [\d,]+ bytes \(100%\)\./);

    expect(run.out).toContain("Columns read, found from the header:");
    expect(run.out).toMatch(/adId\s+Ad-ID\s+→ "Ad-ID"/);
    expect(run.out).toMatch(/airDate\s+Air date\s+→ "Air Date"/);
    const { outcomes } = expected;
    expect(run.out).toContain(
      `46 rows in the file: ${outcomes.counted.length} counted, ${outcomes.restated.length} restated (counted once), ` +
        `${outcomes.notAired.length} not aired, ${outcomes.unreadable.length} not readable, ${outcomes.skipped.length} skipped.`,
    );
    const counts = expectedIssueCounts();
    const total = [...counts.values()].reduce((sum, value) => sum + value, 0);
    expect(run.out).toContain(`${total} issues found:`);
    for (const [kind, count] of counts) {
      expect(run.out).toMatch(new RegExp(`${airingIssueKindLabels[kind as AiringIssueKind]}\\s+${count}\\n`));
    }
    expect(run.out).toMatch(/Row 18\s+Medium not covered/);

    const uploads = await server.api.listAiringUploads({ body: {} });
    const upload = uploads.records[0];
    expect(upload).toMatchObject({ source, status: "pendingReview", openIssueCount: total });
    expect(run.out).toContain(`Upload ${upload?.id} from "${source}": pending review, ${total} open issues.`);
    expect(run.out).toContain(`/#/rights-expiration/upload-issues?upload=${upload?.id}&f.status=in%3Aopen`);
    expect(await issueKindsByRow(upload?.id ?? 0)).toEqual(expected.issues);
  });

  it("imports the same file again as restatements: nothing counted twice, the saved mapping used", async () => {
    const run = await server.run([...importArgs, "--json"]);
    const result = JSON.parse(run.out) as {
      mappingFrom: string;
      rows: { counted: number; restated: number };
      issuesByKind: unknown[];
      upload: { id: number; openIssueCount: number };
    };
    expect(result.mappingFrom).toBe("saved");
    expect(result.rows.counted).toBe(0);
    const { outcomes } = expected;
    const airings = outcomes.counted.length + outcomes.restated.length + outcomes.notAired.length;
    expect(result.rows.restated).toBe(airings);
    const counted = await server.api.listAiringRows({
      body: { filters: [{ property: "outcome", operator: "eq", value: "counted" }], pageSize: 500 },
    });
    expect(counted.totalRecords).toBe(expected.outcomes.counted.length);
    // The row that is no airing (the unreadable one) is no restatement: its issue is raised again.
    expect(result.issuesByKind).toEqual([{ kind: "unreadableRow", count: 1 }]);
    expect(result.upload.openIssueCount).toBe(1);
    expect(run.status).toBe(1);
  });

  it("refuses a file that is no spreadsheet with the server's message naming the file, keeping nothing", async () => {
    const before = await uploadCount();
    const binary = server.pathTo("logo.csv");
    await fs.writeFile(
      binary,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 1, 2, 0, 255]),
    );
    const run = await server.run(["airings", "import", binary, "--territory", "USA"]);
    expect(run.status).toBe(1);
    expect(run.out).toBe("");
    expect(run.err).toMatch(/\n {2}file: \S/);
    expect(await uploadCount()).toBe(before);

    const noDate = await server.run([...importArgs, "--map", "adId=Ad-ID"]);
    expect(noDate.status).toBe(1);
    expect(noDate.err).toContain("--map airDate: Choose the column that holds the air date.");
    expect(await uploadCount()).toBe(before);
  });

  it("names bad usage before sending anything (exit 2)", async () => {
    const missing = await server.run(["airings", "import", server.pathTo("nowhere.csv")]);
    expect(missing).toMatchObject({ status: 2 });
    expect(missing.err).toContain("there is no such file");
    const badMap = await server.run([...importArgs, "--map", "spotCode=Spot"]);
    expect(badMap.status).toBe(2);
    expect(badMap.err).toContain('"spotCode" is not a field');
    const badStatus = await server.run(["airings", "uploads", "--status", "done"]);
    expect(badStatus.status).toBe(2);
  });

  it("lists the uploads newest first with their status in words and as the code to filter on", async () => {
    const run = await server.run(["airings", "uploads"]);
    expect(run.status).toBe(0);
    const lines = run.out.split("\n").filter((line) => /^\d+\s/.test(line));
    const ids = lines.map((line) => Number(line.split(/\s+/)[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(run.out).toContain("Pending review (pendingReview)");
    const reviewed = await server.run(["airings", "uploads", "--status", "reviewed"]);
    expect(reviewed.out).toContain("No uploads match.");
  });

  it("lists one upload's open issues by row, and exports its rows as CSV", async () => {
    const first = (await server.api.listAiringUploads({ body: { sortField: "id" } })).records[0];
    const id = String(first?.id);
    const run = await server.run([
      "airings",
      "issues",
      "--upload",
      id,
      "--status",
      "open",
      "--page-size",
      "100",
    ]);
    expect(run.status).toBe(0);
    expect(run.out).toMatch(/\s18\s+Medium not covered \(mediaNotCovered\)\s+HWKD2601000/);
    expect(run.out).toContain("Open");
    const issueLines = run.out.split("\n").filter((line) => /^\d+\s+\d+\s+\d+\s/.test(line));
    expect(issueLines).toHaveLength(first?.openIssueCount ?? -1);

    const out = server.pathTo("upload.csv");
    const exported = await server.run(["airings", "export", id, "--format", "csv", "--out", out]);
    expect(exported.status).toBe(0);
    expect(exported.out).toContain(`Wrote ${out}`);
    const csv = await fs.readFile(out, "utf8");
    expect(csv).toContain("HWKD2610000");
  });
});
