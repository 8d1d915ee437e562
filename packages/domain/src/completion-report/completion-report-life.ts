import { getNextSnapshot, setup } from "xstate";
import type { CompletionStatus } from "../status/asset-statuses.js";
import { blockingGaps, type CompletionReportGap } from "./reconcile-completion-report.js";

/** Where a completion report is in its life: drafted, submitted, or reopened for a revision. */
export const completionReportStages = ["draft", "submitted", "revised"] as const;
export type CompletionReportStage = (typeof completionReportStages)[number];

/** A stage as read on every screen, the CLI and the exports. */
export const completionReportStageLabels: Readonly<Record<CompletionReportStage, string>> = {
  draft: "Draft",
  submitted: "Submitted",
  revised: "Revised",
};

export type CompletionReportLifeEvent =
  { readonly type: "SUBMIT"; readonly gaps: readonly CompletionReportGap[] } | { readonly type: "REVISE" };

/**
 * A completion report's life: a draft is submitted only when its reconciliation has no blocking
 * gap; a submitted report is reopened by a revision (what changes is written to its revise log)
 * and submitted again under the same rule. Nothing returns a report to draft.
 */
export const completionReportLifeMachine = setup({
  types: { events: {} as CompletionReportLifeEvent },
  guards: {
    reconciled: ({ event }) => event.type === "SUBMIT" && blockingGaps(event.gaps).length === 0,
  },
}).createMachine({
  id: "completionReportLife",
  initial: "draft",
  states: {
    draft: { on: { SUBMIT: { target: "submitted", guard: "reconciled" } } },
    submitted: { on: { REVISE: "revised" } },
    revised: { on: { SUBMIT: { target: "submitted", guard: "reconciled" } } },
  },
});

export type CompletionReportLifeChange =
  | { readonly status: "allowed"; readonly from: CompletionReportStage; readonly to: CompletionReportStage }
  | {
      readonly status: "refused";
      readonly from: CompletionReportStage;
      readonly message: string;
      /** The blocking gaps a refused Submit names, each with its tab. */
      readonly gaps: readonly CompletionReportGap[];
    };

/** Whether the report may take this step, and if not, why in words with every blocking gap named. */
export function decideCompletionReportLife(
  from: CompletionReportStage,
  event: CompletionReportLifeEvent,
): CompletionReportLifeChange {
  const snapshot = completionReportLifeMachine.resolveState({ value: from, context: {} });
  const to = String(
    getNextSnapshot(completionReportLifeMachine, snapshot, event).value,
  ) as CompletionReportStage;
  if (to !== from) return { status: "allowed", from, to };
  if (event.type === "SUBMIT" && from !== "submitted") {
    const gaps = blockingGaps(event.gaps);
    const plural = gaps.length === 1 ? "one gap" : `${gaps.length} gaps`;
    return {
      status: "refused",
      from,
      gaps,
      message: `The report cannot be submitted while ${plural} remain: ${gaps.map((gap) => gap.message).join(" ")}`,
    };
  }
  const message =
    event.type === "SUBMIT"
      ? "The report is already submitted: revise it to change it."
      : "Only a submitted report can be revised; a draft is changed as it is.";
  return { status: "refused", from, gaps: [], message };
}

/** Spec 001's completion status: COMPLETED once submitted, INCOMPLETE while drafted or under revision. */
export function completionStatusOfStage(stage: CompletionReportStage): CompletionStatus {
  return stage === "submitted" ? "COMPLETED" : "INCOMPLETE";
}
