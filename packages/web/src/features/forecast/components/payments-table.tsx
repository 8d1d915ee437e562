import { useTable, type RowSelectionState, type Updater } from "@tanstack/react-table";
import { useEffect, useRef } from "react";
import { cx } from "../../../ui/cx";
import { formatDay } from "../../../ui/records/format-day";
import { paymentKindLabels } from "../lib/forecast-labels";
import { paymentColumns, paymentNoWrap, paymentTableFeatures, type PaymentRow } from "./payment-columns";

const checkbox =
  "size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed";

/** A row's name for its checkbox: "Holding fee due 05/01/2026, Rosa Quintero, Harvest Crunch". */
function describeRow({ payment }: PaymentRow): string {
  return [
    `${paymentKindLabels[payment.kind]} due ${formatDay(payment.dueDate)}`,
    payment.performer?.name,
    payment.spot?.title ?? payment.element?.title,
  ]
    .filter(Boolean)
    .join(", ");
}

function SelectAll({
  checked,
  indeterminate,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={checkbox}
      aria-label="Select every payment on this page"
      checked={checked}
      onChange={onChange}
    />
  );
}

/**
 * The payments, one row each, with a box to choose them for a decision (`selectable`). A payment
 * with nothing to decide about (no subject) cannot be chosen.
 */
export function PaymentsTable({
  rows,
  selection,
  onSelectionChange,
  selectable,
}: {
  rows: readonly PaymentRow[];
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  selectable: boolean;
}) {
  const table = useTable({
    features: paymentTableFeatures,
    columns: paymentColumns,
    data: rows as PaymentRow[],
    getRowId: (row) => row.id,
    enableRowSelection: (row) => selectable && row.original.payment.subjects.length > 0,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      onSelectionChange(typeof updater === "function" ? updater(selection) : updater),
  });
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Payments due in the window, with the source of each amount and the decision in force
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selectable && (
                <th scope="col" className="w-px py-2.5 pr-1 pl-5 sm:pl-6">
                  <SelectAll
                    checked={table.getIsAllRowsSelected()}
                    indeterminate={table.getIsSomeRowsSelected()}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </th>
              )}
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={cx(
                    "px-3 py-2.5",
                    !selectable && "first:pl-5 sm:first:pl-6",
                    header.column.id === "amount" && "text-right",
                  )}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.getIsSelected() ? "bg-indigo-50/60" : undefined}>
              {selectable && (
                <td className="py-2.5 pr-1 pl-5 align-top sm:pl-6">
                  <input
                    type="checkbox"
                    className={checkbox}
                    aria-label={`Select ${describeRow(row.original)}`}
                    checked={row.getIsSelected()}
                    disabled={!row.getCanSelect()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                </td>
              )}
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cx(
                    "px-3 py-2.5 align-top text-slate-700",
                    paymentNoWrap.has(cell.column.id) ? "whitespace-nowrap" : "min-w-32",
                    cell.column.id === "amount" && "text-right",
                  )}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
