import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "@rightsdesk/api-client";
import {
  ContractSummarySchema,
  addDays,
  isoDateOfInstant,
  richDocOf,
  type ContractSummary,
} from "@rightsdesk/domain";
import { startSignedInServer, type SignedInServer } from "../testing-server.js";

let live: SignedInServer;
let api: ApiClient;
/** Five talents: [id, person number]. */
let talents: { id: number; number: string }[] = [];

beforeAll(async () => {
  live = await startSignedInServer("contracts");
  api = live.api;
  talents = [];
  for (const [first, last] of [
    ["Ava", "Bulkley"],
    ["Ben", "Bulkley"],
    ["Cy", "Bulkley"],
    ["Di", "Bulkley"],
    ["Ed", "Bulkley"],
  ] as const) {
    const person = await api.createPerson({
      body: { personName: { firstName: first, lastName: last }, kinds: ["TALENT"] },
    });
    talents.push({ id: person.id, number: person.recordId });
  }
});
afterAll(() => live.close());

const run = (args: string[]) => live.run(args);
const today = isoDateOfInstant(new Date());

const terms = (title: string) => [
  "--family",
  "NON UNION",
  "--agreement",
  "CREATOR",
  "--title",
  title,
  "--contract-date",
  "2026-01-15",
  "--session-fee",
  "500",
];

async function countTitled(title: string): Promise<number> {
  const page = await api.listContracts({
    body: { filters: [{ property: "title", operator: "eq", value: title }], pageSize: 1 },
  });
  return page.totalRecords;
}

interface BulkReport {
  summary: Record<string, number>;
  rows: {
    line: number;
    key: string;
    outcome: string;
    contractId: number | null;
    contractNumber: string | null;
    message: string;
  }[];
  batches: { attempts: number; latencyMs: number | null }[];
}

function fiveRows(): string[] {
  return [
    "talent,role,holdingFee",
    ...talents.map(
      (t, index) => `${index % 2 === 0 ? t.number : String(t.id)},Role ${index + 1},${index * 10}.5`,
    ),
  ];
}

