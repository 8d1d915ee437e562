import { alertViewLabels, type AlertCountResult, type AlertView } from "@rightsdesk/domain";

/**
 * "Holding fees (3)": the server's count of the rows the view shows; the plain label until the
 * counts are known, for the to-do list, and for a view with nothing in it (eight tabs must fit one
 * line on a laptop, and a missing number reads as none).
 */
export function tabLabelOf(view: AlertView, counts: AlertCountResult["views"] | undefined): string {
  const count = view === "to-do-list" || counts === undefined ? null : counts[view];
  return count === null || count === 0 ? alertViewLabels[view] : `${alertViewLabels[view]} (${count})`;
}
