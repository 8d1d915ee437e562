import {
  codeLabel,
  completionReportRoutes,
  completionReportStageLabels,
  type CompletionReportRoute,
  type CompletionReportStage,
  type CompletionStatus,
} from "@rightsdesk/domain";
import type { BadgeTone } from "../../../ui/badge";

/** Where a report is in its life, in words: "draft" → "Draft" (the domain's words, as the CLI prints them). */
export function formatStage(stage: string): string {
  return completionReportStageLabels[stage as CompletionReportStage] ?? codeLabel(stage);
}

export const stageTones: Readonly<Record<CompletionReportStage, BadgeTone>> = {
  draft: "slate",
  submitted: "indigo",
  revised: "amber",
};

/** "COMPLETED" → "Completed": the report's status, in words. */
export function formatCompletionStatus(status: string): string {
  return codeLabel(status);
}

export const statusTones: Readonly<Record<CompletionStatus, BadgeTone>> = {
  COMPLETED: "green",
  INCOMPLETE: "amber",
};

/** The report tab a path names (`/completion-reports/7/castList` → "castList"), or null. */
export function readCompletionReportRoute(pathname: string): CompletionReportRoute | null {
  const segment = pathname.split("/").filter(Boolean)[2];
  return completionReportRoutes.find((route) => route === segment) ?? null;
}
