import { describe, expect, it } from "vitest";
import { SearchResultSchema } from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { createClient, fullRightsUserOf } from "../../testing/client-fixtures.js";
import { addReportItem, castData, createReport } from "../../testing/completion-report-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useDemoApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";
import { escapeLike } from "../../lists/index.js";

let t: TestApp;
let admin: string;
useDemoApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
);

async function search(body: Record<string, unknown>, token = admin) {
  return SearchResultSchema.parse(expectOk(await call(t, token, "POST", "/Search", body)));
}

const labels = (result: { hits: { label: string }[] }) => result.hits.map((hit) => hit.label);

describe(`global search on ${testDatabaseKind()}`, () => {
  it("ranks an exact name, then names starting with the text, then the others, each by name", async () => {
    // "Pinebrook" is the business name of Pinebrook Foods; the division's legal name starts with it.
    const companies = await search({ type: "company", text: "pinebrook" });
    expect(companies.hits).toEqual([
      {
        type: "company",
        id: 8,
        label: "Pinebrook Foods, Inc.",
        detail: "Advertiser · Food",
        archived: false,
      },
      {
        type: "company",
        id: 17,
        label: "Pinebrook Frozen Foods Division",
        detail: "Division",
        archived: false,
      },
    ]);
    expect(companies.more).toBe(false);

    await createPerson(t, admin, "Parker", "Jones");
    const people = await search({ type: "person", text: "PARK" });
    expect(labels(people)).toEqual(["Parker Jones", "Hana Park", "Leo Park", "Mia Park"]);
    expect(people.hits[1]).toMatchObject({ detail: "Staff" });
    const limited = await search({ type: "person", text: "park", limit: 2 });
    expect(labels(limited)).toEqual(["Parker Jones", "Hana Park"]);
    expect(limited.more).toBe(true);

    const exact = await search({ type: "asset", text: "harvest crunch :30" });
    expect(exact.hits).toEqual([
      { type: "asset", id: 1, label: "Harvest Crunch :30", detail: "RDHC2201000", archived: false },
    ]);
    const byAdId = await search({ type: "asset", text: "rdhc2201001" });
    expect(byAdId.hits.map((hit) => hit.id)).toEqual([2]);
    const both = await search({ type: "asset", text: "harvest" });
    expect(labels(both)).toEqual(["Harvest Crunch :15 cutdown", "Harvest Crunch :30"]);

    const contracts = await search({ type: "contract", text: "spring launch" });
    expect(contracts.hits.map((hit) => hit.detail)).toEqual(["CT00002 · Union", "CT00001 · Union"]);
    const byNumber = await search({ type: "contract", text: "ct00004" });
    expect(byNumber.hits).toMatchObject([
      { id: 4, label: "Production services master agreement", detail: "CT00004 · MSA" },
    ]);
  });

  it("says how many of each other type match when the chosen type has few, among the types the caller reads", async () => {
    const spots = await search({ type: "asset", text: "quint" });
    expect(spots.hits).toEqual([]);
    const people = spots.elsewhere.find((other) => other.type === "person");
    expect(people?.count).toBe((await search({ type: "person", text: "quint", limit: 50 })).hits.length);
    expect(people?.count).toBeGreaterThan(0);
    expect(spots.elsewhere.every((other) => other.type !== "asset" && other.count > 0)).toBe(true);

    // Enough matches of the chosen type: no pointing elsewhere.
    expect((await search({ type: "person", text: "park" })).elsewhere).toEqual([]);

    await createTestUser(t.database.db, {
      userName: "hint-no-people",
      modules: rightsExcept({ People: null }),
    });
    const token = (await t.signIn("hint-no-people", TEST_USER_PASSWORD)).token;
    const narrowed = await search({ type: "asset", text: "quint" }, token);
    expect(narrowed.elsewhere.map((other) => other.type)).not.toContain("person");
  });

  it("flags archived records and puts them after the others", async () => {
    await createPerson(t, admin, "Irene", "Castle");
    const result = await search({ type: "person", text: "irene" });
    expect(result.hits.map((hit) => [hit.label, hit.archived])).toEqual([
      ["Irene Castle", false],
      ["Irene Castillo", true],
    ]);
  });

  it("matches % and _ literally and wants two characters", async () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
    expect((await search({ type: "asset", text: "%%" })).hits).toEqual([]);
    expect((await search({ type: "company", text: "__" })).hits).toEqual([]);
    const short = await call(t, admin, "POST", "/Search", { type: "asset", text: " a " });
    expect(expectError(short, 400, "InvalidData").errors?.[0]?.field).toBe("text");
  });

  it("needs read on each type's module", async () => {
    await createTestUser(t.database.db, { userName: "no-people", modules: rightsExcept({ People: null }) });
    const token = (await t.signIn("no-people", TEST_USER_PASSWORD)).token;
    const denied = expectError(
      await call(t, token, "POST", "/Search", { type: "person", text: "park" }),
      403,
      "Unauthorized",
    );
    expect(denied.message).toContain("People");
    expect((await search({ type: "asset", text: "harvest" }, token)).hits).toHaveLength(2);
    await createTestUser(t.database.db, {
      userName: "no-reports",
      modules: rightsExcept({ "Completion Report": null }),
    });
    const withoutReports = (await t.signIn("no-reports", TEST_USER_PASSWORD)).token;
    const refused = await call(t, withoutReports, "POST", "/Search", {
      type: "completion-report",
      text: "oats",
    });
    expect(expectError(refused, 403, "Unauthorized").message).toContain("Completion Report");
    // The demo's hero report is named after its spot: counted elsewhere only for a role that reads reports.
    const spotsText = { type: "asset", text: "harvest crunch :30 final" };
    expect((await search(spotsText)).elsewhere.map((other) => other.type)).toContain("completion-report");
    const spots = await search(spotsText, withoutReports);
    expect(spots.elsewhere.map((other) => other.type)).not.toContain("completion-report");
  });

  it("finds a completion report by its name, its spot's title or Ad-ID, or a cast member, in the caller's client", async () => {
    const spot = await createAsset(t, admin, "CRSR0000001", "Lantern Tea :30");
    const quilla = await createPerson(t, admin, "Quilla", "Brightwater");
    const report = await createReport(t, admin, spot.id, { name: "Teahouse final" });
    await addReportItem(t, admin, report.id, "Cast", castData(quilla.id));
    const hit = { type: "completion-report", id: report.id, label: "Teahouse final", archived: false };

    for (const text of ["teahouse final", "lantern tea", "crsr0000001", "brightwater"]) {
      const found = await search({ type: "completion-report", text });
      expect(found.hits, text).toEqual([{ ...hit, detail: "CRSR0000001 · Lantern Tea :30" }]);
    }
    // Searching spots for the cast member points to the report (and the person).
    const elsewhere = (await search({ type: "asset", text: "brightwater" })).elsewhere;
    expect(elsewhere).toEqual(expect.arrayContaining([{ type: "completion-report", count: 1, more: false }]));

    const clientId = await createClient(t, admin, "Search neighbours");
    const neighbour = await fullRightsUserOf(t, admin, clientId, "search-neighbour");
    const theirSpot = await createAsset(t, neighbour.token, "CRSR0000002", "Lantern Tea :15");
    const theirs = await createReport(t, neighbour.token, theirSpot.id, { name: "Teahouse cutdown" });
    expect((await search({ type: "completion-report", text: "teahouse" })).hits.map((h) => h.id)).toEqual([
      report.id,
    ]);
    const fromThere = await search({ type: "completion-report", text: "teahouse" }, neighbour.token);
    expect(fromThere.hits.map((h) => h.id)).toEqual([theirs.id]);
  });
});
