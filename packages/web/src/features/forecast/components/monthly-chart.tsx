import { formatCents } from "../../../ui/records/format-day";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { formatFigureSource, formatMonth, formatShortMonth, stackedSources } from "../lib/forecast-labels";
import { chartCeiling, type MonthStack } from "../lib/monthly-stacks";
import { sourceColours } from "./source-colours";

/** "Apr 2026: $1,200.00 (shipped confirmed $800.00, client rate card $400.00), 2 without a figure". */
export function describeMonth(stack: MonthStack): string {
  const parts = stack.segments
    .filter((segment) => segment.amountCents > 0)
    .map(
      (segment) => `${formatFigureSource(segment.source).toLowerCase()} ${formatCents(segment.amountCents)}`,
    );
  const missing = stack.missingCount > 0 ? `, ${stack.missingCount} without a figure` : "";
  return `${formatMonth(stack.month)}: ${formatCents(stack.totalCents)}${parts.length > 0 ? ` (${parts.join(", ")})` : ""}${missing}`;
}

/**
 * The window's months as bars stacked by where each amount comes from. Each bar is a button: it
 * narrows the payments below to its month (pressed again, it shows them all). The same figures
 * follow as a table for those who do not read the chart.
 */
export function MonthlyChart({
  stacks,
  selectedMonth,
  onSelectMonth,
}: {
  stacks: readonly MonthStack[];
  selectedMonth: string | null;
  onSelectMonth: (month: string | null) => void;
}) {
  const ceiling = chartCeiling(stacks);
  return (
    <div className="px-5 py-5 sm:px-6">
      <ul className="mb-4 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600" aria-label="Legend">
        {stackedSources.map((source) => (
          <li key={source} className="flex items-center gap-1.5">
            <span className={cx("size-3 rounded-sm", sourceColours[source])} aria-hidden />
            {formatFigureSource(source)}
          </li>
        ))}
        <li className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm border border-dashed border-red-400" aria-hidden />
          Without a figure (counted)
        </li>
      </ul>
      <div className="flex gap-3 pt-5">
        <div
          className="flex h-56 w-20 shrink-0 flex-col justify-between text-right text-xs text-slate-500 tabular-nums"
          aria-hidden
        >
          <span>{formatCents(ceiling)}</span>
          <span>{formatCents(ceiling / 2)}</span>
          <span>$0</span>
        </div>
        <div className="min-w-0 flex-1">
          <div
            role="group"
            aria-label="Payments due per month; choose a month to list only its payments"
            className="flex h-56 items-end gap-1.5 border-b border-l border-slate-200 bg-[linear-gradient(to_bottom,var(--color-slate-100)_1px,transparent_1px)] bg-size-[100%_50%] pl-1.5"
          >
            {stacks.map((stack) => {
              const selected = selectedMonth === stack.month;
              const dimmed = selectedMonth !== null && !selected;
              return (
                <button
                  key={stack.month}
                  type="button"
                  aria-pressed={selected}
                  aria-label={describeMonth(stack)}
                  title={describeMonth(stack)}
                  onClick={() => onSelectMonth(selected ? null : stack.month)}
                  className={cx(
                    "group relative flex h-full min-w-0 flex-1 flex-col justify-end rounded-t-sm hover:bg-slate-50",
                    selected && "bg-indigo-50",
                    focusRing,
                  )}
                >
                  {stack.missingCount > 0 && (
                    <span className="absolute inset-x-0 -top-5 mx-auto w-fit rounded-sm border border-dashed border-red-400 bg-white px-1 text-[10px] leading-4 font-medium text-red-700">
                      {stack.missingCount}
                    </span>
                  )}
                  <span
                    className={cx("mx-auto flex w-full max-w-12 flex-col-reverse", dimmed && "opacity-40")}
                  >
                    {stack.segments.map((segment) =>
                      segment.amountCents > 0 ? (
                        <span
                          key={segment.source}
                          data-source={segment.source}
                          className={cx(
                            "block w-full first:rounded-b-none last:rounded-t-sm",
                            sourceColours[segment.source],
                          )}
                          style={{ height: `${(segment.amountCents / ceiling) * 14}rem` }}
                        />
                      ) : null,
                    )}
                  </span>
                </button>
              );
            })}
          </div>
          <div className="flex gap-1.5 pt-1.5 pl-1.5" aria-hidden>
            {stacks.map((stack) => (
              <span
                key={stack.month}
                className="min-w-0 flex-1 truncate text-center text-[11px] text-slate-500"
              >
                {formatShortMonth(stack.month)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <details className="mt-4 text-sm">
        <summary className={cx("cursor-pointer rounded text-indigo-700", focusRing)}>
          Show the months as a table
        </summary>
        <MonthlyTable stacks={stacks} />
      </details>
    </div>
  );
}

/** The chart's figures as a table: each month's total by source and what has no figure. */
export function MonthlyTable({ stacks }: { stacks: readonly MonthStack[] }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Payments due per month, by source of the figure</caption>
        <thead className="border-b border-slate-200 text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Month
            </th>
            {stackedSources.map((source) => (
              <th key={source} scope="col" className="px-3 py-2 text-right">
                {formatFigureSource(source)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 text-right">
              Total
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              Without a figure
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {stacks.map((stack) => (
            <tr key={stack.month}>
              <th scope="row" className="py-1.5 pr-3 font-medium text-slate-900">
                {formatMonth(stack.month)}
              </th>
              {stack.segments.map((segment) => (
                <td key={segment.source} className="px-3 py-1.5 text-right text-slate-700">
                  {formatCents(segment.amountCents)}
                </td>
              ))}
              <td className="px-3 py-1.5 text-right font-medium text-slate-900">
                {formatCents(stack.totalCents)}
              </td>
              <td className="py-1.5 pl-3 text-right text-slate-700">{stack.missingCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
