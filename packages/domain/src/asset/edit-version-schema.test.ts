import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { EditVersionSchema } from "./edit-version-schema.js";

const errorsOf = (input: unknown) => fieldErrorsOf(EditVersionSchema, input);

describe("EditVersionSchema", () => {
  it("defaults to the BASE version with the Edit action type", () => {
    expect(EditVersionSchema.parse({ baseAssetId: 7 })).toEqual({
      baseAssetId: 7,
      versionLabel: "BASE",
      actionType: "Edit",
    });
  });

  it("gives the BASE version no edit type", () => {
    expect(errorsOf({ baseAssetId: 7, editType: "PAID EDITS" })).toEqual([
      { field: "editType", message: "The BASE version is the original; leave Edit type empty." },
    ]);
  });

  it("needs an edit type on every other version, with a free-text reason", () => {
    expect(errorsOf({ baseAssetId: 7, versionLabel: "V2" })).toEqual([
      { field: "editType", message: "Choose the edit type." },
    ]);
    const version = EditVersionSchema.parse({
      baseAssetId: 7,
      versionLabel: "V2",
      editType: "SHORTER VERSION",
      reason: "Cut to :15 for pre-roll",
      adId: "ABCD1234001",
    });
    expect(version.reason).toBe("Cut to :15 for pre-roll");
  });

  it("says which base asset is missing", () => {
    expect(errorsOf({})).toEqual([{ field: "baseAssetId", message: "Choose the base asset." }]);
  });
});
