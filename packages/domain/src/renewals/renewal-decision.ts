import { z } from "zod";
import { IsoDateSchema } from "../dates/iso-date.js";
import { IdSchema } from "../records/field-schemas.js";

/**
 * What a renew-or-release decision is about: a performer's holding fees on a spot, a spot's use
 * right cycles, its MPU renegotiation, or an element's licence renewal.
 */
export const RenewalSubjectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("holdingFee"), assetId: IdSchema, castItemId: IdSchema }),
  z.object({ kind: z.literal("useRightCycle"), assetId: IdSchema, useRightId: IdSchema }),
  z.object({ kind: z.literal("mpuRenegotiation"), assetId: IdSchema }),
  z.object({ kind: z.literal("licenceRenewal"), elementId: IdSchema, licenceId: IdSchema }),
]);
export type RenewalSubject = z.infer<typeof RenewalSubjectSchema>;
export type RenewalSubjectKind = RenewalSubject["kind"];

export const renewalChoices = ["renew", "notRenewing"] as const;
export const RenewalChoiceSchema = z.enum(renewalChoices, { error: "Choose renew or not renewing." });
export type RenewalChoice = z.infer<typeof RenewalChoiceSchema>;

/**
 * Who decided what, and when. "Not renewing" stops every later payment of its subject (the
 * performer, right, MPU or licence is released); a later "renew" takes it back.
 */
export const RenewalDecisionSchema = z.object({
  subject: RenewalSubjectSchema,
  choice: RenewalChoiceSchema,
  decidedBy: z.string().trim().min(1, "Say who decided."),
  decidedOn: IsoDateSchema,
});
export type RenewalDecision = z.infer<typeof RenewalDecisionSchema>;

/** "holdingFee:12:3": one key per subject, to match decisions to payments. */
export function renewalSubjectKey(subject: RenewalSubject): string {
  switch (subject.kind) {
    case "holdingFee":
      return `holdingFee:${subject.assetId}:${subject.castItemId}`;
    case "useRightCycle":
      return `useRightCycle:${subject.assetId}:${subject.useRightId}`;
    case "mpuRenegotiation":
      return `mpuRenegotiation:${subject.assetId}`;
    case "licenceRenewal":
      return `licenceRenewal:${subject.elementId}:${subject.licenceId}`;
  }
}

/** The decision in force for each subject: the latest by day; on the same day, the later in the list. */
export function currentDecisions(
  decisions: readonly RenewalDecision[],
): ReadonlyMap<string, RenewalDecision> {
  const current = new Map<string, RenewalDecision>();
  for (const decision of decisions) {
    const key = renewalSubjectKey(decision.subject);
    const held = current.get(key);
    if (held === undefined || held.decidedOn <= decision.decidedOn) current.set(key, decision);
  }
  return current;
}

/** Whether the decision in force for `subject` is "not renewing". */
export function isNotRenewing(
  current: ReadonlyMap<string, RenewalDecision>,
  subject: RenewalSubject,
): boolean {
  return current.get(renewalSubjectKey(subject))?.choice === "notRenewing";
}
