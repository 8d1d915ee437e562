import type { RateCardGap } from "@rightsdesk/domain";
import { useState } from "react";
import { Button } from "../../../ui/button";
import { PlusIcon } from "../../../ui/icons";
import { formatDay } from "../../../ui/records/format-day";
import { formatFeeCategory } from "../lib/rate-card-labels";

/** A gap's words for a button's name: "SAG-AFTRA 2025, one-year streaming fee". */
export function describeGap(gap: RateCardGap): string {
  return `${gap.union} ${gap.contractYear}, ${formatFeeCategory(gap.category).toLowerCase()}`;
}

/** How many rows show before "Show all": the card's other rows stay a click away, not a long scroll. */
const FIRST_GAPS = 8;

/**
 * The shipped rows with no confirmed figure: what the forecast counts as missing until the client
 * adds a figure of their own. Each offers the add form filled with what the row already says.
 */
export function RateCardGaps({
  gaps,
  onAdd,
}: {
  gaps: readonly RateCardGap[];
  /** Absent for a user who may not add figures. */
  onAdd: ((gap: RateCardGap) => void) | undefined;
}) {
  const [showingAll, setShowingAll] = useState(false);
  const shown = showingAll ? gaps : gaps.slice(0, FIRST_GAPS);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Shipped figures with no confirmed amount</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2.5 pl-5 sm:pl-6">
              Schedule
            </th>
            <th scope="col" className="px-3 py-2.5">
              Category
            </th>
            <th scope="col" className="px-3 py-2.5">
              In force
            </th>
            <th scope="col" className="px-3 py-2.5">
              Why there is no figure
            </th>
            <th scope="col" className="px-3 py-2.5 pr-5 sm:pr-6">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((gap) => (
            <tr key={`${gap.schedule}:${gap.category}`}>
              <td className="min-w-56 px-3 py-2.5 pl-5 text-slate-700 sm:pl-6">{gap.schedule}</td>
              <td className="min-w-40 px-3 py-2.5 text-slate-900">{formatFeeCategory(gap.category)}</td>
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">
                {formatDay(gap.effectiveFrom)} – {formatDay(gap.effectiveTo, "open-ended")}
              </td>
              <td className="min-w-56 px-3 py-2.5 text-slate-600">{gap.reason}</td>
              <td className="px-3 py-1.5 pr-5 text-right whitespace-nowrap sm:pr-6">
                {onAdd && (
                  <Button
                    variant="secondary"
                    aria-label={`Add client figure: ${describeGap(gap)}`}
                    onClick={() => onAdd(gap)}
                  >
                    <PlusIcon className="size-4" />
                    Add client figure
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {gaps.length > FIRST_GAPS && (
        <div className="border-t border-slate-100 px-5 py-3 sm:px-6">
          <Button variant="ghost" aria-expanded={showingAll} onClick={() => setShowingAll(!showingAll)}>
            {showingAll ? `Show the first ${FIRST_GAPS}` : `Show all ${gaps.length}`}
          </Button>
        </div>
      )}
    </div>
  );
}
