import type { AuditEntry } from "@rightsdesk/domain";
import { formatLogTime, isMeaningfulChange, type LogFormatter } from "./log-changes";

/** Audit entries, newest first: what happened, who, when, and each field from what to what. */
export function LogList({ entries, formatter }: { entries: readonly AuditEntry[]; formatter: LogFormatter }) {
  return (
    <ol className="divide-y divide-slate-100">
      {entries.map((entry) => {
        const changes = entry.changes.filter(isMeaningfulChange);
        return (
          <li key={entry.id} className="px-5 py-4 sm:px-6">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="text-sm font-medium text-slate-900">{formatter.describeLogAction(entry)}</p>
              <p className="text-sm text-slate-500">
                <span className="text-slate-700">{entry.actorUserName ?? "System"}</span>
                {" · "}
                <time dateTime={entry.at}>{formatLogTime(entry.at)}</time>
              </p>
            </div>
            {changes.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {changes.map((change) => (
                  <li key={change.field} className="break-words">
                    {formatter.formatChange(change, entry)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
