import { z } from "zod";
import type { AiringIssueKind } from "./reconcile-airing.js";

/**
 * Reviewing an upload: each issue is resolved by one of these, with who and when.
 * - renew: the unpaid cycle is renewed (its holding fee recorded as paid), then checked again;
 * - recheck: the rights were put right elsewhere (a licence extended, the spot added); checked again;
 * - release: the spot must come off air; the use is released (a note says how it was stopped);
 * - dispute: taken up with the station (a make-good, a credit, a wrong code on its log);
 * - accept: accepted as it is, with a note saying why;
 * - confirmFirstUse: the proposed first use date is recorded on the spot.
 * Renew and recheck resolve only when the airing now clears; otherwise they are refused with the
 * reasons, and nothing changes.
 */
export const airingIssueActions = [
  "renew",
  "recheck",
  "release",
  "dispute",
  "accept",
  "confirmFirstUse",
] as const;
export type AiringIssueAction = (typeof airingIssueActions)[number];

export const airingIssueActionLabels: Readonly<Record<AiringIssueAction, string>> = {
  renew: "Renew the cycle",
  recheck: "Check again",
  release: "Release",
  dispute: "Dispute with the station",
  accept: "Accept with a note",
  confirmFirstUse: "Confirm first use",
};

/** What an issue became. */
export const airingIssueStatuses = [
  "open",
  "renewed",
  "cleared",
  "released",
  "disputed",
  "accepted",
  "firstUseConfirmed",
] as const;
export type AiringIssueStatus = (typeof airingIssueStatuses)[number];

export const airingIssueStatusLabels: Readonly<Record<AiringIssueStatus, string>> = {
  open: "Open",
  renewed: "Renewed",
  cleared: "Cleared on recheck",
  released: "Released",
  disputed: "Disputed",
  accepted: "Accepted",
  firstUseConfirmed: "First use confirmed",
};

const statusOfAction: Readonly<Record<AiringIssueAction, AiringIssueStatus>> = {
  renew: "renewed",
  recheck: "cleared",
  release: "released",
  dispute: "disputed",
  accept: "accepted",
  confirmFirstUse: "firstUseConfirmed",
};

export function issueStatusAfter(action: AiringIssueAction): AiringIssueStatus {
  return statusOfAction[action];
}

/** The actions that make sense for an issue of this kind, in the order a screen offers them. */
export function actionsForIssue(kind: AiringIssueKind): readonly AiringIssueAction[] {
  switch (kind) {
    case "firstUse":
      return ["confirmFirstUse", "dispute", "accept"];
    case "unpaidCycle":
      return ["renew", "recheck", "release", "dispute", "accept"];
    case "lengthMismatch":
    case "unreadableRow":
      return ["dispute", "accept"];
    case "unknownAdId":
    case "malformedAdId":
      return ["recheck", "dispute", "accept"];
    default:
      return ["recheck", "release", "dispute", "accept"];
  }
}

/** Actions that need a note: a release, a dispute and an acceptance say why. */
export function actionNeedsNote(action: AiringIssueAction): boolean {
  return action === "release" || action === "dispute" || action === "accept";
}

export const AiringIssueResolutionSchema = z
  .object({
    action: z.enum(airingIssueActions, {
      error:
        "Choose how the issue is resolved: renew, recheck, release, dispute, accept or confirm first use.",
    }),
    note: z
      .string({ error: "The note is text." })
      .trim()
      .max(2000, "The note is longer than 2,000 characters.")
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (actionNeedsNote(value.action) && (value.note ?? "") === "")
      ctx.addIssue({
        code: "custom",
        path: ["note"],
        message: `Write a note saying why (${airingIssueActionLabels[value.action].toLowerCase()}).`,
      });
  });
export type AiringIssueResolution = z.infer<typeof AiringIssueResolutionSchema>;

/** Whether the action fits the issue; the message names what would fit. */
export function checkIssueAction(kind: AiringIssueKind, action: AiringIssueAction): string | null {
  const allowed = actionsForIssue(kind);
  if (allowed.includes(action)) return null;
  return `"${airingIssueActionLabels[action]}" does not resolve this issue; choose ${allowed
    .map((candidate) => `"${airingIssueActionLabels[candidate]}"`)
    .join(", ")}.`;
}

/** An upload is pending review while any of its issues is open; reviewed once none is. */
export const airingUploadStatuses = ["pendingReview", "reviewed"] as const;
export type AiringUploadStatus = (typeof airingUploadStatuses)[number];

export const airingUploadStatusLabels: Readonly<Record<AiringUploadStatus, string>> = {
  pendingReview: "Pending review",
  reviewed: "Reviewed",
};

export function uploadStatusOf(openIssues: number): AiringUploadStatus {
  return openIssues > 0 ? "pendingReview" : "reviewed";
}

/** What became of a row of the file. */
export const airingRowOutcomes = ["counted", "restated", "notAired", "unreadable", "skipped"] as const;
export type AiringRowOutcome = (typeof airingRowOutcomes)[number];

export const airingRowOutcomeLabels: Readonly<Record<AiringRowOutcome, string>> = {
  counted: "Counted",
  restated: "Restated (counted once)",
  notAired: "Not aired",
  unreadable: "Not readable",
  skipped: "Skipped",
};

/**
 * The key that makes two rows one airing: same source, Ad-ID, outlet and air date and time. A
 * second upload of the same airing (a corrected post log, the same file again) is a restatement.
 */
export function airingKey(airing: {
  readonly adId: string;
  readonly outlet: string | null;
  readonly airDate: string;
  readonly airTime: string | null;
}): string {
  return [airing.adId, (airing.outlet ?? "").trim().toUpperCase(), airing.airDate, airing.airTime ?? ""].join(
    "|",
  );
}
