import { describe, expect, it } from "vitest";
import type { BulkContractShared } from "@rightsdesk/domain";
import { bulkRowProblemText } from "@rightsdesk/domain";
import { bulkBatches, checkBulkRows, keyedRow, parseBulkCsv } from "./bulk-csv";

const shared: BulkContractShared = {
  title: "Spring spot principal",
  family: "UNION",
  agreement: "PRINCIPAL COMMERCIAL",
  union: "SAG AFTRA",
  contractDate: "2025-04-01",
};

/** The file's rows, each checked here. */
const rowsOf = (text: string) => checkBulkRows(parseBulkCsv(text).drafts);

function sent(text: string, terms = shared) {
  return rowsOf(text).map((row) => (row.row ? keyedRow({ ...row, row: row.row }, terms) : null));
}

describe("reading a bulk CSV file", () => {
  it("turns each line into a bulk row: ids as numbers, person numbers as text, fees in cents", () => {
    const text =
      'talent,key,title,role,sessionFee,holdingFee\n42,k1,Spot A,Mom,"1,000.00",500\nPE0007,,Spot B,,785.10,\n';
    expect(parseBulkCsv(text).fileErrors).toEqual([]);
    const rows = rowsOf(text);
    expect(rows[0]?.row).toEqual({
      key: "k1",
      talent: 42,
      title: "Spot A",
      role: "Mom",
      sessionFeeCents: 100000,
      holdingFeeCents: 50000,
    });
    expect(rows[1]?.row).toMatchObject({ talent: "PE0007", sessionFeeCents: 78510 });
    expect(rows[1]?.key).toBe("");
  });

  it("keys a row without a key as the CLI does: the domain's key of the terms and the cells", () => {
    // The same file and terms the domain's and the CLI's tests pin: all three give 86aceca06beb95bb.
    const text = "talent,title,sessionFee\n42,Spot A,1000\n";
    expect(sent(text)[0]?.key).toBe("86aceca06beb95bb");
    // Two rows differing only in their terms get different keys.
    expect(sent(text, { ...shared, contractDate: "2025-04-02" })[0]?.key).not.toBe("86aceca06beb95bb");
    expect(sent("talent,title\n42,Spot B\n")[0]?.key).not.toBe(sent("talent,title\n42,Spot A\n")[0]?.key);
  });

  it("reads the columns the CLI reads, a payee agency among them", () => {
    expect(rowsOf("talent,payeeKind,payeeAgencyId\n42,Talent-Agency,7\n")[0]?.row).toMatchObject({
      payeeKind: "Talent-Agency",
      payeeAgencyId: 7,
    });
  });

  it("names the row, the column and the value of each problem, and leaves the other rows usable", () => {
    const rows = rowsOf("talent,sessionFee\n,100\n42,ten dollars\n43,100\n");
    expect(rows.map((row) => row.number)).toEqual([1, 2, 3]);
    expect(rows[0]?.problems.map(bulkRowProblemText)).toEqual([
      "Row 1, Talent: Enter the talent as a person id or a person number like PE0042.",
    ]);
    expect(rows[1]?.problems.map(bulkRowProblemText)).toEqual([
      'Row 2, Session fee: Enter an amount in dollars, like 1250 or 1,250.50. (got "ten dollars")',
    ]);
    expect(rows[2]?.problems).toEqual([]);
    expect(rows[2]?.row).not.toBeNull();
  });

  it("refuses a key used twice, and two rows that would get the same key, naming the first", () => {
    const rows = rowsOf("talent,key\n1,a\n2,a\n");
    expect(rows[1]?.problems.map(bulkRowProblemText)).toEqual([
      "Row 2, Key: The key a is already used on row 1.",
    ]);
    expect(rows[1]?.row).toBeNull();
    const same = rowsOf("talent,title\n1,A\n1,A\n");
    expect(same[1]?.problems.map(bulkRowProblemText)).toEqual([
      "Row 2: The same row as row 1: give each row its own key.",
    ]);
  });

  it("checks a row again when its cells change: a fixed row is ready", () => {
    const { drafts } = parseBulkCsv("talent,sessionFee\n42,ten\n");
    expect(checkBulkRows(drafts)[0]?.row).toBeNull();
    const fixed = drafts.map((draft) => ({ ...draft, cells: { ...draft.cells, sessionFee: "10" } }));
    expect(checkBulkRows(fixed)[0]?.row).toMatchObject({ talent: 42, sessionFeeCents: 1000 });
  });

  it("accepts headers in other spellings and says when the talent column is missing", () => {
    expect(rowsOf("Talent,Session Fee\n5,10\n")[0]?.row).toMatchObject({
      talent: 5,
      sessionFeeCents: 1000,
    });
    expect(parseBulkCsv("name\nAna\n").fileErrors[0]).toMatch(/talent/);
  });

  it("sends at most 500 rows per request, in order", () => {
    const batches = bulkBatches(Array.from({ length: 1001 }, (_, index) => index));
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 1]);
    expect(batches[1]?.[0]).toBe(500);
  });
});
