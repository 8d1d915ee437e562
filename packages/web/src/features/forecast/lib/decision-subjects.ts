import { renewalSubjectKey, type RenewalDecisionRecord, type RenewalSubject } from "@rightsdesk/domain";

/** What a payment's decision is about: its first subject (the cycle, fee, MPU or licence it renews). */
export function subjectOf(payment: { subjects: readonly RenewalSubject[] }): RenewalSubject | undefined {
  return payment.subjects[0];
}

/** The subjects of the chosen payments, each once: several payments of one cycle are one decision. */
export function uniqueSubjects(
  payments: readonly { subjects: readonly RenewalSubject[] }[],
): RenewalSubject[] {
  const seen = new Map<string, RenewalSubject>();
  for (const payment of payments) {
    const subject = subjectOf(payment);
    if (subject && !seen.has(renewalSubjectKey(subject))) seen.set(renewalSubjectKey(subject), subject);
  }
  return [...seen.values()];
}

/** The decision in force for each subject: the list is newest first, so the first one found wins. */
export function decisionsBySubject(
  decisions: readonly RenewalDecisionRecord[],
): ReadonlyMap<string, RenewalDecisionRecord> {
  const inForce = new Map<string, RenewalDecisionRecord>();
  for (const decision of decisions) {
    const key = renewalSubjectKey(decision.subject);
    if (!inForce.has(key)) inForce.set(key, decision);
  }
  return inForce;
}

/** The decision in force for a payment, if any. */
export function decisionFor(
  inForce: ReadonlyMap<string, RenewalDecisionRecord>,
  payment: { subjects: readonly RenewalSubject[] },
): RenewalDecisionRecord | undefined {
  const subject = subjectOf(payment);
  return subject ? inForce.get(renewalSubjectKey(subject)) : undefined;
}
