import { describe, expect, it } from "vitest";
import { call, expectError, expectOk } from "../testing/admin-fixtures.js";
import { addReportItem, castData, createReport, reportWorld } from "../testing/completion-report-fixtures.js";
import { getContract } from "../testing/contract-fixtures.js";
import { getElement } from "../testing/element-fixtures.js";
import { createPerson } from "../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { testDatabaseKind } from "../testing/test-database.js";
import { useSignedInApp } from "../testing/use-test-app.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-02T10:00:00Z") },
);

describe(`records that completion reports and contracts name, on ${testDatabaseKind()}`, () => {
  it("refuses deleting an element a report names, naming the report, until the report lets it go", async () => {
    const { asset, song } = await reportWorld(t, admin);
    const report = await createReport(t, admin, asset.id);
    const item = await addReportItem(t, admin, report.id, "Element", { elementId: song.id });
    expectOk(await call(t, admin, "POST", `/Element/Archive/${song.id}`, {}));

    const refused = expectError(
      await call(t, admin, "DELETE", `/Element/${song.id}`),
      409,
      "DependencyError",
    );
    expect(refused.message).toBe(
      `Element EL-${song.id} "Sunrise Drive" cannot be deleted: it is named by the completion report ` +
        `${report.code} "Harvest Crunch :30 final" (Elements). Remove it there first.`,
    );
    expect(refused.errors).toEqual([
      { field: "dependants", message: `Harvest Crunch :30 final (${report.code}) — Elements` },
    ]);
    expect((await getElement(t, admin, song.id)).title).toBe("Sunrise Drive");

    expectOk(await call(t, admin, "DELETE", `/CompletionReport/Element/${item.id}`));
    expectOk(await call(t, admin, "DELETE", `/Element/${song.id}`));
    expectError(await call(t, admin, "POST", `/Element/GetById/${song.id}`, {}), 404, "NotFound");
  });

  it("refuses deleting a talent contract a report's cast names, naming the report, until the cast lets it go", async () => {
    const { asset, jo, contract } = await reportWorld(t, admin);
    expect(contract.status).toBe("Draft");
    const report = await createReport(t, admin, asset.id);
    const cast = await addReportItem(
      t,
      admin,
      report.id,
      "Cast",
      castData(jo.id, { contractId: contract.id }),
    );

    const refused = expectError(
      await call(t, admin, "DELETE", `/Contract/${contract.id}`),
      409,
      "DependencyError",
    );
    expect(refused.message).toContain(
      `"Spring spot principal" cannot be deleted: it is named by the completion report ${report.code}`,
    );
    expect(refused.errors?.map((error) => error.message)).toEqual([
      `Harvest Crunch :30 final (${report.code}) — Cast`,
    ]);
    expect((await getContract(t, admin, contract.id)).id).toBe(contract.id);

    const edited = await call(t, admin, "PUT", `/CompletionReport/Cast/${cast.id}`, {
      data: castData(jo.id),
      version: cast.version,
    });
    expect(expectOk(edited)).toMatchObject({ id: cast.id });
    expectOk(await call(t, admin, "DELETE", `/Contract/${contract.id}`));
    expectError(await call(t, admin, "POST", `/Contract/GetById/${contract.id}`, {}), 404, "NotFound");
  });

  it("refuses deleting an agent a talent contract's agent representation names, naming the contract", async () => {
    const { contract } = await reportWorld(t, admin);
    const agent = await createPerson(t, admin, "Ada", "Agent", ["AGENT"]);
    const item = expectOk(
      await call(t, admin, "POST", `/Contract/AgentRepresentation/Save/${contract.id}`, {
        data: { agentPersonId: agent.id, commissionPercent: 10 },
      }),
    ) as { id: number };
    expectOk(await call(t, admin, "POST", `/People/Archive/${agent.id}`, {}));

    const refused = expectError(
      await call(t, admin, "DELETE", `/People/${agent.id}`),
      409,
      "DependencyError",
    );
    expect(refused.errors).toEqual([
      {
        field: "dependants",
        message: `${contract.title} (${contract.contractNumber}) — Agent representation`,
      },
    ]);

    expectOk(await call(t, admin, "DELETE", `/Contract/AgentRepresentation/${item.id}`));
    expectOk(await call(t, admin, "DELETE", `/People/${agent.id}`));
  });
});
