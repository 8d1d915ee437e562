import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "@rightsdesk/api-client";
import { addDays, toIsoDate, type AlertListResult } from "@rightsdesk/domain";
import { createSpotWithCableEnding, videoSpot } from "../testing-assets.js";
import path from "node:path";
import { runCliIn } from "../testing-server.js";
import { startClockedServer, type ClockedServer } from "./reports-test-server.js";

/** The server's day for every request: the alert window counts from it. */
const NOW = new Date("2026-03-02T15:00:00Z");
const today = toIsoDate("2026-03-02");
const RIGHT_ENDS_IN = 10;

let live: ClockedServer;
let api: ApiClient;

beforeAll(async () => {
  live = await startClockedServer("alerts", NOW);
  api = live.api;
  await createSpotWithCableEnding(
    api,
    videoSpot("ALRT0000001", "Alert Ridge :30", addDays(today, 600)),
    addDays(today, RIGHT_ENDS_IN),
    "Cable run",
  );
});
afterAll(() => live.close());

const run = (args: string[]) => live.run(args);
const rightsAlerts = ["alerts", "list", "--view", "use-rights-expiring"];

async function listJson(args: string[]): Promise<AlertListResult> {
  const result = await run(["alerts", "list", ...args, "--format", "json"]);
  expect(result.status, result.err).toBe(0);
  return JSON.parse(result.out) as AlertListResult;
}

