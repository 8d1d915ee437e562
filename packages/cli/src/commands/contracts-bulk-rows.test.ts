import { describe, expect, it } from "vitest";
import { bulkRowKey, type BulkContractShared } from "@rightsdesk/domain";
import { checkSharedTerms, readBulkContractRows } from "./contracts-bulk-rows.js";

const shared: BulkContractShared = {
  title: "Summer Spot :30",
  family: "UNION",
  agreement: "PRINCIPAL COMMERCIAL",
  union: "SAG AFTRA",
  contractDate: "2026-01-15",
};

const csv = (...lines: string[]) => Buffer.from(`${lines.join("\n")}\n`);

describe("bulk contract rows", () => {
  it("keys a row without a key cell as the web page does: the domain's key of the terms and the cells", () => {
    // The same file and terms the domain's and the web's tests pin: all three give 86aceca06beb95bb.
    const pinned: BulkContractShared = {
      title: "Spring spot principal",
      family: "UNION",
      agreement: "PRINCIPAL COMMERCIAL",
      union: "SAG AFTRA",
      contractDate: "2025-04-01",
    };
    const { rows } = readBulkContractRows(csv("talent,title,sessionFee", "42,Spot A,1000"), pinned);
    expect(rows[0]?.row.key).toBe("86aceca06beb95bb");
    const other = readBulkContractRows(csv("talent,title,sessionFee", "42,Spot A,1000"), {
      ...pinned,
      contractDate: "2025-04-02",
    });
    expect(other.rows[0]?.row.key).not.toBe("86aceca06beb95bb");
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
      key: bulkRowKey(shared, { talent: "PE0042", role: "Dad" }),
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
