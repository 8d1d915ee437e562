import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { companyImportNames, type ImportOutcome, type RowOutcome } from "../import/send-company-import.js";
import { personImportNames } from "../import/send-person-import.js";
import { ImportProgress } from "./import-progress.js";
import { ImportReport, describeImportOutcome } from "./import-report.js";

const good = (line: number): RowOutcome => ({
  line,
  legalName: `Company ${line}`,
  status: "created",
  id: line,
  errors: [],
});
const bad: RowOutcome = {
  line: 4,
  legalName: "Rover Pet Supply",
  status: "failed",
  id: null,
  errors: [{ field: "subType", message: "Choose a sub type that belongs to the main type ADVERTISER." }],
};

function outcome(rows: RowOutcome[], flags: Partial<ImportOutcome> = {}): ImportOutcome {
  const created = rows.filter((row) => row.status === "created").length;
  const failed = rows.filter((row) => row.status === "failed").length;
  return { dryRun: false, atomic: true, committed: created > 0, created, failed, rows, ...flags };
}

describe("ImportReport", () => {
  it("names each bad row by its line and column, then says nothing was written", () => {
    const notWritten = { ...good(2), status: "not written" as const, id: null };
    const frame =
      render(<ImportReport outcome={outcome([notWritten, bad])} names={companyImportNames} />).lastFrame() ??
      "";
    expect(frame).toContain("line numbers count the header as line 1");
    expect(frame).toContain("Line 4 (Rover Pet Supply)");
    expect(frame).toContain("  subType: Choose a sub type that belongs to the main type ADVERTISER.");
    expect(frame).toContain("Nothing was written: 1 row of 2 has errors, and the import is all or nothing.");
    expect(frame).not.toContain("Line 2");
  });

  it("sums up a clean import, a partial one and dry runs", () => {
    expect(describeImportOutcome(outcome([good(2), good(3)]), companyImportNames)).toEqual([
      "Created 2 companies.",
    ]);
    expect(describeImportOutcome(outcome([good(2), bad], { atomic: false }), companyImportNames)).toEqual([
      "Created 1 company; 1 row failed and was not written.",
    ]);
    const valid = { ...good(2), status: "valid" as const, id: null };
    expect(describeImportOutcome(outcome([valid], { dryRun: true }), companyImportNames)).toEqual([
      "Dry run: all 1 row would be created. Nothing was written.",
    ]);
    expect(describeImportOutcome(outcome([valid, bad], { dryRun: true }), companyImportNames)).toEqual([
      "Dry run: 1 row of 2 has errors. Nothing was written.",
    ]);
  });
});

describe("ImportReport for people", () => {
  it("names each row by the person and counts people", () => {
    const mia = {
      line: 3,
      fullName: "Mia Park",
      status: "failed" as const,
      id: null,
      errors: [{ field: "email", message: "Line 2 has the same e-mail." }],
    };
    const created = { line: 2, fullName: "Ana Ruiz", status: "created" as const, id: 7, errors: [] };
    const partial = {
      dryRun: false,
      atomic: false,
      committed: true,
      created: 1,
      failed: 1,
      rows: [created, mia],
    };
    const frame = render(<ImportReport outcome={partial} names={personImportNames} />).lastFrame() ?? "";
    expect(frame).toContain("Line 3 (Mia Park)\n  email: Line 2 has the same e-mail.");
    expect(frame).toContain("Created 1 person; 1 row failed and was not written.");
    expect(describeImportOutcome({ ...partial, failed: 0, created: 2 }, personImportNames)).toEqual([
      "Created 2 people.",
    ]);
  });
});

describe("ImportProgress", () => {
  it("shows rows checked, then rows sent, as bars with counts", () => {
    const checking = render(<ImportProgress checked={500} total={2000} sent={0} toSend={null} />).lastFrame();
    expect(checking).toMatch(/Checking rows\s+█{8}░{22} 500\/2,000 rows \(25%\)/);
    expect(checking).not.toContain("Sending");
    const sending = render(
      <ImportProgress checked={2000} total={2000} sent={1000} toSend={1999} />,
    ).lastFrame();
    expect(sending).toContain("2,000/2,000 rows (100%)");
    expect(sending).toMatch(/Sending rows\s+█{15}░{15} 1,000\/1,999 rows \(50%\)/);
  });
});
