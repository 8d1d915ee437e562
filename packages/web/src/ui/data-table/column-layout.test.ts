import { describe, expect, it } from "vitest";
import { cellClassName, headerClassName, layoutOf } from "./column-layout";

describe("column layout", () => {
  it("wraps text, keeps dates and values from a list on one line, and sets numbers at the right", () => {
    expect(layoutOf({ kind: "text" })).toBe("wrap");
    expect(layoutOf({ kind: "date" })).toBe("nowrap");
    expect(layoutOf({ kind: "enum" })).toBe("nowrap");
    expect(layoutOf({ kind: "number" })).toBe("number");
  });

  it("follows a column's own layout over its kind's", () => {
    // A record code sorts by its number but reads as a word.
    expect(layoutOf({ kind: "number", layout: "nowrap" })).toBe("nowrap");
    expect(layoutOf({ kind: "text", layout: "truncate" })).toBe("truncate");
  });

  it("gives a wrapping column a floor, a wider one for the record's name", () => {
    expect(cellClassName({ kind: "text" })).toContain("min-w-32");
    expect(cellClassName({ kind: "text", wide: true })).toContain("min-w-44");
    expect(cellClassName({ kind: "text" })).not.toContain("whitespace-nowrap");
  });

  it("keeps numbers and dates on one line, numbers and their headings at the right", () => {
    expect(cellClassName({ kind: "date" })).toContain("whitespace-nowrap");
    expect(cellClassName({ kind: "number" })).toContain("whitespace-nowrap");
    expect(cellClassName({ kind: "number" })).toContain("text-right");
    expect(headerClassName({ kind: "number" })).toBe("text-right");
    expect(headerClassName({ kind: "date" })).toBe("text-left");
    expect(headerClassName({ kind: "number", layout: "nowrap" })).toBe("text-left");
  });
});
