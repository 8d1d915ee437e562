import ExcelJS from "exceljs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CastEmailDetailsSchema, CompletionReportDetailSchema } from "@rightsdesk/domain";
import { queryRows } from "../../db/rows.js";
import { pdfPagesText } from "../../pdf/pdf-text.js";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { answerWithoutId, createClient, fullRightsUserOf } from "../../testing/client-fixtures.js";
import {
  addReportItem,
  assetCast,
  assetRecord,
  castData,
  createReport,
  getReport,
  reportWorld,
} from "../../testing/completion-report-fixtures.js";
import { createCompany } from "../../testing/company-fixtures.js";
import { addPersonItem, createPerson } from "../../testing/person-fixtures.js";
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

/** What Submit may change on a spot: its cast, crew, locations, links, status and version. */
async function spotState(assetId: number) {
  const [state] = await queryRows(
    t.database.db,
    sql`select
      (select coalesce(json_agg(i order by i.id), '[]') from record_items i where i.owner_type = 'asset' and i.owner_id = ${assetId}) as items,
      (select coalesce(json_agg(l order by l.element_id), '[]') from asset_elements l where l.asset_id = ${assetId}) as links,
      (select row_to_json(a) from assets a where a.id = ${assetId}) as asset`,
  );
  return JSON.stringify(state);
}

/** A report on the spot with two contracted performers and a licensed song: ready to submit. */
async function readyReport() {
  const world = await reportWorld(t, admin);
  await world.licence();
  const report = await createReport(t, admin, world.asset.id);
  await addReportItem(t, admin, report.id, "Cast", castData(world.jo.id));
  const kim = await createPerson(t, admin, "Kim", "Boom");
  await addReportItem(t, admin, report.id, "Cast", castData(kim.id, { role: "Boom", editedOut: true }));
  await addReportItem(t, admin, report.id, "Element", { elementId: world.song.id });
  await addReportItem(t, admin, report.id, "Location", {
    shootType: "Filming",
    name: "Stage 4",
    city: "Burbank",
  });
  return { ...world, kim, report };
}

const submit = async (id: number, version?: number) =>
  call(t, admin, "POST", `/CompletionReport/Submit/${id}`, {
    version: version ?? (await getReport(t, admin, id)).version,
  });

