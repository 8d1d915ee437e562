import { describe, expect, it } from "vitest";
import type { BulkContractShared } from "@rightsdesk/domain";
import { bulkBatches, keyedRow, parseBulkCsv } from "./bulk-csv";

const shared: BulkContractShared = {
  title: "Spring spot principal",
  family: "UNION",
  agreement: "PRINCIPAL COMMERCIAL",
  union: "SAG AFTRA",
  contractDate: "2025-04-01",
};

function sent(text: string, terms = shared) {
  return parseBulkCsv(text).rows.map((row) => (row.row ? keyedRow({ ...row, row: row.row }, terms) : null));
}

describe("reading a bulk CSV file", () => {
  it("turns each line into a bulk row: ids as numbers, person numbers as text, fees in cents", () => {
    const { rows, fileErrors } = parseBulkCsv(
      'talent,key,title,role,sessionFee,holdingFee\n42,k1,Spot A,Mom,"1,000.00",500\nPE0007,,Spot B,,785.10,\n',
    );
    expect(fileErrors).toEqual([]);
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
    expect(parseBulkCsv("talent,payeeKind,payeeAgencyId\n42,Talent-Agency,7\n").rows[0]?.row).toMatchObject({
      payeeKind: "Talent-Agency",
      payeeAgencyId: 7,
    });
  });

  it("names what is wrong on each line and leaves the others usable", () => {
    const { rows } = parseBulkCsv("talent,sessionFee\n,100\n42,ten dollars\n43,100\n");
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(rows[0]?.errors[0]).toMatch(/talent/);
    expect(rows[1]?.errors[0]).toBe(
      'Session fee: Enter an amount in dollars, like 1250 or 1,250.50. (got "ten dollars")',
    );
    expect(rows[2]?.errors).toEqual([]);
    expect(rows[2]?.row).not.toBeNull();
  });

  it("refuses a key used twice, naming the first line", () => {
    const { rows } = parseBulkCsv("talent,key\n1,a\n2,a\n");
    expect(rows[1]?.errors).toEqual(["The key a is already used on line 2."]);
    expect(rows[1]?.row).toBeNull();
  });

  it("accepts headers in other spellings and says when the talent column is missing", () => {
    expect(parseBulkCsv("Talent,Session Fee\n5,10\n").rows[0]?.row).toMatchObject({
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
