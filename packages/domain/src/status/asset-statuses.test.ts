import { describe, expect, it } from "vitest";
import { compareStatusesForDisplay, statusDisplayOrder } from "./status-display-order.js";
import { rightsStatuses } from "./rights-status.js";
import { statusFilterGroupNames } from "./status-filter-groups.js";
import {
  CompletionStatusSchema,
  assetStatusDisplayOrderFromSpec,
  expiredStatusForms,
  statusRecordKinds,
} from "./asset-statuses.js";

describe("asset and element statuses", () => {
  it("the status module's display order keeps the spec's order", () => {
    const positions = assetStatusDisplayOrderFromSpec.map((status) => statusDisplayOrder.indexOf(status));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("the display order ranks every status exactly once", () => {
    expect([...statusDisplayOrder].sort()).toEqual([...rightsStatuses].sort());
  });

  it("sorts a mixed list into display order", () => {
    const sorted = ["EXPIRED (TALENT)", "ACTIVE", "RELEASED", "INCOMPLETE"] as const;
    expect([...sorted].sort(compareStatusesForDisplay)).toEqual([
      "INCOMPLETE",
      "ACTIVE",
      "RELEASED",
      "EXPIRED (TALENT)",
    ]);
  });

  it("knows the five expired forms, the filters and the completion statuses", () => {
    expect(expiredStatusForms.every((form) => rightsStatuses.includes(form))).toBe(true);
    expect(expiredStatusForms).toHaveLength(5);
    expect(statusFilterGroupNames).toEqual(["ACTIVE", "INCOMPLETE", "EXPIRED"]);
    expect(CompletionStatusSchema.options).toEqual(["COMPLETED", "INCOMPLETE"]);
    expect(statusRecordKinds).toEqual(["asset", "element", "contract", "completion report"]);
  });
});