describe(`submitting a completion report on ${testDatabaseKind()}`, () => {
  it("leaves the spot exactly as it was when the last cast row breaks a constraint half-way", async () => {
    const { asset, report } = await readyReport();
    const before = await spotState(asset.id);
    // A rule of the database the last performer's row breaks, after the first was written.
    await t.database.db.execute(
      sql.raw(`alter table record_items add constraint no_boom_role
        check (owner_type <> 'asset' or coalesce(data->>'role', '') <> 'Boom') not valid`),
    );
    try {
      const answer = await submit(report.id);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    } finally {
      await t.database.db.execute(sql.raw("alter table record_items drop constraint no_boom_role"));
    }
    expect(await spotState(asset.id)).toBe(before);
    expect(await getReport(t, admin, report.id)).toMatchObject({ stage: "draft", status: "INCOMPLETE" });

    // Without the rule, the same submit goes through and the spot follows.
    expect(expectOk(await submit(report.id))).toMatchObject({ stage: "submitted" });
    expect((await assetCast(t, admin, asset.id)).map((item) => item.data["role"])).toEqual(["Mom", "Boom"]);
    expect((await assetRecord(t, admin, asset.id)).status).toBeTruthy();
    const locations = expectOk(await call(t, admin, "POST", `/Asset/Location/GetAll/${asset.id}`, {})) as {
      records: { data: Record<string, unknown> }[];
    };
    expect(locations.records.map((item) => item.data)).toMatchObject([
      { shootType: "Filming", name: "Stage 4", locationNumber: "Filming 1" },
    ]);
  });

  it("refuses a cast member archived meanwhile and a stale version, naming the field, and changes nothing", async () => {
    const { asset, kim, report } = await readyReport();
    const before = await spotState(asset.id);
    const version = (await getReport(t, admin, report.id)).version;
    const stale = expectError(await submit(report.id, version - 1), 400, "InvalidData");
    expect(stale.errors?.[0]?.field).toBe("version");

    expectOk(await call(t, admin, "POST", `/People/Archive/${kim.id}`, {}));
    const archived = expectError(await submit(report.id, version), 400, "InvalidData");
    expect(archived.errors?.[0]).toMatchObject({ field: "personId" });
    expect(archived.message).toContain("Kim Boom");
    expect(await spotState(asset.id)).toBe(before);
    expect((await getReport(t, admin, report.id)).stage).toBe("draft");
  });

  it("exports the cast with union, category and scale as PDF and XLSX", async () => {
    const { report } = await readyReport();
    const download = (format: string, include = "") =>
      t.call({
        method: "GET",
        path: `/CompletionReport/Export/${report.id}?format=${format}${include ? `&include=${include}` : ""}`,
        token: admin,
      });
    const pdf = await download("pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(`completion-report-${report.code}.pdf`);
    const text = (await pdfPagesText(pdf.rawPayload)).join("\n");
    expect(text).toContain("Jo Star");
    expect(text).toContain("SAG-AFTRA");
    expect(text).toContain("Principal");
    expect(text).toContain("$782.75");

    const xlsx = await download("xlsx", "cast");
    expect(xlsx.headers["content-disposition"]).toContain(`completion-report-${report.code}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Cast"]);
    const rows = workbook.worksheets[0]?.getSheetValues().slice(1) as unknown[][];
    expect(rows.map((row) => row.slice(1, 7))).toEqual([
      ["Performer", "Union", "Category", "Camera", "Role", "Scale"],
      ["Jo Star", "SAG-AFTRA", "Principal", "On camera", "Mom", "$782.75"],
      ["Kim Boom", "SAG-AFTRA", "Principal", "On camera", "Boom", "$782.75"],
    ]);

    const wrong = await t.call({
      method: "GET",
      path: `/CompletionReport/Export/${report.id}?format=doc`,
      token: admin,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it("duplicates a report as a new draft, and answers a performer's and their agent's e-mail", async () => {
    const { jo, contract, report } = await readyReport();
    const copy = CompletionReportDetailSchema.parse(
      expectOk(await call(t, admin, "POST", `/CompletionReport/Duplicate/${report.id}`, {})),
    );
    expect(copy).toMatchObject({ name: `${report.name} (copy)`, stage: "draft", castCount: 2 });
    expect(copy.id).not.toBe(report.id);

    const agent = await createPerson(t, admin, "Ada", "Agent", ["AGENT"], { email: "ada@agency.example" });
    const agency = await createCompany(t, admin, "Stars Agency", "AGENT/REPRESENTATIVE");
    await addPersonItem(t, admin, "AgentContact", jo.id, {
      kind: "TALENT AGENT",
      companyId: agency.id,
      agentPersonId: agent.id,
      isPrimary: true,
    });
    const details = CastEmailDetailsSchema.parse(
      expectOk(
        await call(
          t,
          admin,
          "GET",
          `/CompletionReport/CastEmailDetails?completionReportId=${report.id}&personId=${jo.id}&contractId=${contract.id}`,
        ),
      ),
    );
    expect(details).toMatchObject({
      performer: { id: jo.id, name: "Jo Star" },
      agent: { id: agent.id, name: "Ada Agent", email: "ada@agency.example" },
      contract: { id: contract.id },
    });
    expect(details.subject).toContain(report.code);
    const stranger = await createPerson(t, admin, "No", "Cast");
    const notCast = await call(
      t,
      admin,
      "GET",
      `/CompletionReport/CastEmailDetails?completionReportId=${report.id}&personId=${stranger.id}`,
    );
    expect(expectError(notCast, 400, "InvalidData").errors?.[0]?.field).toBe("personId");
  });

  it("keeps another client's report out of sight: its id answers like a missing one", async () => {
    const { report } = await readyReport();
    const bravo = await createClient(t, admin, "Bravo Brands");
    const userB = (await fullRightsUserOf(t, admin, bravo, "bravo")).token;
    const theirs = await call(t, userB, "POST", `/CompletionReport/GetById/${report.id}`, {});
    const missing = await call(t, userB, "POST", "/CompletionReport/GetById/999999", {});
    expect(theirs.status).toBe(404);
    expect(answerWithoutId(theirs, report.id)).toEqual(answerWithoutId(missing, 999999));
    const list = expectOk(await call(t, userB, "POST", "/CompletionReport/GetBy", {})) as {
      totalRecords: number;
    };
    expect(list.totalRecords).toBe(0);
  });
});
