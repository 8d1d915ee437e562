import { describe, expect, it } from "vitest";
import {
  bulkContractCellsOf,
  bulkContractColumnOfField,
  bulkRowFromCells,
  bulkRowKey,
  bulkRowProblemText,
  stableJson,
} from "./bulk-contract-csv.js";
import type { BulkContractShared } from "./contract-schemas.js";

/**
 * Terms and a row whose key the web's and the CLI's tests pin to the same value, 86aceca06beb95bb:
 * the file "talent,title,sessionFee\n42,Spot A,1000\n" under these terms.
 */
const pinnedShared: BulkContractShared = {
  title: "Spring spot principal",
  family: "UNION",
  agreement: "PRINCIPAL COMMERCIAL",
  union: "SAG AFTRA",
  contractDate: "2025-04-01",
};

describe("the bulk-contract file", () => {
  it("reads a row's cells by column, in any header spelling, trimmed, empty ones left out", () => {
    expect(
      bulkContractCellsOf({ Talent: " 42 ", "Session fee": "1,000.00", role: "", colour: "red" }),
    ).toEqual({
      talent: "42",
      sessionFee: "1,000.00",
    });
  });

  it("turns cells into a request row, naming a fee it cannot read", () => {
    expect(
      bulkRowFromCells({ talent: "42", sessionFee: "1,000.50", payeeAgencyId: "7", title: "A" }),
    ).toEqual({
      row: { talent: 42, sessionFeeCents: 100050, payeeAgencyId: 7, title: "A" },
      problems: [],
    });
    expect(bulkRowFromCells({ talent: "PE0007", holdingFee: "ten" })).toEqual({
      row: { talent: "PE0007" },
      problems: [
        { column: "holdingFee", message: 'Enter an amount in dollars, like 1250 or 1,250.50. (got "ten")' },
      ],
    });
  });

  it("keys a row by its terms, talent and cells: 64 bits of SHA-256, the terms included", () => {
    const cells = { talent: "42", title: "Spot A", sessionFee: "1000" };
    const key = bulkRowKey(pinnedShared, cells);
    expect(key).toBe("86aceca06beb95bb");
    expect(bulkRowKey(pinnedShared, { ...cells })).toBe(key);
    // Two rows differing only in their terms get different keys.
    expect(bulkRowKey({ ...pinnedShared, contractDate: "2025-04-02" }, cells)).not.toBe(key);
    expect(bulkRowKey(pinnedShared, { ...cells, role: "Mom" })).not.toBe(key);
    // A key cell does not change the derived key.
    expect(bulkRowKey(pinnedShared, { ...cells, key: "k1" })).toBe(key);
  });

  it("writes JSON with sorted keys at every level", () => {
    expect(stableJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
  });
});

describe("a bulk row's problems", () => {
  it("finds the column of a request field", () => {
    expect(bulkContractColumnOfField("rows.3.sessionFeeCents")).toBe("sessionFee");
    expect(bulkContractColumnOfField("rows.0.talentId")).toBe("talent");
    expect(bulkContractColumnOfField("rows.0.talent")).toBe("talent");
    expect(bulkContractColumnOfField("rows.0.performerCategory")).toBe("performerCategory");
    expect(bulkContractColumnOfField("shared.assetIds.0")).toBeUndefined();
  });

  it("names the row, the column and the value", () => {
    expect(
      bulkRowProblemText({
        row: 5,
        column: "talent",
        value: "999",
        message: "There is no person with id 999.",
      }),
    ).toBe("Row 5, Talent: There is no person with id 999.");
    expect(
      bulkRowProblemText({ row: 2, column: "performanceType", value: "LOUD", message: "Choose a type." }),
    ).toBe('Row 2, Performance type: Choose a type. (got "LOUD")');
    expect(bulkRowProblemText({ row: 3, column: undefined, value: "", message: "Not written." })).toBe(
      "Row 3: Not written.",
    );
  });
});
