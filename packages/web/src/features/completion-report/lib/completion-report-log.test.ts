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
  });

  it("says Submit and Revise in words", () => {
    const submit = { action: "completion_report.submit", entityType: "completion_report" };
    expect(completionReportLogFormatter.describeLogAction(submit as never)).toBe(
      "Submitted completion report",
    );
  });
});
