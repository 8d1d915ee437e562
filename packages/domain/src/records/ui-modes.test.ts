import { describe, expect, it } from "vitest";
import { EditModeSchema, EntityTypeKeySchema, FilterScopeSchema, ViewModeSchema } from "./ui-modes.js";

describe("entity-type keys and modes", () => {
  it("holds the spec's values", () => {
    expect(EntityTypeKeySchema.options).toHaveLength(11);
    expect(EntityTypeKeySchema.options).toContain("existing-contract");
    expect(ViewModeSchema.options).toEqual(["list", "calendar"]);
    expect(EditModeSchema.options).toEqual(["edit", "version"]);
    expect(FilterScopeSchema.options).toEqual(["all", "final"]);
  });
});
