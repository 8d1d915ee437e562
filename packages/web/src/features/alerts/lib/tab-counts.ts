import { alertViewLabels, kindsOfAlertView, type AlertListResult, type AlertView } from "@rightsdesk/domain";

/** How many alerts a view's tab announces, from the `all` list's counts; null for the to-do list. */
export function countOfView(view: AlertView, counts: AlertListResult["counts"]): number | null {
  if (view === "to-do-list") return null;
  return kindsOfAlertView[view].reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
}

/**
 * "Holding fees (3)"; the plain label until the counts are known, and for a view with nothing in
 * it (eight tabs must fit one line on a laptop, and a missing number reads as none).
 */
export function tabLabelOf(view: AlertView, counts: AlertListResult["counts"] | undefined): string {
  const count = counts ? countOfView(view, counts) : null;
  return count === null || count === 0 ? alertViewLabels[view] : `${alertViewLabels[view]} (${count})`;
}
