import type { CompletionReportStage, CompletionStatus } from "@rightsdesk/domain";
import { Badge } from "../../../ui/badge";
import {
  formatCompletionStatus,
  formatStage,
  stageTones,
  statusTones,
} from "../lib/completion-report-labels";

/** Draft, Submitted or Revised. */
export function StageBadge({ stage }: { stage: CompletionReportStage }) {
  return <Badge tone={stageTones[stage]}>{formatStage(stage)}</Badge>;
}

/** Completed once submitted, Incomplete while drafted or under revision. */
export function CompletionStatusBadge({ status }: { status: CompletionStatus }) {
  return <Badge tone={statusTones[status]}>{formatCompletionStatus(status)}</Badge>;
}
