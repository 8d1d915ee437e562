import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  completionReportStages,
  completionStatusOfStage,
  decideCompletionReportLife,
} from "./completion-report-life.js";
import type { CompletionReportGap } from "./reconcile-completion-report.js";

const gap = (blocking: boolean, message = "Ana Reyes has no contract."): CompletionReportGap => ({
  kind: "castWithoutContract",
  blocking,
  tab: "castList",
  message,
});

describe("decideCompletionReportLife", () => {
  it("submits a reconciled draft, and a revision again", () => {
    expect(decideCompletionReportLife("draft", { type: "SUBMIT", gaps: [] })).toEqual({
      status: "allowed",
      from: "draft",
      to: "submitted",
    });
    expect(decideCompletionReportLife("submitted", { type: "REVISE" })).toMatchObject({ to: "revised" });
    expect(decideCompletionReportLife("revised", { type: "SUBMIT", gaps: [gap(false)] })).toMatchObject({
      to: "submitted",
    });
  });

  it("refuses Submit while a blocking gap remains, naming every one", () => {
    const refused = decideCompletionReportLife("draft", {
      type: "SUBMIT",
      gaps: [gap(true, "Ana has no contract."), gap(true, "Bo has no contract.")],
    });
    expect(refused).toMatchObject({ status: "refused", from: "draft" });
    if (refused.status !== "refused") return;
    expect(refused.gaps).toHaveLength(2);
    expect(refused.message).toBe(
      "The report cannot be submitted while 2 gaps remain: Ana has no contract. Bo has no contract.",
    );
  });

  it("says why a step makes no sense", () => {
    expect(decideCompletionReportLife("submitted", { type: "SUBMIT", gaps: [] })).toMatchObject({
      status: "refused",
      message: "The report is already submitted: revise it to change it.",
    });
    expect(decideCompletionReportLife("draft", { type: "REVISE" })).toMatchObject({ status: "refused" });
  });

  it("is COMPLETED exactly when submitted", () => {
    expect(completionReportStages.map(completionStatusOfStage)).toEqual([
      "INCOMPLETE",
      "COMPLETED",
      "INCOMPLETE",
    ]);
  });

  it("never reaches submitted past a blocking gap, from any stage", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...completionReportStages),
        fc.array(fc.boolean(), { maxLength: 4 }),
        (from, flags) => {
          const gaps = flags.map((blocking) => gap(blocking));
          const change = decideCompletionReportLife(from, { type: "SUBMIT", gaps });
          const allowed = change.status === "allowed";
          expect(allowed).toBe(from !== "submitted" && !flags.some(Boolean));
        },
      ),
    );
  });
});
