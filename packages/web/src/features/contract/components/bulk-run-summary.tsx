import type { RunSummary } from "../lib/use-bulk-contract-run";

/** The counts of the last "Check" or "Create", announced as they change. */
export function BulkRunSummary({ summary }: { summary: RunSummary }) {
  return (
    <div role="status" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      <p className="font-semibold text-slate-900">
        {summary.dryRun ? `${summary.created} ready to create` : `${summary.created} created`}
      </p>
      <p className="text-slate-700">{`${summary.existing} already existed`}</p>
      <p
        className={summary.invalid > 0 ? "text-red-700" : "text-slate-700"}
      >{`${summary.invalid} invalid`}</p>
      {!summary.dryRun && !summary.committed && (
        <p className="text-red-700">Nothing was created: fix the invalid rows and try again.</p>
      )}
    </div>
  );
}
