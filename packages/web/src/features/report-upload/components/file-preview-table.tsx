import type { AiringInspection } from "@rightsdesk/domain";

type SheetPreview = AiringInspection["sheets"][number];

/** How many rows under the header the preview shows. */
export const PREVIEW_ROWS = 5;

/** The first rows under the header, as the file has them, each with its row number. */
export function FilePreviewTable({ sheet }: { sheet: SheetPreview }) {
  const rows = sheet.preview.slice(0, PREVIEW_ROWS);
  if (rows.length === 0) {
    return <p className="text-sm text-slate-600">The file has no rows under its header.</p>;
  }
  const width = Math.max(sheet.headers.length, ...rows.map((row) => row.cells.length));
  const headers = Array.from({ length: width }, (_, index) => sheet.headers[index] ?? "");
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">The first {rows.length} rows of the file</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-left text-xs font-semibold text-slate-600">
              Row
            </th>
            {headers.map((header, index) => (
              <th
                key={index}
                scope="col"
                className="px-3 py-2 text-left text-xs font-semibold whitespace-nowrap text-slate-600"
              >
                {header || <span className="text-slate-400">(no header)</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {rows.map((row) => (
            <tr key={row.rowNumber}>
              <th scope="row" className="px-3 py-2 text-left font-normal text-slate-500 tabular-nums">
                {row.rowNumber}
              </th>
              {headers.map((_, index) => (
                <td key={index} className="max-w-56 truncate px-3 py-2 whitespace-nowrap text-slate-800">
                  {row.cells[index] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
