import { Link } from "react-router-dom";
import { dollarsToCents } from "../../../lib/money";
import { paths } from "../../../routing/paths";
import { Button } from "../../../ui/button";
import { formatCents } from "../../../ui/records/format-day";
import type { RowOutcome, TalentRow } from "../lib/use-bulk-contract-run";

const headings = ["Line", "Talent", "Key", "Title", "Role", "Session fee", "Holding fee", "Result", ""];

const fee = (typed: string) => {
  const cents = dollarsToCents(typed);
  return cents === null || Number.isNaN(cents) ? typed : formatCents(cents);
};

/** The talents of a bulk creation, one row each, with what the last "Check" or "Create" made of it. */
export function BulkTalentTable({
  rows,
  outcomes,
  dryRun,
  onRemove,
}: {
  rows: readonly TalentRow[];
  outcomes: ReadonlyMap<number, RowOutcome>;
  /** Whether the last run was a check: its "created" rows are only ready, with no contract to open. */
  dryRun: boolean;
  onRemove: (row: TalentRow) => void;
}) {
  return (
    <div className="overflow-x-auto border-t border-slate-100">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Talent rows</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {headings.map((label, index) => (
              <th key={index} scope="col" className="px-4 py-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const result = outcomes.get(row.line);
            const errors = [...row.errors, ...(result?.errors ?? [])];
            return (
              <tr key={row.line} className={errors.length > 0 ? "bg-red-50/50" : undefined}>
                <td className="px-4 py-2 text-slate-500 tabular-nums">{row.line}</td>
                <td className="px-4 py-2">{row.name || "—"}</td>
                <td className="px-4 py-2 font-mono text-xs text-slate-600">
                  {row.key || <span className="font-sans text-slate-500">From the row and terms</span>}
                </td>
                <td className="px-4 py-2">{row.title || "—"}</td>
                <td className="px-4 py-2">{row.role || "—"}</td>
                <td className="px-4 py-2 tabular-nums">{row.sessionFee ? fee(row.sessionFee) : "—"}</td>
                <td className="px-4 py-2 tabular-nums">{row.holdingFee ? fee(row.holdingFee) : "—"}</td>
                <td className="px-4 py-2">
                  <RowResult errors={errors} result={result} dryRun={dryRun} />
                </td>
                <td className="px-4 py-2 text-right">
                  <Button
                    variant="ghost"
                    aria-label={`Remove line ${row.line}`}
                    onClick={() => onRemove(row)}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A row's result: its errors, the contract made or found (a link), "Ready" after a check, or a dash. */
function RowResult({
  errors,
  result,
  dryRun,
}: {
  errors: readonly string[];
  result: RowOutcome | undefined;
  dryRun: boolean;
}) {
  if (errors.length > 0) {
    return (
      <ul className="space-y-0.5 text-red-700">
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    );
  }
  if (result?.outcome === "created" && result.contractId && !dryRun) {
    return (
      <Link
        to={paths.app.contract.getHref(result.contractId)}
        className="font-medium text-indigo-700 hover:underline"
      >
        {`Created ${result.contractNumber ?? ""}`.trim()}
      </Link>
    );
  }
  if (result?.outcome === "existing") {
    return result.contractId ? (
      <Link to={paths.app.contract.getHref(result.contractId)} className="text-slate-700 hover:underline">
        {`Already existed ${result.contractNumber ?? ""}`.trim()}
      </Link>
    ) : (
      "Already existed"
    );
  }
  if (result?.outcome === "created") return "Ready";
  return <span className="text-slate-400">—</span>;
}
