import { describe, expect, it } from "vitest";
import { describeFilter } from "./describe-filter";

describe("describeFilter", () => {
  it("says a text filter with the words quoted, and when it matches case", () => {
    const column = { header: "Legal name", kind: "text" } as const;
    expect(
      describeFilter(column, { column: "legalName", operator: "sw", values: ["Ac"], caseSensitive: true }),
    ).toBe("Legal name starts with “Ac” (match case)");
  });

  it("writes dates and numbers as people read them", () => {
    expect(
      describeFilter(
        { header: "Updated", kind: "date" },
        { column: "updated", operator: "lt", values: ["2026-11-02"], caseSensitive: false },
      ),
    ).toBe("Updated is before 11/02/2026");
    expect(
      describeFilter(
        { header: "Record id", kind: "number" },
        { column: "recordId", operator: "gte", values: ["12000"], caseSensitive: false },
      ),
    ).toBe("Record id is at least 12,000");
  });

  it("names enum values by their labels", () => {
    const column = {
      header: "Status",
      kind: "enum",
      valueLabel: (value: string) => value.toLowerCase(),
    } as const;
    expect(
      describeFilter(column, {
        column: "status",
        operator: "ni",
        values: ["ACTIVE", "BLOCKED"],
        caseSensitive: false,
      }),
    ).toBe("Status is none of active, blocked");
  });
});
