import { describe, expect, it } from "vitest";
import { readId, selectedId } from "./read-id";

describe("readId", () => {
  it("reads a positive whole number", () => {
    expect(readId("7")).toBe(7);
  });

  it("refuses anything else", () => {
    for (const raw of [undefined, null, "", "0", "-3", "1.5", "new", "7abc"]) expect(readId(raw)).toBeNull();
  });
});

describe("selectedId", () => {
  it("turns the empty choice into no value and a chosen option into its id", () => {
    expect(selectedId("")).toBeUndefined();
    expect(selectedId("12")).toBe(12);
  });
});
