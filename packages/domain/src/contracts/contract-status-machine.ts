import { getNextSnapshot, setup } from "xstate";
import type { ContractLifecycleStatus, ContractStatus } from "./contract-statuses.js";

/**
 * What a status change may depend on besides the two statuses: whether every required part of the
 * contract is filled in (a contract is signed or sent to payroll only when complete), and whether
 * its expiration date has passed (only then does it expire, and only a renewal with a later date
 * brings it back).
 */
export interface ContractStatusFacts {
  readonly complete: boolean;
  readonly expired: boolean;
}

/** The document's status, as the spec lists it; "Cancelled" is a legacy name of Voided and never a state. */
export type ContractDocumentStatus = Exclude<ContractStatus, "Cancelled">;

export type ContractDocumentEvent =
  | { readonly type: "SUBMIT_FOR_REVIEW" }
  | { readonly type: "SEND_FOR_SIGNING" }
  | { readonly type: "RETURN_TO_DRAFT" }
  | { readonly type: "SIGN"; readonly facts: ContractStatusFacts }
  | { readonly type: "EXPIRE"; readonly facts: ContractStatusFacts }
  | { readonly type: "RENEW"; readonly facts: ContractStatusFacts }
  | { readonly type: "VOID" };

/**
 * A contract document's life (spec 001 section 4 lists the statuses; the transitions are ours):
 * Draft → Due Review → Due Signing → Active → Expired, review being optional; a draft or a document
 * out for review or signature can go back to Draft; signing needs a complete contract; an Active
 * contract expires only once its expiration date has passed, and an Expired one becomes Active
 * again only by a renewal that moves the date past today. Anything but Expired can be voided, and
 * Voided is final: a voided contract is never revived, a new one is made (copy).
 */
export const contractDocumentMachine = setup({
  types: { events: {} as ContractDocumentEvent },
  guards: {
    complete: ({ event }) => "facts" in event && event.facts.complete,
    pastExpiration: ({ event }) => "facts" in event && event.facts.expired,
    renewedPastToday: ({ event }) => "facts" in event && !event.facts.expired && event.facts.complete,
  },
}).createMachine({
  id: "contractDocument",
  initial: "Draft",
  states: {
    Draft: {
      on: { SUBMIT_FOR_REVIEW: "Due Review", SEND_FOR_SIGNING: "Due Signing", VOID: "Voided" },
    },
    "Due Review": {
      on: { SEND_FOR_SIGNING: "Due Signing", RETURN_TO_DRAFT: "Draft", VOID: "Voided" },
    },
    "Due Signing": {
      on: {
        SIGN: { target: "Active", guard: "complete" },
        RETURN_TO_DRAFT: "Draft",
        VOID: "Voided",
      },
    },
    Active: {
      on: { EXPIRE: { target: "Expired", guard: "pastExpiration" }, VOID: "Voided" },
    },
    Expired: {
      on: { RENEW: { target: "Active", guard: "renewedPastToday" } },
    },
    Voided: { type: "final" },
  },
});

export type ContractPayrollEvent =
  | { readonly type: "MARK_INCOMPLETE" }
  | { readonly type: "SUBMIT_TO_PAYROLL"; readonly facts: ContractStatusFacts }
  | { readonly type: "REJECT" }
  | { readonly type: "APPROVE" }
  | { readonly type: "COMPLETE" }
  | { readonly type: "REVISE" };

/**
 * The contract's way through payroll (the spec's CREATED … REVISED; the transitions are ours):
 * a created contract goes to payroll only when complete, otherwise it is INCOMPLETE until it is;
 * payroll approves it or sends it back (INCOMPLETE); an approved contract is COMPLETED once paid;
 * a change after approval makes it REVISED, and a revision goes through payroll again.
 */
export const contractPayrollMachine = setup({
  types: { events: {} as ContractPayrollEvent },
  guards: {
    complete: ({ event }) => event.type === "SUBMIT_TO_PAYROLL" && event.facts.complete,
  },
}).createMachine({
  id: "contractPayroll",
  initial: "CREATED",
  states: {
    CREATED: {
      on: {
        MARK_INCOMPLETE: "INCOMPLETE",
        SUBMIT_TO_PAYROLL: { target: "SUBMITTED TO PAYROLL", guard: "complete" },
      },
    },
    INCOMPLETE: {
      on: { SUBMIT_TO_PAYROLL: { target: "SUBMITTED TO PAYROLL", guard: "complete" } },
    },
    "SUBMITTED TO PAYROLL": { on: { APPROVE: "APPROVED", REJECT: "INCOMPLETE" } },
    APPROVED: { on: { COMPLETE: "COMPLETED", REVISE: "REVISED" } },
    COMPLETED: { on: { REVISE: "REVISED" } },
    REVISED: {
      on: { SUBMIT_TO_PAYROLL: { target: "SUBMITTED TO PAYROLL", guard: "complete" } },
    },
  },
});

