import {
  airingIssueKindLabels,
  airingRowOutcomeLabels,
  airingRowOutcomes,
  type AiringImportResult,
} from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { buttonClassName } from "../../../ui/button";
import { CheckCircleIcon } from "../../../ui/icons";

/** What became of the file's rows, one figure per outcome. */
export function RowCounts({ rows }: { rows: AiringImportResult["rows"] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <div className="rounded-lg border border-slate-200 px-3 py-2.5">
        <dt className="text-xs font-medium text-slate-600">Rows in the file</dt>
        <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{rows.total}</dd>
      </div>
      {airingRowOutcomes.map((outcome) => (
        <div key={outcome} className="rounded-lg border border-slate-200 px-3 py-2.5">
          <dt className="text-xs font-medium text-slate-600">{airingRowOutcomeLabels[outcome]}</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">{rows[outcome]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The issues found, per kind and then the first few with their rows. */
function FoundIssues({ result }: { result: AiringImportResult }) {
  if (result.issuesByKind.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-800">
        <CheckCircleIcon className="size-5 text-emerald-600" />
        No issues: every airing read clears with the rights held.
      </p>
    );
  }
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
      <div>
        <h4 className="text-sm font-semibold text-slate-900">Issues by kind</h4>
        <ul className="mt-2 space-y-1 text-sm">
          {result.issuesByKind.map(({ kind, count }) => (
            <li key={kind} className="flex justify-between gap-3">
              <span className="text-slate-700">{airingIssueKindLabels[kind]}</span>
              <span className="font-medium text-slate-900 tabular-nums">{count}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="min-w-0">
        <h4 className="text-sm font-semibold text-slate-900">First issues</h4>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {result.firstIssues.map((issue, index) => (
            <li key={index} className="py-1.5">
              <span className="font-medium text-slate-900">
                {issue.sheet ? `${issue.sheet}, row ${issue.rowNumber}` : `Row ${issue.rowNumber}`}
              </span>
              <span className="text-slate-500"> · {airingIssueKindLabels[issue.kind]}</span>
              <p className="text-slate-700">{issue.message}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What an import did (or a check would do): the row counts, the issues, where to go next. */
export function ImportResult({ result }: { result: AiringImportResult }) {
  const upload = result.upload;
  return (
    <div className="space-y-5" role="status" aria-label="Import result">
      <p className="text-sm text-slate-700">
        {result.dryRun ? (
          <>
            <span className="font-semibold text-slate-900">Checked without saving.</span> This is what
            importing {result.fileName} would do; nothing was kept.
          </>
        ) : (
          <>
            <span className="font-semibold text-slate-900">{result.fileName} was imported.</span>{" "}
            {upload && upload.openIssueCount > 0
              ? "It is pending review until every issue is resolved."
              : "Nothing needs review."}
          </>
        )}
      </p>
      <RowCounts rows={result.rows} />
      <FoundIssues result={result} />
      {upload && (
        <div className="flex flex-wrap gap-3">
          <Link
            to={paths.app.reportUploads.details.getHref(upload.id)}
            className={buttonClassName("secondary")}
          >
            Open the upload&apos;s details
          </Link>
          {upload.issueCount > 0 && (
            <Link
              to={paths.app.reportUploads.issues.getHref(upload.id)}
              className={buttonClassName("secondary")}
            >
              Review its issues
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
