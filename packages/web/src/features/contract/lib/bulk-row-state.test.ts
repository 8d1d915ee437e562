import { describe, expect, it } from "vitest";
import { checkBulkRows, parseBulkCsv } from "./bulk-csv";
import {
  bulkRowState,
  bulkSummaryText,
  countBulkRows,
  createButtonLabel,
  type RowCheck,
} from "./bulk-row-state";

const rows = checkBulkRows(parseBulkCsv("talent,title\n1,A\n2,B\n3,C\n4,D\n999,E\n,F\n").drafts);
const ok: RowCheck = { outcome: "created", contractId: null, contractNumber: null, problems: [] };
const missing: RowCheck = {
  outcome: "invalid",
  contractId: null,
  contractNumber: null,
  problems: [{ row: 5, column: "talent", value: "999", message: "There is no person with id 999." }],
};

describe("where bulk rows stand", () => {
  it("counts the same rows for the summary and the button", () => {
    const states = rows
      .slice(0, 5)
      .map((row) => bulkRowState(row, row.number === 5 ? missing : ok, undefined, true));
    const counts = countBulkRows(states);
    expect(bulkSummaryText(counts)).toBe("4 ready, 1 with a problem");
    expect(createButtonLabel(counts)).toBe("Create 4 contracts");
  });

  it("keeps a row with a problem of its own out, whatever the server said", () => {
    const last = rows[5];
    if (!last) throw new Error("no row 6");
    expect(bulkRowState(last, undefined, undefined, true)).toBe("problem");
  });

  it("says a row is being checked until the server answers, and waits for complete terms", () => {
    const first = rows[0];
    if (!first) throw new Error("no row 1");
    expect(bulkRowState(first, undefined, undefined, true)).toBe("checking");
    expect(bulkRowState(first, undefined, undefined, false)).toBe("unchecked");
  });

  it("counts created rows apart, and offers nothing more to create", () => {
    const made: RowCheck = { ...ok, contractId: 7, contractNumber: "CT00007" };
    const counts = countBulkRows(rows.slice(0, 5).map((row) => bulkRowState(row, ok, made, true)));
    expect(bulkSummaryText(counts)).toBe("5 created");
    expect(createButtonLabel(counts)).toBe("Create 0 contracts");
    expect(createButtonLabel(countBulkRows(["ready"]))).toBe("Create 1 contract");
  });
});
