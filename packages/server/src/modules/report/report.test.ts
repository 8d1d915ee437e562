import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ReportCatalogueSchema, ReportRunResultSchema, codeLabel, type ReportRow } from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { DEMO_SEED_DAY, useDemoApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept, READ_ONLY } from "../../testing/test-users.js";
import { EXPORT_CHUNK_ROWS, setExportChunkRowsForTests } from "./report-repository.js";

/**
 * The twelve reports on the demo data, seeded on 2025-06-02 and read on that day (unless a test
 * moves the clock). The demo spots' dates are relative to the seed day, the contracts' are fixed:
 *
 * - assets 1 Harvest Crunch :30 (earliest 07-12, sync licence; MPU 2026-10-22), 2 its :15 cutdown
 *   (06-22, cable right), 3 Summer Breeze :30 (EXPIRED: Keiko's holding fees pay only through cycle
 *   6, which ended 05-23; MPU 11-23), 4 Winter Glow :60 (EXPIRED (ELEMENT); MPU 2026-09-16);
 * - fixed cycles (91 days from each session): Rosa 2024-11-14, paid through cycle 3 (to 08-13);
 *   Jonah and Keiko 2023-11-25, paid through cycles 7 (to 08-22) and 6 (to 05-23); Walter
 *   2024-09-17, paid through cycle 9;
 * - use rights (covered through) 1 Rosa 08-13, 2 digital 2026-05-12, 3 cutdown cable 06-22,
 *   4 Jonah 08-22, 5 Keiko 05-23 (past), 6 Walter 2026-12-14, 7 Rosa's cable right from CT00002
 *   (her cycle 3) 08-13;
 * - elements 1 Golden Fields (07-12), 2 Sunlit kitchen (2034), 3 City at dusk (expired);
 * - contracts CT00001/2 union (2026-12-31), CT00003 influencer (2025-11-15), CT00004 MSA
 *   (2027-01-09), CT00005 voided; GTY0001 on CT00002 ends 2026-03-31 with GR000002 (09-01) and
 *   GR000003 (2026-01-01) unpaid.
 */
let t: TestApp;
let admin: string;
useDemoApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
);

async function run(reportType: string, body: Record<string, unknown> = {}, token = admin) {
  return ReportRunResultSchema.parse(
    expectOk(await call(t, token, "POST", `/Report/${reportType}/GetBy`, { query: {}, ...body })),
  );
}

const ids = (rows: readonly ReportRow[]) => rows.map((row) => row.id);