export type StatusChange<S extends string> =
  | { readonly status: "allowed"; readonly from: S; readonly to: S; readonly event: string }
  | { readonly status: "refused"; readonly from: S; readonly to: S; readonly message: string };

type AnyStatusMachine = typeof contractDocumentMachine | typeof contractPayrollMachine;

function eventsWith(facts: ContractStatusFacts) {
  return [
    { type: "SUBMIT_FOR_REVIEW" },
    { type: "SEND_FOR_SIGNING" },
    { type: "RETURN_TO_DRAFT" },
    { type: "SIGN", facts },
    { type: "EXPIRE", facts },
    { type: "RENEW", facts },
    { type: "VOID" },
    { type: "MARK_INCOMPLETE" },
    { type: "SUBMIT_TO_PAYROLL", facts },
    { type: "REJECT" },
    { type: "APPROVE" },
    { type: "COMPLETE" },
    { type: "REVISE" },
  ] as const;
}

/** Where each event leads from `from`, with these facts: the statuses reachable in one step. */
function reachable(machine: AnyStatusMachine, from: string, facts: ContractStatusFacts) {
  const snapshot = machine.resolveState({ value: from, context: {} });
  return eventsWith(facts).flatMap((event) => {
    // Each machine ignores the other's events: the snapshot stays where it was.
    const next = getNextSnapshot(
      machine as typeof contractDocumentMachine,
      snapshot as never,
      event as never,
    );
    const to = String(next.value);
    return to === from ? [] : [{ event: event.type, to }];
  });
}

/** Why the one-step moves from `from` exclude `to`, in words the user can act on. */
function refusal(
  machine: AnyStatusMachine,
  from: string,
  to: string,
  facts: ContractStatusFacts,
  what: string,
): string {
  const unguarded = reachable(machine, from, { complete: true, expired: true });
  const renewable = reachable(machine, from, { complete: true, expired: false });
  const possible = [...unguarded, ...renewable].some((step) => step.to === to);
  if (possible && !facts.complete)
    return `A ${what} becomes ${to} only when it is complete: fill in the missing parts first.`;
  if (possible && from === "Active" && !facts.expired)
    return `An Active ${what} becomes Expired only after its expiration date has passed.`;
  if (possible && from === "Expired")
    return `An Expired ${what} becomes Active again only by a renewal: move its expiration date past today.`;
  const options = [...new Set(reachable(machine, from, facts).map((step) => step.to))];
  const next = options.length === 0 ? "it cannot change any more" : `it can become ${options.join(" or ")}`;
  return `A ${from} ${what} cannot become ${to}: ${next}.`;
}

function decide<S extends string>(
  machine: AnyStatusMachine,
  from: S,
  to: S,
  facts: ContractStatusFacts,
  what: string,
): StatusChange<S> {
  if (from === to) return { status: "refused", from, to, message: `The ${what} is already ${to}.` };
  const step = reachable(machine, from, facts).find((candidate) => candidate.to === to);
  if (step) return { status: "allowed", from, to, event: step.event };
  return { status: "refused", from, to, message: refusal(machine, from, to, facts, what) };
}

/** Whether a contract document may go from one status to another; a refusal says why and what it may become. */
export function decideDocumentStatusChange(
  from: ContractStatus,
  to: ContractStatus,
  facts: ContractStatusFacts,
): StatusChange<ContractDocumentStatus> {
  const normal = (status: ContractStatus): ContractDocumentStatus =>
    status === "Cancelled" ? "Voided" : status;
  return decide(contractDocumentMachine, normal(from), normal(to), facts, "contract");
}

/** Whether a contract may go from one payroll status to another; a refusal says why and what it may become. */
export function decidePayrollStatusChange(
  from: ContractLifecycleStatus,
  to: ContractLifecycleStatus,
  facts: ContractStatusFacts,
): StatusChange<ContractLifecycleStatus> {
  return decide(contractPayrollMachine, from, to, facts, "contract");
}

/** The statuses a contract document may move to next, for the buttons a screen offers. */
export function nextDocumentStatuses(
  from: ContractStatus,
  facts: ContractStatusFacts,
): ContractDocumentStatus[] {
  const start = from === "Cancelled" ? "Voided" : from;
  return [
    ...new Set(reachable(contractDocumentMachine, start, facts).map((step) => step.to)),
  ] as ContractDocumentStatus[];
}

/** The payroll statuses a contract may move to next, for the buttons a screen offers. */
export function nextPayrollStatuses(
  from: ContractLifecycleStatus,
  facts: ContractStatusFacts,
): ContractLifecycleStatus[] {
  return [
    ...new Set(reachable(contractPayrollMachine, from, facts).map((step) => step.to)),
  ] as ContractLifecycleStatus[];
}
