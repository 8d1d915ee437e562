import { alertKindLabels, type AlertKindValue } from "@rightsdesk/domain";
import { cx } from "../../../ui/cx";
import { kindColours } from "../lib/alert-labels";

/** The alert's kind in words, in the kind's colour. */
export function KindBadge({ kind }: { kind: AlertKindValue }) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        kindColours[kind],
      )}
    >
      {alertKindLabels[kind]}
    </span>
  );
}
