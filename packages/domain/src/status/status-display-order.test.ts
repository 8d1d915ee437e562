import { describe, expect, it } from "vitest";
import { rightsStatuses, type RightsStatus } from "./rights-status.js";
import { compareStatusesForDisplay, statusDisplayOrder } from "./status-display-order.js";

const specOrder: RightsStatus[] = [
  "INCOMPLETE",
  "ACTIVE",
  "RELEASED (USE ACTIVE)",
  "RELEASED",
  "EXPIRED (ASSET MPU)",
  "EXPIRED (GUARANTEE)",
  "EXPIRED (ELEMENT)",
  "EXPIRED (TALENT)",
];

describe("status display order", () => {
  it("holds every status once", () => {
    expect([...statusDisplayOrder].sort()).toEqual([...rightsStatuses].sort());
  });

  it("sorts the spec's eight statuses in the spec's order", () => {
    expect([...specOrder].reverse().sort(compareStatusesForDisplay)).toEqual(specOrder);
  });

  it("places the statuses the spec leaves out", () => {
    const sorted = [...rightsStatuses].sort(compareStatusesForDisplay);
    expect(sorted).toEqual([
      ...specOrder.slice(0, 4),
      "RELEASED (USE INACTIVE)",
      ...specOrder.slice(4),
      "EXPIRED (CONTRACT)",
      "EXPIRED",
      "NA",
    ]);
  });
});
