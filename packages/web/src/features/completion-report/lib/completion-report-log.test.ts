import { describe, expect, it } from "vitest";
import { completionReportLogFormatter } from "./completion-report-log";

const castAdded = { action: "completion_report.Cast.add", entityType: "completion_report" };

describe("the completion report's log", () => {
  it("reads a cast member's chosen codes as words", () => {
    const { formatChange, describeLogAction } = completionReportLogFormatter;
    expect(describeLogAction(castAdded as never)).toBe("Added cast member");
    expect(formatChange({ field: "performanceType", from: null, to: "OFF_CAMERA" }, castAdded)).toBe(
      "On/off camera: Off camera",
    );
    expect(formatChange({ field: "Cast.unionCode", from: "NU", to: "SA" }, castAdded)).toBe(
      "Union: Non-union → SAG-AFTRA",
    );
    expect(formatChange({ field: "Cast.performerCategory", from: null, to: "VO" }, castAdded)).toBe(
      "Performer category: Voice over",
    );
  });

  it("names a cast member's contract as the server logged it, or by its id in older entries", () => {
    const { formatChange } = completionReportLogFormatter;
    const named = { field: "Cast.contractId", from: null, to: "CT00042 · Summer Breeze voice" };
    expect(formatChange(named, castAdded)).toBe("Talent contract: CT00042 · Summer Breeze voice");
    expect(formatChange({ field: "Cast.contractId", from: null, to: 42 }, castAdded)).toBe(
      "Talent contract: contract #42",
    );
  });

  it("says Submit and Revise in words", () => {
    const submit = { action: "completion_report.submit", entityType: "completion_report" };
    expect(completionReportLogFormatter.describeLogAction(submit as never)).toBe(
      "Submitted completion report",
    );
  });
});
