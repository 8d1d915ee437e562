import { describe, expect, it } from "vitest";
import { nextRowIndex } from "./row-navigation";

describe("nextRowIndex", () => {
  it("moves one row with the arrows, stopping at the ends", () => {
    expect(nextRowIndex("ArrowDown", 0, 3)).toBe(1);
    expect(nextRowIndex("ArrowDown", 2, 3)).toBe(2);
    expect(nextRowIndex("ArrowUp", 2, 3)).toBe(1);
    expect(nextRowIndex("ArrowUp", 0, 3)).toBe(0);
  });

  it("jumps to the first and last row with Home and End", () => {
    expect(nextRowIndex("Home", 2, 5)).toBe(0);
    expect(nextRowIndex("End", 1, 5)).toBe(4);
  });

  it("leaves other keys and empty tables alone", () => {
    expect(nextRowIndex("Enter", 1, 5)).toBeNull();
    expect(nextRowIndex("a", 1, 5)).toBeNull();
    expect(nextRowIndex("ArrowDown", 0, 0)).toBeNull();
  });
});