describe("rightsdesk contracts bulk-create against a live server", () => {
  it("creates one contract per row, and a rerun finds them all as existing", async () => {
    const file = await live.csvFile("five.csv", fiveRows());
    const report = live.pathTo("five-report.json");
    const first = await run([
      "contracts",
      "bulk-create",
      file,
      ...terms("Bulk Five"),
      "--batch-size",
      "2",
      "--report",
      report,
      "--format",
      "json",
    ]);
    expect(first.status, first.err).toBe(0);
    const answer = JSON.parse(first.out) as BulkReport;
    expect(answer.summary).toMatchObject({ created: 5, existing: 0, invalid: 0, failed: 0 });
    expect(answer.rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6]);
    expect(answer.rows.every((r) => /^CT\d+/.test(r.contractNumber ?? ""))).toBe(true);
    expect(answer.batches).toHaveLength(3);
    expect(JSON.parse(await fs.readFile(report, "utf8"))).toMatchObject({ summary: { created: 5 } });
    expect(await countTitled("Bulk Five")).toBe(5);

    const again = await run(["contracts", "bulk-create", file, ...terms("Bulk Five")]);
    expect(again.status, again.err).toBe(0);
    expect(again.out).toContain("0 created, 5 already existed");
    expect(await countTitled("Bulk Five")).toBe(5);

    const created = await api.getContractById({ params: { id: answer.rows[1]?.contractId ?? 0 } });
    expect(created.sessionFeeCents).toBe(50000);
    expect(created.holdingFeeCents).toBe(1050);
    expect(created.role).toBe("Role 2");
  });

  it("sends nothing while a row is bad, naming its row, column and value as the web page does", async () => {
    const lines = fiveRows();
    lines[3] = `${talents[2]?.number},Role 3,lots`;
    const file = await live.csvFile("bad.csv", lines);
    const result = await run(["contracts", "bulk-create", file, ...terms("Bulk Bad")]);
    expect(result.status).toBe(1);
    expect(result.err).toContain("Row 3, Holding fee:");
    expect(result.err).toContain('(got "lots") [line 4]');
    expect(result.err).toContain("Nothing was sent");
    expect(await countTitled("Bulk Bad")).toBe(0);
  });

  it("checks every row on the server with --dry-run and writes nothing", async () => {
    const file = await live.csvFile("dry.csv", fiveRows());
    const result = await run([
      "contracts",
      "bulk-create",
      file,
      ...terms("Bulk Dry"),
      "--dry-run",
      "--format",
      "json",
    ]);
    expect(result.status, result.err).toBe(0);
    expect((JSON.parse(result.out) as BulkReport).summary).toMatchObject({ created: 5, invalid: 0 });
    expect(await countTitled("Bulk Dry")).toBe(0);
  });

  it("reports a talent the server does not know as invalid, and writes none of its batch", async () => {
    const file = await live.csvFile("unknown.csv", [
      "key,talent",
      "u-1,PE99999",
      `u-2,${talents[0]?.number}`,
    ]);
    const result = await run([
      "contracts",
      "bulk-create",
      file,
      ...terms("Bulk Unknown"),
      "--format",
      "json",
    ]);
    expect(result.status).toBe(1);
    const answer = JSON.parse(result.out) as BulkReport;
    expect(answer.rows.map((r) => r.outcome)).toEqual(["invalid", "failed"]);
    expect(answer.rows[0]?.message).toMatch(/^talent: /);
    expect(await countTitled("Bulk Unknown")).toBe(0);
  });

  it("takes the shared terms from --terms, a row's title over the shared one, and links --asset by Ad-ID", async () => {
    const asset = await api.createAsset({
      body: {
        adId: "BULK0000001H",
        title: "Bulk Spot :30",
        assetType: "video",
        fileType: "MOV",
        expireMpuEndDate: addDays(today, 400),
      },
    });
    const termsFile = live.pathTo("terms.json");
    await fs.writeFile(
      termsFile,
      JSON.stringify({
        title: "Bulk Terms",
        family: "UNION",
        agreement: "PRINCIPAL COMMERCIAL",
        union: "SAG AFTRA",
        contractDate: "2026-02-01",
        sessionFeeCents: 80000,
      }),
    );
    const file = await live.csvFile("terms.csv", [
      "key,talent,title",
      `t-1,${talents[3]?.number},`,
      `t-2,${talents[4]?.number},Bulk Terms Renamed`,
    ]);
    const result = await run([
      "contracts",
      "bulk-create",
      file,
      "--terms",
      termsFile,
      "--asset",
      "bulk0000001h",
      "--format",
      "json",
    ]);
    expect(result.status, result.err).toBe(0);
    const answer = JSON.parse(result.out) as BulkReport;
    const [first, second] = await Promise.all(
      answer.rows.map((row) => api.getContractById({ params: { id: row.contractId ?? 0 } })),
    );
    expect([first?.title, second?.title]).toEqual(["Bulk Terms", "Bulk Terms Renamed"]);
    expect(first).toMatchObject({ union: "SAG AFTRA", sessionFeeCents: 80000, linkedAssetCount: 1 });
    const linked = await api.listContractAssets({ params: { id: first?.id ?? 0 } });
    expect(linked.records.map((link) => link.assetId)).toEqual([asset.id]);
  });

  it("refuses bad usage with status 2", async () => {
    const file = await live.csvFile("usage.csv", fiveRows());
    expect(
      (await run(["contracts", "bulk-create", file, ...terms("X"), "--batch-size", "9999"])).status,
    ).toBe(2);
    const noUnion = await run([
      "contracts",
      "bulk-create",
      file,
      ...terms("X"),
      "--family",
      "UNION",
      "--agreement",
      "PRINCIPAL COMMERCIAL",
    ]);
    expect(noUnion.status).toBe(2);
    expect(noUnion.err).toContain("union");
    expect((await run(["contracts", "bulk-create", live.pathTo("none.csv"), ...terms("X")])).status).toBe(2);
  });
});

