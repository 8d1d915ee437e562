import { describe, expect, it } from "vitest";
import { isExpiredStatus, rightsStatuses } from "./rights-status.js";
import { matchesStatusFilter, statusFilterGroupOf, statusFilterGroups } from "./status-filter-groups.js";

describe("status filter groups", () => {
  it("ACTIVE holds the statuses under which the asset may still be used", () => {
    expect(statusFilterGroups.ACTIVE).toEqual(["ACTIVE", "RELEASED (USE ACTIVE)"]);
    expect(statusFilterGroupOf("RELEASED (USE ACTIVE)")).toBe("ACTIVE");
  });

  it("INCOMPLETE holds INCOMPLETE only", () => {
    expect(statusFilterGroups.INCOMPLETE).toEqual(["INCOMPLETE"]);
  });

  it("EXPIRED holds every expired form", () => {
    expect([...statusFilterGroups.EXPIRED].sort()).toEqual(rightsStatuses.filter(isExpiredStatus).sort());
    expect(statusFilterGroupOf("EXPIRED (TALENT)")).toBe("EXPIRED");
  });

  it("leaves RELEASED, RELEASED (USE INACTIVE) and NA out of every group; no status is in two", () => {
    expect(rightsStatuses.filter((status) => statusFilterGroupOf(status) === null)).toEqual([
      "RELEASED",
      "RELEASED (USE INACTIVE)",
      "NA",
    ]);
    const all = Object.values(statusFilterGroups).flat();
    expect(new Set(all).size).toBe(all.length);
  });

  it("no filter passes everything", () => {
    expect(rightsStatuses.every((status) => matchesStatusFilter(status, null))).toBe(true);
    expect(matchesStatusFilter("NA", "ACTIVE")).toBe(false);
    expect(matchesStatusFilter("EXPIRED", "EXPIRED")).toBe(true);
  });
});
