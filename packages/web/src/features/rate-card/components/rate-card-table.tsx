import type { RateCardRow } from "@rightsdesk/domain";
import { useTable } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { cx } from "../../../ui/cx";
import { rateCardColumns, rateCardNoWrap, rateCardTableFeatures } from "./rate-card-columns";

/** The figures in reading order: by union, the newest contract year first, then category and start. */
export function sortRateCardRows(rows: readonly RateCardRow[]): RateCardRow[] {
  return [...rows].sort(
    (a, b) =>
      a.union.localeCompare(b.union) ||
      b.contractYear - a.contractYear ||
      a.category.localeCompare(b.category) ||
      a.effectiveFrom.localeCompare(b.effectiveFrom) ||
      a.origin.localeCompare(b.origin),
  );
}

/**
 * Every figure, one row each. Shipped rows come with the product and are read-only; the client's
 * own versions carry their edit and delete actions (`rowActions`).
 */
export function RateCardTable({
  rows,
  rowActions,
}: {
  rows: readonly RateCardRow[];
  rowActions: (row: RateCardRow) => ReactNode;
}) {
  const table = useTable({
    features: rateCardTableFeatures,
    columns: rateCardColumns,
    data: sortRateCardRows(rows),
    getRowId: (row) => row.id,
  });
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Rate card: every figure, shipped and your own. Shipped figures are read-only.
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cx(
                    "px-3 py-2.5 first:pl-5 sm:first:pl-6",
                    header.column.id === "amountCents" && "text-right",
                  )}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
              <th scope="col" className="px-3 py-2.5 pr-5 text-right sm:pr-6">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.original.origin === "client" ? "bg-indigo-50/30" : undefined}>
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cx(
                    "px-3 py-2.5 align-top text-slate-700 first:pl-5 sm:first:pl-6",
                    rateCardNoWrap.has(cell.column.id) ? "whitespace-nowrap" : "min-w-28",
                    cell.column.id === "amountCents" && "text-right",
                  )}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
              <td className="px-3 py-1.5 pr-5 text-right whitespace-nowrap sm:pr-6">
                {rowActions(row.original)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
