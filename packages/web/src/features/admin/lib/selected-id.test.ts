import { describe, expect, it } from "vitest";
import { selectedId } from "./selected-id";

describe("selectedId", () => {
  it("turns the empty choice into no value and a chosen option into its id", () => {
    expect(selectedId("")).toBeUndefined();
    expect(selectedId("12")).toBe(12);
  });
});