describe("rightsdesk alerts against a live server with a fixed clock", () => {
  it("prints the server's answer as JSON, for the same days ahead", async () => {
    const printed = await listJson(["--within", "30"]);
    expect(printed).toEqual(await api.listAlerts({ body: { view: "all", withinDays: 30 } }));
    expect(printed.today).toBe(today);
    expect(printed.alerts.map((a) => [a.kind, a.dueDate, a.daysLeft])).toContainEqual([
      "USAGE_RIGHT",
      addDays(today, RIGHT_ENDS_IN),
      RIGHT_ENDS_IN,
    ]);

    const weeks = await listJson(["--view", "use-rights-expiring", "--within", "8w"]);
    expect(weeks).toEqual(await api.listAlerts({ body: { view: "use-rights-expiring", withinDays: 56 } }));
    expect(weeks.to).toBe(addDays(today, 56));

    const preferences = await listJson(["--view", "use-rights-expiring"]);
    expect(preferences).toEqual(await api.listAlerts({ body: { view: "use-rights-expiring" } }));
  });

  it("draws the alerts grouped by due date with the days left", async () => {
    const result = await run([...rightsAlerts, "--within", "30d"]);
    expect(result.status, result.err).toBe(0);
    expect(result.out).toContain("Use rights expiring: due 01/31/2026 to 04/01/2026 (today 03/02/2026)");
    expect(result.out).toContain("03/12/2026, in 10 days");
    expect(result.out).toMatch(/Use right expiring\s+.*OPEN\s+USAGE_RIGHT:/);

    const csv = await run([...rightsAlerts, "--within", "30", "--format", "csv"]);
    expect(csv.status, csv.err).toBe(0);
    const lines = csv.out.trim().split("\r\n");
    expect(lines[0]).toMatch(/^key,kind,dueDate,daysLeft,title,detail,/);
    expect(lines[1]).toContain(`USAGE_RIGHT,${addDays(today, RIGHT_ENDS_IN)},${RIGHT_ENDS_IN},`);
  });

  it("exits 0 with --fail-if-any on an empty window and 1 when an open alert is in it", async () => {
    const empty = await run([...rightsAlerts, "--within", "5", "--fail-if-any"]);
    expect(empty.status, empty.err).toBe(0);
    expect(empty.out).toContain("No alerts in the window.");

    const due = await run([...rightsAlerts, "--within", "10", "--fail-if-any", "--format", "json"]);
    expect(due.status, due.err).toBe(1);
    expect((JSON.parse(due.out) as AlertListResult).alerts).toHaveLength(1);
  });

  it("marks an alert handled, so --fail-if-any passes, and unmarks it", async () => {
    const [alert] = (await listJson([...rightsAlerts.slice(2), "--within", "10"])).alerts;
    if (!alert) throw new Error("the use right's alert is missing");

    const marked = await run(["alerts", "mark", alert.key, "renew", "--note", "Renewed for 13 weeks"]);
    expect(marked.status, marked.err).toBe(0);
    expect(marked.out).toContain("RENEW by");
    expect(marked.out).toContain("Renewed for 13 weeks");

    const handled = await listJson([...rightsAlerts.slice(2), "--within", "10", "--state", "handled"]);
    expect(handled.alerts.map((a) => [a.key, a.state, a.mark?.note])).toEqual([
      [alert.key, "RENEW", "Renewed for 13 weeks"],
    ]);
    expect((await listJson([...rightsAlerts.slice(2), "--within", "10", "--state", "open"])).alerts).toEqual(
      [],
    );
    expect((await run([...rightsAlerts, "--within", "10", "--fail-if-any"])).status).toBe(0);

    expect((await run(["alerts", "unmark", alert.key])).status).toBe(0);
    // --state handled shows none, but an open one is in the window: still 1.
    const reopened = await run([...rightsAlerts, "--within", "10", "--state", "handled", "--fail-if-any"]);
    expect(reopened.status, reopened.err).toBe(1);
    expect(reopened.out).toContain("No alerts in the window.");

    const badAction = await run(["alerts", "mark", alert.key, "ignore"]);
    expect(badAction.status).toBe(2);
  });

  it("exits 2 with --fail-if-any when it cannot ask, never 0 or 1", async () => {
    const signedOut = await live.runSignedOut([...rightsAlerts, "--fail-if-any"]);
    expect(signedOut.status).toBe(2);
    expect(signedOut.err).toContain("not signed in");
    expect((await live.runSignedOut(rightsAlerts)).status).toBe(1);

    expect((await run([...rightsAlerts, "--within", "3m", "--fail-if-any"])).status).toBe(2);
    expect((await run(["alerts", "list", "--view", "to-do-list", "--fail-if-any"])).status).toBe(2);
    expect((await run(["alerts", "list", "--state", "closed", "--fail-if-any"])).status).toBe(2);
  });

  it("streams --all page by page: every alert once, in order, each page written as it comes", async () => {
    // Six more rights ending 11 to 16 days ahead: seven alerts in the 30-day window of the view.
    for (let day = 11; day <= 16; day += 1) {
      await createSpotWithCableEnding(
        api,
        videoSpot(`ALRT00000${day}`, `Alert Ridge ${day}`, addDays(today, 600)),
        addDays(today, day),
        "Cable run",
      );
    }
    const expected = await api.listAlerts({
      body: { view: "use-rights-expiring", withinDays: 30, pageSize: 500 },
    });
    expect(expected.alerts).toHaveLength(7);
    expect(expected.nextCursor).toBeNull();
    const keys = expected.alerts.map((alert) => alert.key);
    const view = [...rightsAlerts, "--within", "30", "--all", "--page-size", "2"];

    const writes: string[] = [];
    const csv = await runCliIn(
      path.dirname(live.pathTo("session")),
      [...view, "--format", "csv"],
      {},
      {
        now: () => NOW,
        stdout: { write: (text: string) => writes.push(text) },
      },
    );
    expect(csv.status, csv.err).toBe(0);
    // Four pages of at most two, one write each, under one header.
    expect(writes).toHaveLength(4);
    const lines = writes.join("").trim().split("\r\n");
    expect(lines.filter((line) => line.startsWith("key,"))).toHaveLength(1);
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(keys);

    const json = await run([...view, "--format", "json"]);
    expect(json.status, json.err).toBe(0);
    expect(JSON.parse(json.out)).toEqual({ ...expected, nextCursor: null });

    const table = await run(view);
    expect(table.status, table.err).toBe(0);
    expect(keys.every((key) => table.out.split(key).length === 2)).toBe(true);
    expect(table.out).toContain("7 alerts, 7 open.");

    const page = await run([...rightsAlerts, "--within", "30", "--page-size", "3"]);
    expect(page.out).toContain("The first 3 of 7: --all lists every one.");
    expect((await run([...rightsAlerts, "--page-size", "0"])).status).toBe(2);
  });
});