async function exportFile(reportType: string, body: Record<string, unknown>) {
  const response = await t.call({
    method: "POST",
    path: `/Report/${reportType}/Export`,
    token: admin,
    body: { query: {}, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

/** The lines of a CSV export, after its byte-order mark. */
const csvLines = (csv: { rawPayload: Buffer }) =>
  csv.rawPayload.toString("utf8").slice(1).trimEnd().split("\r\n");

/** A use-rights-expiring row as its CSV export writes it: US dates, blanks where nothing is set. */
function useRightCsvLine(row: ReportRow): string {
  const us = (day: unknown) =>
    typeof day === "string" ? `${day.slice(5, 7)}/${day.slice(8)}/${day.slice(0, 4)}` : "";
  return [
    row["adId"],
    row["assetTitle"],
    // Codes are written in words, as the screen shows them.
    codeLabel(String(row["useRightType"])),
    codeLabel(String(row["mediaType"])),
    row["performer"] ?? "",
    row["contractNumber"] ?? "",
    us(row["startCycleDate"]),
    us(row["cycleExpireDate"]),
    row["daysLeft"],
  ].join(",");
}

describe(`reports on ${testDatabaseKind()}`, () => {
  it("lists the twelve reports for a caller who may read every module", async () => {
    const catalogue = ReportCatalogueSchema.parse(expectOk(await call(t, admin, "GET", "/Report/GetAll")));
    expect(catalogue.records).toHaveLength(12);
    expect(catalogue.records[0]).toMatchObject({ key: "active-asset", window: "none" });
  });

  it("active asset: assets in force today, soonest end first", async () => {
    const result = await run("active-asset");
    expect(result).toMatchObject({ today: "2025-06-02", from: null, to: null, totalRecords: 2 });
    expect(ids(result.records)).toEqual([2, 1]);
    expect(result.records[1]).toEqual({
      id: 1,
      linkId: 1,
      adId: "RDHC2201000",
      assetTitle: "Harvest Crunch :30",
      assetType: expect.any(String) as string,
      advertiser: null,
      status: "ACTIVE",
      earliestExpireDate: "2025-07-12",
      earliestExpireReason: "Golden Fields: Synchronization licence",
      expireMpuEndDate: "2026-10-22",
    });
  });

  it("asset expiration: MPU ends in the window, the window's last day included", async () => {
    expect((await run("asset-expiration")).records).toEqual([]);
    const result = await run("asset-expiration", { withinDays: 174 });
    expect(result).toMatchObject({ from: "2025-06-02", to: "2025-11-23", totalRecords: 1 });
    expect(result.records).toMatchObject([
      { id: 3, adId: "RDSB2505000", expireMpuEndDate: "2025-11-23", daysLeft: 174 },
    ]);
    expect((await run("asset-expiration", { withinDays: 173 })).records).toEqual([]);
  });

  it("asset earliest expiration: the cutdown, not the lapsed Summer Breeze or the expired Winter Glow", async () => {
    const result = await run("asset-earliest-expiration");
    expect(result.records).toMatchObject([
      {
        id: 2,
        adId: "RDHC2201001",
        earliestExpireDate: "2025-06-22",
        earliestExpireReason: "CABLE TV",
        daysLeft: 20,
      },
    ]);
  });

  it("cast expiration: each cast member's first end still ahead, with agent and session fee", async () => {
    // Keiko Lindqvist's cover ended 05-23 (cycle 7 unpaid): nothing of hers ends ahead.
    expect(ids((await run("cast-expiration")).records)).toEqual([]);
    const result = await run("cast-expiration", { withinDays: 82 });
    expect(result.records).toEqual([
      {
        id: 168,
        linkId: 1,
        performer: "Rosa Quintero",
        performerCategory: "PRINCIPAL",
        role: "Baker",
        assetTitle: "Harvest Crunch :30",
        adId: "RDHC2201000",
        agent: "Daniel Ross",
        compensation: 82230,
        expireDate: "2025-08-13",
        expireReason: "Use right cycle ends",
        daysLeft: 72,
      },
      expect.objectContaining({
        id: 169,
        performer: "Jonah Whitaker",
        agent: "Stellan Ross Talent Agency",
        expireDate: "2025-08-22",
      }),
    ]);
  });

  it("next holding fee due: the oldest owed first, however overdue", async () => {
    const result = await run("next-holding-fee-due");
    expect(result.records).toEqual([
      {
        id: 170,
        linkId: 3,
        performer: "Keiko Lindqvist",
        performerCategory: "VOICE OVER",
        union: "SAG AFTRA",
        assetTitle: "Summer Breeze :30",
        adId: "RDSB2505000",
        cycleNumber: 7,
        dueDate: "2025-05-24",
        cycleExpire: "2025-08-22",
        // No confirmed off-camera figure ships; the demo client's rate card has one for year 1.
        holdingFee: 61800,
        daysLeft: -9,
      },
    ]);
    // Rosa's cycle 4 falls due 08-14 (her contract's fee); Jonah's cycle 8 on 08-23.
    const later = await run("next-holding-fee-due", { withinDays: 82 });
    expect(later.records.map((row) => [row.id, row.cycleNumber, row.dueDate, row.holdingFee])).toEqual([
      [170, 7, "2025-05-24", 61800],
      [168, 4, "2025-08-14", 82230],
      [169, 8, "2025-08-23", 82230],
    ]);
  });

  it("use rights expiring: the cutdown's cable right (Keiko's lapsed before today)", async () => {
    const result = await run("use-rights-expiring");
    expect(result.records).toEqual([
      {
        id: 3,
        linkId: 2,
        adId: "RDHC2201001",
        assetTitle: "Harvest Crunch :15 cutdown",
        useRightType: "CABLE",
        mediaType: "TV",
        performer: null,
        contractNumber: null,
        startCycleDate: "2025-03-24",
        cycleExpireDate: "2025-06-22",
        daysLeft: 20,
      },
    ]);
    const later = await run("use-rights-expiring", { withinDays: 82 });
    expect(later.records.map((row) => [row.id, row.cycleExpireDate])).toEqual([
      [3, "2025-06-22"],
      [1, "2025-08-13"],
      [7, "2025-08-13"],
      [4, "2025-08-22"],
    ]);
  });

  it("guarantee expiring: GTY0001 with the two unpaid installments", async () => {
    expect((await run("guarantee-expiring")).records).toEqual([]);
    const result = await run("guarantee-expiring", { withinDays: 365 });
    expect(result.records).toEqual([
      {
        id: 1,
        linkId: 2,
        guaranteeNumber: "GTY0001",
        contractNumber: "CT00002",
        contractTitle: "Spring launch principal (April session)",
        talent: "Rosa Quintero",
        endDate: "2026-03-31",
        amount: 300000,
        unpaid: 200000,
        daysLeft: 302,
      },
    ]);
  });

  it("active elements and element expiration", async () => {
    expect(ids((await run("active-elements")).records)).toEqual([1, 2]);
    expect((await run("active-elements")).records[0]).toMatchObject({
      elementTitle: "Golden Fields",
      vendor: "Meadowlark Music Publishing",
      earliestExpireReason: "Golden Fields: Synchronization licence",
    });
    expect((await run("element-expiration")).records).toEqual([]);
    expect((await run("element-expiration", { withinDays: 45 })).records).toMatchObject([
      { id: 1, earliestExpireDate: "2025-07-12", daysLeft: 40 },
    ]);
  });

  it("talent and MSA contract expiration leave the voided contract out", async () => {
    expect((await run("talent-contract-expiration")).records).toEqual([]);
    const talent = await run("talent-contract-expiration", { withinDays: 600 });
    expect(talent.records.map((row) => row["contractNumber"])).toEqual(["CT00003", "CT00001", "CT00002"]);
    expect(talent.records[0]).toMatchObject({ family: "NON UNION", talent: "Ava Brooks", daysLeft: 166 });
    const msa = await run("msa-contract-expiration", { withinDays: 600 });
    expect(msa.records).toMatchObject([
      {
        id: 4,
        contractNumber: "CT00004",
        vendor: "Ledgerline Talent Payroll, Inc.",
        expirationDate: "2027-01-09",
      },
    ]);
  });

  it("guarantee tracking: unpaid payments due in the window, overdue ones included", async () => {
    expect((await run("guarantee-tracking")).records).toEqual([]);
    expect((await run("guarantee-tracking", { withinDays: 100 })).records).toMatchObject([
      {
        id: 2,
        linkId: 2,
        recordNumber: "GR000002",
        guaranteeNumber: "GTY0001",
        dueDate: "2025-09-01",
        amount: 100000,
        daysLeft: 91,
      },
    ]);
    t.setNow(new Date("2025-10-01T23:59:00Z"));
    try {
      const later = (await t.signIn()).token;
      const overdue = await run("guarantee-tracking", {}, later);
      expect(overdue).toMatchObject({ today: "2025-10-01", to: "2025-10-31" });
      expect(overdue.records).toMatchObject([{ id: 2, daysLeft: -30 }]);
    } finally {
      t.setNow(DEMO_SEED_DAY);
    }
  });

  it("filters, sorts and pages a report on its columns", async () => {
    const all = await run("use-rights-expiring", { withinDays: 100 });
    expect(ids(all.records)).toEqual([3, 1, 7, 4]);
    const page = await run("use-rights-expiring", { withinDays: 100, query: { pageSize: 2, pageNumber: 1 } });
    expect(page).toMatchObject({ totalRecords: 4 });
    expect(ids(page.records)).toEqual([7, 4]);
    const byAdId = await run("use-rights-expiring", {
      withinDays: 100,
      query: { sortField: "adId", sortDescending: true },
    });
    expect(ids(byAdId.records)).toEqual([4, 3, 1, 7]);
    const descending = await run("use-rights-expiring", { withinDays: 100, query: { sortDescending: true } });
    expect(ids(descending.records)).toEqual([4, 1, 7, 3]);
    const rosa = await run("use-rights-expiring", {
      withinDays: 100,
      query: { filters: [{ property: "performer", operator: "cn", value: "quintero" }] },
    });
    expect(ids(rosa.records)).toEqual([1, 7]);
    const contract = await run("use-rights-expiring", {
      withinDays: 100,
      query: { filters: [{ property: "contractNumber", operator: "eq", value: "ct00002" }] },
    });
    expect(ids(contract.records)).toEqual([7]);
    // An older name of a catalogue media filters as the catalogue's.
    const media = (value: string) =>
      run("use-rights-expiring", {
        withinDays: 100,
        query: { filters: [{ property: "mediaType", operator: "eq", value }] },
      });
    expect(ids((await media("TV COMMERCIAL")).records)).toEqual(ids((await media("TV")).records));
    expect(ids((await media("TV")).records)).toEqual([3, 1, 7, 4]);
    const soon = await run("use-rights-expiring", {
      withinDays: 100,
      query: { filters: [{ property: "daysLeft", operator: "lte", value: 20 }], sortField: "id" },
    });
    expect(ids(soon.records)).toEqual([3]);
    const computed = await run("cast-expiration", {
      withinDays: 80,
      query: { filters: [{ property: "compensation", operator: "gt", value: 0 }] },
    });
    expect(ids(computed.records)).toEqual([168]);

    const bad = await call(t, admin, "POST", "/Report/use-rights-expiring/GetBy", {
      query: { filters: [{ property: "colour", operator: "eq", value: "red" }] },
    });
    expect(expectError(bad, 400, "InvalidData").errors?.[0]?.field).toBe("filters.0.property");
    const tooFar = await call(t, admin, "POST", "/Report/use-rights-expiring/GetBy", {
      query: {},
      withinDays: 4000,
    });
    expect(expectError(tooFar, 400, "InvalidData").errors?.[0]?.field).toBe("withinDays");
  });

  it("exports the whole result as CSV and XLSX, equal to every page put together, and a PDF", async () => {
    const pages = [0, 1, 2].map((pageNumber) =>
      run("use-rights-expiring", { withinDays: 100, query: { pageSize: 2, pageNumber } }),
    );
    const rows = (await Promise.all(pages)).flatMap((page) => page.records);
    expect(rows).toHaveLength(4);

    const csv = await exportFile("use-rights-expiring", {
      withinDays: 100,
      format: "csv",
      query: { pageSize: 2 },
    });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toContain("use-rights-expiring-2025-06-02.csv");
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(csv);
    expect(lines[0]).toBe(
      "Ad-ID,Asset title,Use right,Media,Performer,Contract,Cycle start,Cycle ends,Days left",
    );
    expect(lines.slice(1)).toEqual(rows.map(useRightCsvLine));

    const xlsx = await exportFile("use-rights-expiring", { withinDays: 100, format: "xlsx" });
    expect(xlsx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Use rights expiring");
    expect(sheet).toBeDefined();
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      "Ad-ID",
      "Asset title",
      "Use right",
      "Media",
      "Performer",
      "Contract",
      "Cycle start",
      "Cycle ends",
      "Days left",
    ]);
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet?.rowCount).toBe(5);
    rows.forEach((row, index) => {
      const cells = values(index + 2);
      expect(cells[0]).toBe(row["adId"]);
      expect(cells[4] ?? null).toBe(row["performer"]);
      expect(cells[7]).toEqual(new Date(`${String(row["cycleExpireDate"])}T00:00:00Z`));
      expect(cells[8]).toBe(row["daysLeft"]);
    });
    expect(sheet?.getRow(2).getCell(8).numFmt).toBe("mm/dd/yyyy");

    const money = await exportFile("guarantee-expiring", { withinDays: 365, format: "xlsx" });
    const moneyBook = new ExcelJS.Workbook();
    await moneyBook.xlsx.load(money.rawPayload as unknown as ArrayBuffer);
    const amount = moneyBook.getWorksheet("Guarantee expiring")?.getRow(2).getCell(6);
    expect(amount?.value).toBe(3000);
    expect(amount?.numFmt).toBe('"$"#,##0.00');
    const moneyCsv = await exportFile("guarantee-expiring", { withinDays: 365, format: "csv" });
    expect(moneyCsv.rawPayload.toString("utf8")).toContain(",3000.00,2000.00,302");

    const pdf = await exportFile("use-rights-expiring", { withinDays: 100, format: "pdf" });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 4).toString("latin1")).toBe("%PDF");
  });

  it("exports every row once, in the screen's order, across chunk boundaries in every sort", async () => {
    const adIdOf = async (body: Record<string, unknown>) => {
      const csv = await exportFile("use-rights-expiring", { ...body, format: "csv" });
      return csvLines(csv)
        .slice(1)
        .map((line) => line.split(",").slice(0, 9).join(","));
    };
    const screenOf = async (body: Record<string, unknown>) => {
      const page = await run("use-rights-expiring", body);
      expect(page.totalRecords).toBe(page.records.length);
      return page.records.map(useRightCsvLine);
    };
    const queries: Record<string, unknown>[] = [
      {},
      { sortDescending: true },
      { sortField: "id", sortDescending: true },
      { sortField: "adId", sortDescending: true },
      { sortField: "performer" },
      { sortField: "contractNumber", sortDescending: true },
      { sortField: "daysLeft", sortDescending: true },
      { sortField: "startCycleDate" },
      { sortField: "mediaType", filters: [{ property: "daysLeft", operator: "gte", value: 10 }] },
    ];
    setExportChunkRowsForTests(2);
    try {
      for (const query of queries) {
        const body = { withinDays: 100, query };
        const screen = await screenOf(body);
        expect(screen.length, JSON.stringify(query)).toBeGreaterThan(2);
        expect(await adIdOf(body), JSON.stringify(query)).toEqual(screen);
      }
    } finally {
      setExportChunkRowsForTests(EXPORT_CHUNK_ROWS);
    }
  });

  it("counts a long report's rows without those of archived assets", async () => {
    const total = async () =>
      (await run("use-rights-expiring", { withinDays: 100, query: { pageSize: 1 } })).totalRecords;
    expect(await total()).toBe(4);
    await t.database.db.execute(sql`update assets set archived_at = now() where id = 3`);
    try {
      const all = await run("use-rights-expiring", { withinDays: 100 });
      expect(all.records.length).toBeLessThan(4);
      expect(await total()).toBe(all.records.length);
    } finally {
      await t.database.db.execute(sql`update assets set archived_at = null where id = 3`);
    }
  });

  it("needs Reports read, and read on the report's own module", async () => {
    await createTestUser(t.database.db, { userName: "no-reports", modules: rightsExcept({ Reports: null }) });
    const noReports = (await t.signIn("no-reports", TEST_USER_PASSWORD)).token;
    expectError(
      await call(t, noReports, "POST", "/Report/active-asset/GetBy", { query: {} }),
      403,
      "Unauthorized",
    );
    expectError(await call(t, noReports, "GET", "/Report/GetAll"), 403, "Unauthorized");

    await createTestUser(t.database.db, {
      userName: "no-contracts",
      modules: rightsExcept({ Reports: READ_ONLY, Contracts: null }),
    });
    const noContracts = (await t.signIn("no-contracts", TEST_USER_PASSWORD)).token;
    const denied = expectError(
      await call(t, noContracts, "POST", "/Report/guarantee-tracking/GetBy", { query: {} }),
      403,
      "Unauthorized",
    );
    expect(denied.message).toContain("Contracts");
    expectError(
      await call(t, noContracts, "POST", "/Report/msa-contract-expiration/Export", {
        query: {},
        format: "csv",
      }),
      403,
      "Unauthorized",
    );
    expect((await run("active-asset", {}, noContracts)).totalRecords).toBe(2);
    const catalogue = ReportCatalogueSchema.parse(
      expectOk(await call(t, noContracts, "GET", "/Report/GetAll")),
    );
    expect(catalogue.records.map((entry) => entry.key)).not.toContain("guarantee-tracking");
    expect(catalogue.records).toHaveLength(8);
  });
});
