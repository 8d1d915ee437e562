import type { BulkRowProblem } from "@rightsdesk/domain";
import type { BulkCsvRow } from "./bulk-csv";

/** What the server said of a row, on a check (nothing written) or on creation. */
export interface RowCheck {
  outcome: "created" | "existing" | "invalid";
  contractId: number | null;
  contractNumber: string | null;
  problems: BulkRowProblem[];
}

/**
 * Where a row stands. problem: it cannot be sent as it is; checking: sent for a check, no answer
 * yet; unchecked: the shared terms are not complete, so it cannot be checked against them;
 * ready: checked, it will be created; existing: its key made a contract before; created: made now.
 */
export type BulkRowState = "problem" | "checking" | "unchecked" | "ready" | "existing" | "created";

/** The one rule for a row's state: the summary, the button and the table all count with it. */
export function bulkRowState(
  row: BulkCsvRow,
  check: RowCheck | undefined,
  created: RowCheck | undefined,
  termsComplete: boolean,
): BulkRowState {
  if (created) return created.outcome === "existing" ? "existing" : "created";
  if (row.problems.length > 0 || row.row === null) return "problem";
  if (!termsComplete) return "unchecked";
  if (!check) return "checking";
  if (check.outcome === "invalid") return "problem";
  return check.outcome === "existing" ? "existing" : "ready";
}

export type BulkCounts = Record<BulkRowState, number>;

export function countBulkRows(states: Iterable<BulkRowState>): BulkCounts {
  const counts: BulkCounts = { problem: 0, checking: 0, unchecked: 0, ready: 0, existing: 0, created: 0 };
  for (const state of states) counts[state] += 1;
  return counts;
}

/** The rows "Create" would send: ready ones, and unchecked ones (creating checks the terms first). */
export function rowsToCreate(counts: BulkCounts): number {
  return counts.ready + counts.unchecked;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "4 ready, 1 with a problem", "5 created", each part only when it counts something. */
export function bulkSummaryText(counts: BulkCounts): string {
  const parts = [
    counts.created > 0 ? `${counts.created} created` : "",
    counts.ready + counts.unchecked > 0 ? `${counts.ready + counts.unchecked} ready` : "",
    counts.checking > 0 ? `${counts.checking} being checked` : "",
    counts.existing > 0 ? `${counts.existing} already created before` : "",
    counts.problem > 0 ? `${counts.problem} with a problem` : "",
  ];
  return parts.filter(Boolean).join(", ") || "No rows";
}

/** The button: "Create 4 contracts". */
export function createButtonLabel(counts: BulkCounts): string {
  return `Create ${plural(rowsToCreate(counts), "contract", "contracts")}`;
}
