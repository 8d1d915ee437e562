import { describe, expect, it } from "vitest";
import type { BulkContractShared } from "@rightsdesk/domain";
import {
  checkSharedTerms,
  derivedRowKey,
  dollarsToCents,
  readBulkContractRows,
  stableJson,
} from "./contracts-bulk-rows.js";

const shared: BulkContractShared = {
  title: "Summer Spot :30",
  family: "UNION",
  agreement: "PRINCIPAL COMMERCIAL",
  union: "SAG AFTRA",
  contractDate: "2026-01-15",
};

const csv = (...lines: string[]) => Buffer.from(`${lines.join("\n")}\n`);

describe("bulk contract rows", () => {
  it("reads dollars as cents, exactly", () => {
    expect(dollarsToCents("1250")).toBe(125000);
    expect(dollarsToCents("1250.5")).toBe(125050);
    expect(dollarsToCents("$1,250.05")).toBe(125005);
    expect(dollarsToCents("0.1")).toBe(10);
    expect(dollarsToCents("12.345")).toBeUndefined();
    expect(dollarsToCents("-3")).toBeUndefined();
    expect(dollarsToCents("ten")).toBeUndefined();
  });

  it("derives the same key for the same terms, talent and row, and another when the terms change", () => {
    const key = derivedRowKey(shared, "PE0042", { role: "Mom" });
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(derivedRowKey({ ...shared }, "PE0042", { role: "Mom" })).toBe(key);
    expect(derivedRowKey({ ...shared, title: "Winter" }, "PE0042", { role: "Mom" })).not.toBe(key);
    expect(derivedRowKey(shared, "PE0043", { role: "Mom" })).not.toBe(key);
    expect(stableJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
  });

  it("turns each row into a request row, talent ids as numbers and numbers as text, keys kept or derived", () => {
    const { rows, problems } = readBulkContractRows(
      csv("key,talent,role,sessionFee", "k-1,12,Mom,1250.50", ",PE0042,Dad,", "", "k-3,PE0043,,"),
      shared,
    );
    expect(problems).toEqual([]);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 5]);
    expect(rows[0]?.row).toEqual({ key: "k-1", talent: 12, role: "Mom", sessionFeeCents: 125050 });
    expect(rows[1]?.row).toEqual({
      key: derivedRowKey(shared, "PE0042", { role: "Dad" }),
      talent: "PE0042",
      role: "Dad",
    });
    expect(rows[2]?.row).toEqual({ key: "k-3", talent: "PE0043" });
  });

  it("names every bad row by its line and column, and repeated keys", () => {
    const { rows, problems } = readBulkContractRows(
      csv(
        "talent,sessionFee,performanceType,payeeKind",
        "PE0001,12.345,,",
        ",100,ON_CAMERA,",
        "PE0003,,SIDEWAYS,",
        "PE0004,,,Loan-Out-Corp",
        "PE0005,,,",
        "PE0005,,,",
      ),
      shared,
    );
    expect(rows.map((r) => r.line)).toEqual([6]);
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [2, "sessionFee"],
      [3, "talent"],
      [4, "performanceType"],
      [5, "loanOutCompanyId"],
      [7, "key"],
    ]);
    expect(problems[4]?.message).toContain("line 6");
  });

  it("checks the shared terms with the profile's rules", () => {
    expect(checkSharedTerms(shared).ok).toBe(true);
    const noUnion = checkSharedTerms({ ...shared, union: undefined });
    expect(noUnion).toMatchObject({ ok: false });
    expect(noUnion.ok ? [] : noUnion.problems.join("\n")).toContain("union");
    const badDate = checkSharedTerms({ ...shared, contractDate: "someday" });
    expect(badDate.ok ? [] : badDate.problems.join("\n")).toContain("contractDate");
  });
});
