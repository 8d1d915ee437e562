import { airingFieldLabels, airingFields, codeLabel, type AiringUploadDetail } from "@rightsdesk/domain";
import type { ReactNode } from "react";
import { formatDate } from "../../../lib/format";
import { RowCounts } from "./import-result";
import { formatAirDates } from "./upload-columns";
import { UploadStatusBadge } from "./upload-status-badge";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

const formatNames = { csv: "CSV", xlsx: "Excel (XLSX)", xls: "Excel 97–2003 (XLS)" } as const;

/** An upload at a glance: what file, from whom, read how, for which media, and what it held. */
export function UploadSummary({ upload }: { upload: AiringUploadDetail }) {
  const mapped = airingFields.filter((field) => upload.mapping[field]);
  const media = upload.mediaSubType
    ? `${codeLabel(upload.mediaType)} (${codeLabel(upload.mediaSubType)})`
    : codeLabel(upload.mediaType);
  return (
    <div className="space-y-5 px-5 py-5 sm:px-6">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term="Status">
          <UploadStatusBadge status={upload.status} />
          <span className="ml-2 text-slate-600">
            {upload.openIssueCount} of {upload.issueCount} issues open
          </span>
        </Fact>
        <Fact term="Source">{upload.source}</Fact>
        <Fact term="Format">
          {formatNames[upload.format]}
          {upload.encoding && <span className="text-slate-600"> · {upload.encoding}</span>}
        </Fact>
        <Fact term="Uploaded">
          {formatDate(upload.uploadedOn)} by {upload.uploadedBy}
        </Fact>
        <Fact term="Media">{media}</Fact>
        <Fact term="Territory">{upload.territory ?? "Worldwide"}</Fact>
        <Fact term="Air dates">{formatAirDates(upload.firstAirDate, upload.lastAirDate) ?? "None read"}</Fact>
        <Fact term="Columns used">
          <ul className="space-y-0.5">
            {mapped.map((field) => (
              <li key={field}>
                <span className="text-slate-600">{airingFieldLabels[field]}:</span> {upload.mapping[field]}
              </li>
            ))}
          </ul>
        </Fact>
      </dl>
      <RowCounts rows={upload.rows} />
    </div>
  );
}