describe("rightsdesk contracts list against a live server", () => {
  beforeAll(async () => {
    const soon = addDays(today, 10);
    await api.createContract({
      body: {
        title: "Listing Soon",
        family: "NON UNION",
        agreement: "CREATOR",
        talentId: talents[0]?.id ?? 0,
        contractDate: today,
        expirationDate: soon,
      },
    });
    await api.createContract({
      body: {
        title: "Listing Later",
        family: "UNION",
        agreement: "PRINCIPAL COMMERCIAL",
        union: "SAG AFTRA",
        talentId: talents[1]?.id ?? 0,
        contractDate: today,
        expirationDate: addDays(today, 300),
      },
    });
  });

  async function listJson(args: string[]) {
    const result = await run(["contracts", "list", ...args, "--format", "json"]);
    expect(result.status, result.err).toBe(0);
    return JSON.parse(result.out) as { totalRecords: number; records: ContractSummary[] };
  }

  it("lists contracts filtered by family, expiry and search, as JSON, CSV or a table", async () => {
    const union = await listJson(["--search", "listing", "--family", "UNION"]);
    expect(union.records.map((c) => c.title)).toEqual(["Listing Later"]);
    for (const record of union.records) {
      expect(Object.keys(record).sort()).toEqual(Object.keys(ContractSummarySchema.shape).sort());
    }
    const soon = await listJson(["--expiring-within", "30", "--search", "listing"]);
    expect(soon.records.map((c) => c.title)).toEqual(["Listing Soon"]);
    const before = await listJson(["--expiring-before", addDays(today, 11), "--filter", "title sw Listing"]);
    expect(before.records.map((c) => c.title)).toEqual(["Listing Soon"]);

    // --search looks in the number and the talent's name too.
    const [later] = union.records;
    const byNumber = await listJson(["--search", later?.contractNumber ?? "?"]);
    expect(byNumber.records.map((c) => c.id)).toEqual([later?.id]);
    const byTalent = await listJson(["--search", "Ben", "--filter", "title sw Listing"]);
    expect(byTalent.records.map((c) => c.title)).toEqual(["Listing Later"]);
    const talent = await listJson(["--talent", "Ava", "--filter", "title sw Listing"]);
    expect(talent.records.map((c) => c.title)).toEqual(["Listing Soon"]);

    const csv = await run(["contracts", "list", "--search", "listing", "--sort", "title", "--format", "csv"]);
    expect(csv.status, csv.err).toBe(0);
    const lines = csv.out.trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,contractNumber,title,family,agreement,talentName/);
    expect(lines.slice(1).map((line) => line.split(",")[2])).toEqual(["Listing Later", "Listing Soon"]);

    const table = await run(["contracts", "list", "--search", "listing"]);
    expect(table.status, table.err).toBe(0);
    expect(table.out).toMatch(/Number\s+Title\s+Talent/);
    expect(table.out).toContain("Listing Soon");
    expect(table.out).toContain("Records 1–2 of 2");

    const bad = await run(["contracts", "list", "--status", "Nonsense"]);
    expect(bad.status).toBe(2);
  });
});

describe("rightsdesk contracts pdf against a live server", () => {
  it("draws the contract from its template and writes the PDF, warning of unfilled placeholders", async () => {
    const snippet = await api.createContractSnippet({
      body: { name: "CLI Body", partType: "Body", content: richDocOf("This contract is {{contractTitle}}.") },
    });
    const template = await api.createContractTemplate({
      body: {
        name: "CLI Template",
        family: "NON UNION",
        parts: [
          { partType: "Header", kind: "F", content: richDocOf("Fitting fee {{fittingFee}}") },
          { partType: "Body", kind: "S", snippetId: snippet.id },
        ],
      },
    });
    const contract = await api.createContract({
      body: {
        title: "PDF Spot",
        family: "NON UNION",
        agreement: "CREATOR",
        talentId: talents[0]?.id ?? 0,
        contractDate: today,
        templateId: template.id,
      },
    });
    const out = live.pathTo("drawn.pdf");
    const result = await run(["contracts", "pdf", contract.contractNumber, "--out", out]);
    expect(result.status, result.err).toBe(0);
    expect(result.err).toContain("Fitting fee");
    const bytes = await fs.readFile(out);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");

    const byId = await run(["contracts", "pdf", String(contract.id), "--out", live.pathTo("by-id.pdf")]);
    expect(byId.status, byId.err).toBe(0);
    const missing = await run(["contracts", "pdf", "CT99999"]);
    expect(missing.status).toBe(1);
    expect(missing.err).toContain("CT99999");
  });
});
