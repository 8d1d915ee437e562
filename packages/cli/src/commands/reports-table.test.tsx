import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { findReportDefinition, toIsoDate, type ReportDefinition } from "@rightsdesk/domain";
import { ReportTable, formatReportCell } from "./reports-table.js";

function definition(key: string): ReportDefinition {
  const report = findReportDefinition(key);
  if (!report) throw new Error(`no report ${key}`);
  return report;
}

describe("a report's table", () => {
  it("shows days as MM/DD/YYYY, money as dollars and empty cells as nothing", () => {
    const report = definition("guarantee-tracking");
    const column = (key: string) => {
      const found = report.columns.find((c) => c.key === key);
      if (!found) throw new Error(`no column ${key}`);
      return found;
    };
    expect(formatReportCell(column("dueDate"), "2026-03-07")).toBe("03/07/2026");
    expect(formatReportCell(column("amount"), 123456)).toBe("$1,234.56");
    expect(formatReportCell(column("amount"), -5)).toBe("-$0.05");
    expect(formatReportCell(column("talent"), null)).toBe("");
    expect(formatReportCell(column("daysLeft"), -3)).toBe("-3");
  });

  it("heads the rows with the window and follows them with where the page sits", () => {
    const report = definition("guarantee-tracking");
    const { lastFrame } = render(
      <ReportTable
        report={report}
        result={{
          today: toIsoDate("2026-03-02"),
          from: toIsoDate("2026-03-02"),
          to: toIsoDate("2026-04-01"),
          totalRecords: 30,
        }}
        rows={[
          {
            id: 7,
            linkId: 3,
            recordNumber: "GP-7",
            guaranteeNumber: "G-1",
            contractNumber: "CT00003",
            talent: "Ava Lane",
            dueDate: "2026-03-09",
            amount: 250000,
            daysLeft: 7,
          },
        ]}
        page={{ number: 1, size: 25 }}
      />,
    );
    const frame = lastFrame() ?? "";
    expect(frame).toContain("Guarantee tracking: 03/02/2026 to 04/01/2026 (today 03/02/2026)");
    expect(frame).toMatch(/Payment\s+Guarantee\s+Contract\s+Talent\s+Due\s+Amount\s+Days left/);
    expect(frame).toMatch(/GP-7\s+G-1\s+CT00003\s+Ava Lane\s+03\/09\/2026\s+\$2,500\.00\s+7/);
    expect(frame).toContain("Records 26–26 of 30, page 1 (pages 0–1).");
  });

  it("says so when no row matches, and gives a report without a window only its day", () => {
    const { lastFrame } = render(
      <ReportTable
        report={definition("active-asset")}
        result={{ today: toIsoDate("2026-03-02"), from: null, to: null, totalRecords: 0 }}
        rows={[]}
        page={{ number: 0, size: 25 }}
      />,
    );
    expect(lastFrame()).toContain("Active asset (today 03/02/2026)");
    expect(lastFrame()).toContain("No rows match.");
  });
});
