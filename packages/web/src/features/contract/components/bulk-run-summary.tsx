import { bulkSummaryText, type BulkCounts } from "../lib/bulk-row-state";

/** Where the rows stand, in the counts the button and the table use, announced as they change. */
export function BulkRunSummary({ counts }: { counts: BulkCounts }) {
  return (
    <div role="status" className="text-sm">
      <p className={counts.problem > 0 ? "font-semibold text-red-800" : "font-semibold text-slate-900"}>
        {bulkSummaryText(counts)}
      </p>
      {counts.unchecked > 0 && (
        <p className="text-slate-600">Complete the shared terms above to check the rows against them.</p>
      )}
      {counts.problem > 0 && (
        <p className="text-slate-600">
          Rows with a problem are left out: fix them in the table, or remove them.
        </p>
      )}
    </div>
  );
}
