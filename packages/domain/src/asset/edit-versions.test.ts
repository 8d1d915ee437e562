import { describe, expect, it } from "vitest";
import { editVersionLabel, nextEditVersion } from "./edit-versions.js";

describe("edit versions", () => {
  it("labels the base asset BASE and edits by action type and number", () => {
    expect(editVersionLabel(0)).toBe("BASE");
    expect(editVersionLabel(2)).toBe("Edit 2");
    expect(editVersionLabel(3, "Cut")).toBe("Cut 3");
  });

  it("numbers the next version one past the highest in use", () => {
    expect(nextEditVersion([])).toEqual({ actionType: "Edit", versionNumber: 1, versionLabel: "Edit 1" });
    expect(nextEditVersion([1, 4, 2]).versionNumber).toBe(5);
    expect(nextEditVersion([0], "Edit")).toMatchObject({ versionNumber: 1, versionLabel: "Edit 1" });
  });
});
