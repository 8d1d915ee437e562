import {
  bulkContractColumnOfField,
  stableJson,
  type BulkContractResult,
  type BulkContractRow,
  type BulkContractShared,
} from "@rightsdesk/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { describeError } from "../../../lib/describe-error";
import { checkBulkContracts } from "../api/check-bulk-contracts";
import { useBulkCreateContracts } from "../api/change-contract";
import { bulkBatches, checkBulkRows, keyedRow, type BulkCsvRow, type BulkDraft } from "./bulk-csv";
import { BulkSharedFormSchema } from "./bulk-form";
import { bulkRowState, countBulkRows, type BulkRowState, type RowCheck } from "./bulk-row-state";
import type { ContractFormValues } from "./contract-form";

type SendableRow = BulkCsvRow & { row: BulkContractRow };

/** How long the rows wait after the last edit before they are checked. */
const CHECK_DELAY_MS = 250;

/** What the server said of each row of a batch, its problems named by row, column and value. */
function checksOf(batch: readonly SendableRow[], answer: BulkContractResult): Map<SendableRow, RowCheck> {
  const checks = new Map<SendableRow, RowCheck>();
  for (const result of answer.rows) {
    const row = batch[result.row - 1];
    if (!row) continue;
    checks.set(row, {
      outcome: result.outcome,
      contractId: result.contractId,
      contractNumber: result.contractNumber,
      problems: result.errors.map((error) => {
        const column = bulkContractColumnOfField(error.field);
        return {
          row: row.number,
          column,
          value: column ? (row.cells[column] ?? "") : "",
          message: error.message,
        };
      }),
    });
  }
  return checks;
}

/**
 * The rows of a bulk creation and where each stands. Each row is checked here as it changes, then
 * against the shared terms by the server (a dry run) a moment later, so the counts, the button and
 * the table say the same before anything is created. "Create" sends only the ready rows.
 */
export function useBulkContractRun(
  form: UseFormReturn<ContractFormValues, unknown, BulkContractShared>,
  drafts: readonly BulkDraft[],
) {
  const bulk = useBulkCreateContracts();
  const rows = useMemo(() => checkBulkRows(drafts), [drafts]);
  const watched = useWatch({ control: form.control });
  const sharedJson = useMemo(() => {
    const parsed = BulkSharedFormSchema.safeParse(watched);
    return parsed.success ? stableJson(parsed.data) : null;
  }, [watched]);
  const shared = useMemo(
    () => (sharedJson === null ? null : (JSON.parse(sharedJson) as BulkContractShared)),
    [sharedJson],
  );
  // Checks by what was checked (the terms and the keyed row), so an edit makes its row's stale.
  const [checks, setChecks] = useState<ReadonlyMap<string, RowCheck>>(new Map());
  // Created rows by number: they stay created whatever changes after.
  const [created, setCreated] = useState<ReadonlyMap<number, RowCheck>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const inFlight = useRef(new Set<string>());

  const fingerprintOf = (row: SendableRow, terms: BulkContractShared) =>
    `${sharedJson ?? ""}\n${stableJson(keyedRow(row, terms))}`;
  const sendable = rows.filter((row): row is SendableRow => row.row !== null && !created.has(row.number));
  const fingerprints = new Map(sendable.map((row) => [row, shared ? fingerprintOf(row, shared) : ""]));
  const stale = shared ? sendable.filter((row) => !checks.has(fingerprints.get(row) ?? "")) : [];
  const staleKey = stale.map((row) => fingerprints.get(row)).join("\n");

  useEffect(() => {
    if (!shared || staleKey === "") return;
    const timer = setTimeout(() => {
      const waiting = stale.filter((row) => !inFlight.current.has(fingerprints.get(row) ?? ""));
      for (const batch of bulkBatches(waiting)) {
        const keys = batch.map((row) => fingerprints.get(row) ?? "");
        keys.forEach((key) => inFlight.current.add(key));
        checkBulkContracts({ shared, rows: batch.map((row) => keyedRow(row, shared)) })
          .then((answer) => {
            const answered = checksOf(batch, answer);
            setChecks((current) => {
              const next = new Map(current);
              batch.forEach((row, index) => {
                const check = answered.get(row);
                if (check) next.set(keys[index] ?? "", check);
              });
              return next;
            });
            setFailure(null);
          })
          .catch((error: unknown) => setFailure(describeError(error, "The rows could not be checked.")))
          .finally(() => keys.forEach((key) => inFlight.current.delete(key)));
      }
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // The stale rows are named by their fingerprints: staleKey changes exactly when they do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [staleKey, shared]);

  const states = new Map<number, BulkRowState>(
    rows.map((row) => {
      const check = row.row === null ? undefined : checks.get(fingerprints.get(row as SendableRow) ?? "");
      return [row.number, bulkRowState(row, check, created.get(row.number), shared !== null)];
    }),
  );
  const counts = countBulkRows(states.values());
  const checkOf = (row: BulkCsvRow): RowCheck | undefined =>
    created.get(row.number) ??
    (row.row === null ? undefined : checks.get(fingerprints.get(row as SendableRow) ?? ""));

  /** Creates the ready rows, in the batches the server takes; a batch is all or nothing. */
  const create = form.handleSubmit(async (terms) => {
    setFailure(null);
    setCreating(true);
    const ready = sendable.filter((row) => {
      const state = states.get(row.number);
      return state === "ready" || state === "unchecked";
    });
    try {
      for (const batch of bulkBatches(ready)) {
        const answer = await bulk.mutateAsync({
          shared: terms,
          rows: batch.map((row) => keyedRow(row, terms)),
        });
        const answered = checksOf(batch, answer);
        if (answer.committed) {
          setCreated((current) => {
            const next = new Map(current);
            for (const [row, check] of answered) next.set(row.number, check);
            return next;
          });
        } else {
          // Nothing written: the rows the server refused now show why; the others stay ready.
          setChecks((current) => {
            const next = new Map(current);
            for (const [row, check] of answered) next.set(fingerprintOf(row, terms), check);
            return next;
          });
          break;
        }
      }
    } catch (error) {
      setFailure(describeError(error, "The contracts could not be created."));
    } finally {
      setCreating(false);
    }
  });

  /** Forgets every row's results, for another file. */
  const reset = () => {
    setChecks(new Map());
    setCreated(new Map());
    setFailure(null);
  };

  return { rows, states, counts, checkOf, failure, creating, create, reset };
}
