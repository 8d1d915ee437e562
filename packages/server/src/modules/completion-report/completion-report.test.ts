import { describe, expect, it } from "vitest";
import {
  AuditListResultSchema,
  CompletionReportListResultSchema,
  CompletionReportReconciliationSchema,
  CompletionReportRevisionListSchema,
} from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { actFor, createClient } from "../../testing/client-fixtures.js";
import { createElement } from "../../testing/element-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import {
  addReportItem,
  assetCast,
  castData,
  createReport,
  getReport,
  reportWorld,
} from "../../testing/completion-report-fixtures.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-02T10:00:00Z") },
);

describe(`completion reports on ${testDatabaseKind()}`, () => {
  it("drafts a report, lists it, updates it and keeps its sections", async () => {
    const { asset, jo } = await reportWorld(t, admin);
    const report = await createReport(t, admin, asset.id);
    expect(report).toMatchObject({
      code: `CR${String(report.id).padStart(4, "0")}`,
      stage: "draft",
      status: "INCOMPLETE",
      assetTitle: "Harvest Crunch :30",
      version: 1,
    });
    const item = await addReportItem(t, admin, report.id, "Cast", castData(jo.id));
    expect(item).toMatchObject({ section: "Cast", data: { unionCode: "SA", scaleCents: 78_275 } });
    expect(item.labels["personId"]).toBe("Jo Star");
    expect((await getReport(t, admin, report.id)).castCount).toBe(1);

    const list = CompletionReportListResultSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/CompletionReport/GetBy", {
          filters: [{ property: "assetTitle", operator: "cn", value: "crunch" }],
        }),
      ),
    );
    expect(list.records).toMatchObject([{ id: report.id, stage: "draft", adId: "CRPT0000001" }]);

    const current = await getReport(t, admin, report.id);
    const renamed = await call(t, admin, "PUT", `/CompletionReport/${report.id}`, {
      name: "Final cut",
      assetId: asset.id,
      productionDate: "2025-05-21",
      version: current.version,
    });
    expect(expectOk(renamed)).toMatchObject({ name: "Final cut", productionDate: "2025-05-21" });
    const stale = await call(t, admin, "PUT", `/CompletionReport/${report.id}`, {
      name: "Stale",
      assetId: asset.id,
      version: current.version,
    });
    expect(expectError(stale, 400, "InvalidData").errors?.[0]?.field).toBe("version");
    expect((await getReport(t, admin, report.id)).name).toBe("Final cut");
  });

  it("refuses an unknown asset, an asset's edit version of another spot, and a twice-listed performer", async () => {
    const { asset, jo } = await reportWorld(t, admin);
    const unknown = await call(t, admin, "POST", "/CompletionReport", { name: "X", assetId: 999_999 });
    expect(expectError(unknown, 400, "InvalidData").errors?.[0]?.field).toBe("assetId");
    const other = await createAsset(t, admin, "CRPT0000002", "Other spot");
    const wrongVersion = await call(t, admin, "POST", "/CompletionReport", {
      name: "X",
      assetId: asset.id,
      editVersionId: other.id,
    });
    expect(expectError(wrongVersion, 400, "InvalidData").errors?.[0]?.field).toBe("editVersionId");
    const list = CompletionReportListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/CompletionReport/GetBy", {})),
    );
    expect(list.totalRecords).toBe(0);

    const report = await createReport(t, admin, asset.id);
    await addReportItem(t, admin, report.id, "Cast", castData(jo.id));
    const twice = await call(t, admin, "POST", `/CompletionReport/Cast/Save/${report.id}`, {
      data: castData(jo.id),
    });
    expect(expectError(twice, 400, "InvalidData").errors?.[0]?.field).toBe("personId");
    expect((await getReport(t, admin, report.id)).castCount).toBe(1);

    // A performer the report lists is not deleted from under it.
    expectOk(await call(t, admin, "POST", `/People/Archive/${jo.id}`, {}));
    const gone = expectError(await call(t, admin, "DELETE", `/People/${jo.id}`), 409, "DependencyError");
    expect(JSON.stringify(gone.errors)).toContain(report.code);
  });

  it("names a cast member's contract and an element by number and title, in the items and in the log", async () => {
    const { asset, jo, contract, song } = await reportWorld(t, admin);
    const report = await createReport(t, admin, asset.id);
    const cast = await addReportItem(
      t,
      admin,
      report.id,
      "Cast",
      castData(jo.id, { contractId: contract.id }),
    );
    expect(cast.labels["contractId"]).toBe(`${contract.contractNumber} · Spring spot principal`);
    expect(contract.contractNumber).toMatch(/^CT\d{5}$/);
    const element = await addReportItem(t, admin, report.id, "Element", { elementId: song.id });
    expect(element.labels["elementId"]).toBe("Sunrise Drive");

    const logs = AuditListResultSchema.parse(
      expectOk(await call(t, admin, "POST", `/CompletionReport/Logs/GetBy/${report.id}`, {})),
    );
    const changes = logs.records.flatMap((entry) => entry.changes);
    expect(changes).toContainEqual({
      field: "Cast.contractId",
      from: null,
      to: `${contract.contractNumber} · Spring spot principal`,
    });
    expect(changes).toContainEqual({
      field: "Element.elementId",
      from: null,
      to: `Sunrise Drive (EL-${song.id})`,
    });
  });

  it("refuses an element or a contract that does not exist, or is another client's, naming the field", async () => {
    const { asset, jo } = await reportWorld(t, admin);
    const report = await createReport(t, admin, asset.id);
    const unknown = expectError(
      await call(t, admin, "POST", `/CompletionReport/Element/Save/${report.id}`, {
        data: { elementId: 999_999 },
      }),
      400,
      "InvalidData",
    );
    expect(unknown.errors).toEqual([
      { field: "data.elementId", message: "There is no element with id 999999." },
    ]);
    const noContract = expectError(
      await call(t, admin, "POST", `/CompletionReport/Cast/Save/${report.id}`, {
        data: castData(jo.id, { contractId: 999_999 }),
      }),
      400,
      "InvalidData",
    );
    expect(noContract.errors?.[0]?.field).toBe("data.contractId");

    const own = (expectOk(await call(t, admin, "GET", "/User/Client")) as { client: { id: number } }).client
      .id;
    await actFor(t, admin, await createClient(t, admin, "Other agency"));
    const theirs = await createElement(t, admin, "Their jingle");
    await actFor(t, admin, own);
    const foreign = expectError(
      await call(t, admin, "POST", `/CompletionReport/Element/Save/${report.id}`, {
        data: { elementId: theirs.id },
      }),
      400,
      "InvalidData",
    );
    expect(foreign.errors).toEqual([
      { field: "data.elementId", message: `There is no element with id ${theirs.id}.` },
    ]);
  });

  it("refuses Submit naming every gap, submits once reconciled, and writes the cast onto the spot", async () => {
    const { asset, jo, al, song, licence } = await reportWorld(t, admin);
    const report = await createReport(t, admin, asset.id);
    await addReportItem(t, admin, report.id, "Cast", castData(jo.id));
    const { performanceType: _camera, ...voice } = castData(al.id, { role: "Dad", performerCategory: "VO" });
    await addReportItem(t, admin, report.id, "Cast", voice);
    await addReportItem(t, admin, report.id, "Element", { elementId: song.id, terms: "Sync, 1 year" });
    await addReportItem(t, admin, report.id, "Crew", {
      personId: (await crewMember()).id,
      position: "Gaffer",
    });

    const gaps = CompletionReportReconciliationSchema.parse(
      expectOk(await call(t, admin, "GET", `/CompletionReport/Reconcile/${report.id}`)),
    );
    expect(gaps.canSubmit).toBe(false);
    expect(gaps.gaps.map((gap) => [gap.kind, gap.tab])).toEqual([
      ["castWithoutContract", "castList"],
      ["musicNotLicensed", "elements"],
    ]);

    const version = (await getReport(t, admin, report.id)).version;
    const refused = expectError(
      await call(t, admin, "POST", `/CompletionReport/Submit/${report.id}`, { version }),
      400,
      "InvalidData",
    );
    expect(refused.message).toContain("2 gaps");
    expect(refused.errors?.map((error) => error.field)).toEqual(["castList", "elements"]);
    expect(refused.errors?.[0]?.message).toContain("Al Lee");
    const castBefore = await assetCast(t, admin, asset.id);
    expect(castBefore.map((item) => item.data["personId"])).toEqual([jo.id]);

    // Al was cut from the spot; the song gets its licence.
    const alItem = (
      expectOk(await call(t, admin, "POST", `/CompletionReport/Cast/GetAll/${report.id}`, {})) as {
        records: { id: number; data: Record<string, unknown>; version: number }[];
      }
    ).records.find((item) => item.data["personId"] === al.id);
    expectOk(
      await call(t, admin, "PUT", `/CompletionReport/Cast/${alItem?.id}`, {
        data: { ...alItem?.data, editedOut: true },
        version: alItem?.version,
      }),
    );
    await licence();
    const submitted = expectOk(
      await call(t, admin, "POST", `/CompletionReport/Submit/${report.id}`, {
        version: (await getReport(t, admin, report.id)).version,
      }),
    );
    expect(submitted).toMatchObject({ stage: "submitted", status: "COMPLETED", submittedBy: "sysadmin" });

    const cast = await assetCast(t, admin, asset.id);
    expect(cast.map((item) => item.data)).toEqual([
      expect.objectContaining({
        personId: jo.id,
        union: "SAG AFTRA",
        performerCategory: "PRINCIPAL",
        role: "Mom",
      }),
      expect.objectContaining({
        personId: al.id,
        performerCategory: "VOICE OVER",
        performanceType: "OFF_CAMERA",
        editedOut: true,
        sessionDate: "2025-05-20",
      }),
    ]);
    const linked = expectOk(await call(t, admin, "POST", `/Asset/Element/List/${asset.id}`, {})) as {
      records: { elementId: number }[];
    };
    expect(linked.records.map((row) => row.elementId)).toEqual([song.id]);
    const crew = expectOk(await call(t, admin, "POST", `/Asset/Crew/GetAll/${asset.id}`, {})) as {
      totalRecords: number;
    };
    expect(crew.totalRecords).toBe(1);

    // A submitted report is the reference: changed only through a revision.
    const locked = await call(t, admin, "POST", `/CompletionReport/InternalNote/Save/${report.id}`, {
      data: { note: "Late change" },
    });
    expect(expectError(locked, 400, "InvalidData").message).toContain("revise it");
  });

  it("records in the revise log what changed when a revised report is submitted again", async () => {
    const { asset, jo, song, licence } = await reportWorld(t, admin);
    await licence();
    const report = await createReport(t, admin, asset.id);
    const joItem = await addReportItem(t, admin, report.id, "Cast", castData(jo.id));
    await addReportItem(t, admin, report.id, "Element", { elementId: song.id });
    const submit = async () =>
      expectOk(
        await call(t, admin, "POST", `/CompletionReport/Submit/${report.id}`, {
          version: (await getReport(t, admin, report.id)).version,
        }),
      );
    await submit();
    const revised = expectOk(
      await call(t, admin, "POST", `/CompletionReport/Revise/${report.id}`, {
        version: (await getReport(t, admin, report.id)).version,
        reason: "Scale corrected",
      }),
    );
    expect(revised).toMatchObject({ stage: "revised", status: "INCOMPLETE", revisionCount: 1 });
    expectOk(
      await call(t, admin, "PUT", `/CompletionReport/Cast/${joItem.id}`, {
        data: { ...joItem.data, scaleCents: 80_000 },
        version: joItem.version,
      }),
    );
    await submit();
    const log = CompletionReportRevisionListSchema.parse(
      expectOk(await call(t, admin, "GET", `/CompletionReport/RevisionLog/${report.id}`)),
    );
    expect(log.records).toMatchObject([
      {
        number: 1,
        reason: "Scale corrected",
        revisedBy: "sysadmin",
        resubmittedBy: "sysadmin",
        changes: {
          castChanged: [
            { personId: jo.id, name: "Jo Star", fields: [{ field: "scaleCents", from: 78_275, to: 80_000 }] },
          ],
          castAdded: [],
        },
      },
    ]);
    const twice = await call(t, admin, "POST", `/CompletionReport/Revise/${report.id}`, { version: 1 });
    expect(expectError(twice, 400, "InvalidData").errors?.[0]?.field).toBe("version");
  });
});

async function crewMember() {
  const { createPerson } = await import("../../testing/person-fixtures.js");
  return createPerson(t, admin, "Ann", "Grip", ["CREW"]);
}
