import { describe, expect, it } from "vitest";
import { RightsStatusSchema, isExpiredStatus, isReleasedStatus, rightsStatuses } from "./rights-status.js";

describe("rights statuses", () => {
  it("are the twelve of spec 001 section 4", () => {
    expect(rightsStatuses).toHaveLength(12);
    expect(RightsStatusSchema.parse("EXPIRED (ASSET MPU)")).toBe("EXPIRED (ASSET MPU)");
    expect(RightsStatusSchema.safeParse("EXPIRED (MPU)").success).toBe(false);
  });

  it("tell expired and released forms apart", () => {
    expect(rightsStatuses.filter(isExpiredStatus)).toHaveLength(6);
    expect(rightsStatuses.filter(isReleasedStatus)).toEqual([
      "RELEASED",
      "RELEASED (USE INACTIVE)",
      "RELEASED (USE ACTIVE)",
    ]);
    expect(isExpiredStatus("ACTIVE")).toBe(false);
  });
});
