import type { BulkContractResult, BulkContractRow, BulkContractShared } from "@rightsdesk/domain";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { describeError } from "../../../lib/describe-error";
import { useBulkCreateContracts } from "../api/change-contract";
import { bulkBatches, keyedRow, type BulkCsvRow } from "./bulk-csv";
import type { ContractFormValues } from "./contract-form";

/** A row of the talents table: the CSV line or a picked person, with the name to show. */
export interface TalentRow extends BulkCsvRow {
  name: string;
}

/** What happened to one row, after "Check" or "Create". */
export interface RowOutcome {
  outcome: "created" | "existing" | "invalid";
  contractId: number | null;
  contractNumber: string | null;
  errors: string[];
}

/** The counts of the last "Check" or "Create", over every batch. */
export interface RunSummary {
  dryRun: boolean;
  committed: boolean;
  created: number;
  existing: number;
  invalid: number;
}

/**
 * Checks (a dry run) or creates the contracts of the rows without errors, in the batches the
 * server takes, and keeps what happened to each row and in all.
 */
export function useBulkContractRun(
  form: UseFormReturn<ContractFormValues, unknown, BulkContractShared>,
  rows: TalentRow[],
) {
  const bulk = useBulkCreateContracts();
  // By line: a row without a key of its own gets one only when the terms are known.
  const [outcomes, setOutcomes] = useState<Map<number, RowOutcome>>(new Map());
  const [summary, setSummary] = useState<RunSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState<"check" | "create" | null>(null);
  // Once the rows on screen are created, leaving the page loses nothing.
  const [createdRows, setCreatedRows] = useState<TalentRow[] | null>(null);
  const valid = rows.filter((row): row is TalentRow & { row: BulkContractRow } => row.row !== null);

  const run = (dryRun: boolean) =>
    form.handleSubmit(async (shared) => {
      setFailure(null);
      setRunning(dryRun ? "check" : "create");
      const next = new Map<number, RowOutcome>();
      const total: RunSummary = { dryRun, committed: true, created: 0, existing: 0, invalid: 0 };
      try {
        for (const batch of bulkBatches(valid)) {
          const answer: BulkContractResult = await bulk.mutateAsync({
            shared,
            rows: batch.map((row) => keyedRow(row, shared)),
            dryRun,
          });
          for (const result of answer.rows) {
            const row = batch[result.row - 1];
            if (!row) continue;
            next.set(row.line, {
              outcome: result.outcome,
              contractId: result.contractId,
              contractNumber: result.contractNumber,
              errors: result.errors.map((error) => error.message),
            });
          }
          total.created += answer.created;
          total.existing += answer.existing;
          total.invalid += answer.invalid;
          total.committed &&= answer.committed;
          // All or nothing per request: stop at the first batch that wrote nothing.
          if (!answer.committed && !dryRun) break;
        }
        if (!dryRun && total.committed) setCreatedRows(rows);
      } catch (error) {
        setFailure(
          describeError(
            error,
            dryRun ? "The rows could not be checked." : "The contracts could not be created.",
          ),
        );
      } finally {
        setOutcomes(next);
        setSummary(next.size > 0 ? total : null);
        setRunning(null);
      }
    });

  /** Forgets the last run's results (a new file replaces the rows they were about). */
  const clearResults = () => {
    setOutcomes(new Map());
    setSummary(null);
  };

  return { valid, outcomes, summary, failure, running, createdRows, run, clearResults };
}
