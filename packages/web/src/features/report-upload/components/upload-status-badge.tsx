import {
  airingIssueStatusLabels,
  airingRowOutcomeLabels,
  airingUploadStatusLabels,
  type AiringIssueStatus,
  type AiringRowOutcome,
  type AiringUploadStatus,
} from "@rightsdesk/domain";
import { Badge, type BadgeTone } from "../../../ui/badge";

/** "Pending review" stands out (amber); a reviewed upload is settled (green). */
export function UploadStatusBadge({ status }: { status: AiringUploadStatus }) {
  return (
    <Badge tone={status === "pendingReview" ? "amber" : "green"}>{airingUploadStatusLabels[status]}</Badge>
  );
}

/** An open issue waits for someone (amber); a resolved one reads in grey. */
export function IssueStatusBadge({ status }: { status: AiringIssueStatus }) {
  return <Badge tone={status === "open" ? "amber" : "slate"}>{airingIssueStatusLabels[status]}</Badge>;
}

const outcomeTones: Readonly<Record<AiringRowOutcome, BadgeTone>> = {
  counted: "green",
  restated: "indigo",
  notAired: "slate",
  unreadable: "red",
  skipped: "slate",
};

export function RowOutcomeBadge({ outcome }: { outcome: AiringRowOutcome }) {
  return <Badge tone={outcomeTones[outcome]}>{airingRowOutcomeLabels[outcome]}</Badge>;
}

/** A label for an enum value of a list's filter, by its label map; the value itself if unknown. */
export function labelOf<T extends string>(labels: Readonly<Record<T, string>>) {
  return (value: string) => (value in labels ? labels[value as T] : value);
}
