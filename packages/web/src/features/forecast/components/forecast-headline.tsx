import type { FigureSource, ForecastAnswer } from "@rightsdesk/domain";
import { cx } from "../../../ui/cx";
import { formatCents } from "../../../ui/records/format-day";
import { formatFigureSource, stackedSources } from "../lib/forecast-labels";
import { sourceColours } from "./source-colours";

/** "1 item missing a figure", "3 items missing a figure". */
export function describeMissing(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"} missing a figure`;
}

function Figure({
  label,
  value,
  detail,
  tone,
}: {
  label: string;
  value: string;
  detail: string;
  tone?: "saving";
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-xs">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd
        className={cx(
          "mt-1 text-2xl font-semibold tabular-nums",
          tone === "saving" ? "text-emerald-700" : "text-slate-900",
        )}
      >
        {value}
      </dd>
      <dd className="mt-1 text-sm text-slate-500">{detail}</dd>
    </div>
  );
}

const sourceOrder: readonly FigureSource[] = [...stackedSources, "missing"];

/**
 * The forecast in three figures: what the priced payments add up to (items with no figure counted
 * apart, never guessed), what the "not renewing" decisions save, and where the amounts come from.
 */
export function ForecastHeadline({ answer }: { answer: ForecastAnswer }) {
  const { total, saving } = answer;
  const bySource = sourceOrder.flatMap((source) =>
    answer.bySource.filter((share) => share.source === source),
  );
  return (
    <dl className="grid gap-4 lg:grid-cols-3">
      <Figure
        label="Payments ahead"
        value={formatCents(total.amountCents)}
        detail={`${total.pricedCount} priced · ${describeMissing(total.missingCount)}`}
      />
      <Figure
        label="Saving from not renewing"
        tone="saving"
        value={formatCents(saving.amountCents)}
        detail={`${saving.pricedCount + saving.missingCount} released ${saving.pricedCount + saving.missingCount === 1 ? "payment" : "payments"}${saving.missingCount > 0 ? ` (${saving.missingCount} without a figure)` : ""}`}
      />
      <div className="rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-xs">
        <dt className="text-sm font-medium text-slate-600">By source of the figure</dt>
        <dd>
          <ul className="mt-2 space-y-1 text-sm">
            {bySource.map((share) => (
              <li key={share.source} className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-2 text-slate-700">
                  <span
                    aria-hidden
                    className={cx(
                      "size-2.5 rounded-sm",
                      share.source === "missing"
                        ? "border border-dashed border-red-400"
                        : sourceColours[share.source],
                    )}
                  />
                  {formatFigureSource(share.source)}
                </span>
                <span className="text-slate-900 tabular-nums">
                  {share.source === "missing"
                    ? `${share.missingCount} ${share.missingCount === 1 ? "item" : "items"}`
                    : `${formatCents(share.amountCents)} · ${share.pricedCount}`}
                </span>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
