import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { toIsoDate, type Alert } from "@rightsdesk/domain";
import type { AlertView } from "@rightsdesk/domain";
import { AlertsFooter, AlertsHeading, AlertsTable, describeDaysLeft } from "./alerts-table.js";

const alert = (key: string, dueDate: string, daysLeft: number, extra: Partial<Alert> = {}): Alert => ({
  key,
  kind: "USAGE_RIGHT",
  dueDate: toIsoDate(dueDate),
  daysLeft,
  title: `Title ${key}`,
  detail: `Detail ${key}`,
  record: { type: "asset", id: 1, label: "ABCD1234000H" },
  related: null,
  companyId: null,
  daysAhead: 30,
  state: "OPEN",
  mark: null,
  ...extra,
});

/** What the table draws for a window from `from` to `to`, seen on `today`, holding these alerts. */
function drawAlerts(
  view: AlertView,
  days: { today: string; from: string; to: string },
  alerts: Alert[],
): string {
  const result = { today: toIsoDate(days.today), from: toIsoDate(days.from), to: toIsoDate(days.to) };
  const tally = {
    alerts: alerts.length,
    open: alerts.filter((a) => a.state === "OPEN").length,
    lastDueDate: null,
  };
  return (
    render(
      <>
        <AlertsHeading view={view} result={result} />
        <AlertsTable alerts={alerts} continuesDate={null} />
        <AlertsFooter tally={tally} total={null} />
      </>,
    ).lastFrame() ?? ""
  );
}

describe("the alert table", () => {
  it("says how far each due date is", () => {
    expect(describeDaysLeft(0)).toBe("due today");
    expect(describeDaysLeft(1)).toBe("in 1 day");
    expect(describeDaysLeft(12)).toBe("in 12 days");
    expect(describeDaysLeft(-1)).toBe("1 day overdue");
    expect(describeDaysLeft(-4)).toBe("4 days overdue");
  });

  it("groups the alerts by due date, in date order, each group headed with its days left", () => {
    const frame = drawAlerts("all", { today: "2026-03-02", from: "2026-01-31", to: "2026-04-01" }, [
      alert("A", "2026-02-27", -3),
      alert("B", "2026-03-02", 0),
      alert("C", "2026-03-12", 10, {
        kind: "HOLDING_FEE",
        state: "DONE",
        mark: {
          action: "DONE",
          note: null,
          by: { id: 1, name: "Sam Admin" },
          at: "2026-03-01T10:00:00Z",
        },
      }),
      alert("D", "2026-03-12", 10),
    ]);
    expect(frame).toContain("All alerts: due 01/31/2026 to 04/01/2026 (today 03/02/2026)");
    const headings = ["02/27/2026, 3 days overdue", "03/02/2026, due today", "03/12/2026, in 10 days"];
    const at = headings.map((heading) => frame.indexOf(heading));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(frame).toMatch(/Holding fee due\s+Title C\s+Detail C\s+DONE by Sam Admin\s+C/);
    expect(frame.indexOf("Title D")).toBeGreaterThan(at[2] ?? 0);
    expect(frame).toContain("4 alerts, 3 open.");
  });

  it("goes on with a due date a page before ended on, without heading it again", () => {
    const frame = render(
      <AlertsTable
        alerts={[alert("E", "2026-03-12", 10), alert("F", "2026-03-13", 11)]}
        continuesDate="2026-03-12"
      />,
    ).lastFrame();
    expect(frame).not.toContain("03/12/2026, in 10 days");
    expect(frame).toContain("03/13/2026, in 11 days");
    expect(frame?.indexOf("Title E")).toBeLessThan(frame?.indexOf("Title F") ?? 0);
  });

  it("says how many a page left unread", () => {
    const frame = render(
      <AlertsFooter tally={{ alerts: 50, open: 48, lastDueDate: null }} total={1234} />,
    ).lastFrame();
    expect(frame).toContain("50 alerts, 48 open.");
    expect(frame).toContain("The first 50 of 1,234: --all lists every one.");
  });

  it("says so when the window holds no alert", () => {
    const frame = drawAlerts(
      "use-rights-expiring",
      { today: "2026-03-02", from: "2026-01-31", to: "2026-03-07" },
      [],
    );
    expect(frame).toContain("Use rights expiring: due 01/31/2026 to 03/07/2026");
    expect(frame).toContain("No alerts in the window.");
  });
});
