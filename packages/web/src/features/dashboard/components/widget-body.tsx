import {
  codeLabel,
  formatMoneyCents,
  type DashboardWidgetItem,
  type DashboardWidgetKey,
} from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { offerBackState } from "../../../routing/navigation-state";
import { Badge, type BadgeTone } from "../../../ui/badge";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { QueryLoadError } from "../../../ui/load-error";
import { formatDay } from "../../../ui/records/format-day";
import { ModuleLink } from "../../../ui/module-link";
import { Skeleton } from "../../../ui/skeleton";
import { useDashboardWidget } from "../api/dashboard-widget";
import { widgetItemHref } from "../lib/widget-links";
import { labelSubtitle } from "../lib/widget-text";

const emptyText: Record<DashboardWidgetKey, string> = {
  "assets-expiring": "No assets expire in the next 30 days.",
  "elements-expiring": "No element licences end in the next 30 days.",
  "contracts-expiring": "No contracts expire in the next 30 days.",
  "recent-additions": "Nothing has been added yet.",
  "incomplete-items": "Every asset, element and contract is complete.",
  "unpaid-usage-terms": "Nothing is due in the next 30 days or overdue.",
  "completion-reports": "No completion reports in progress.",
  "report-uploads-pending-review": "No uploads are waiting for review.",
  "report-logs": "No report activity yet.",
  reminders: "No reminders or open to-dos.",
};

function badgeTone(badge: string): BadgeTone {
  const text = badge.toLowerCase();
  if (text.includes("overdue") || text.includes("expired")) return "red";
  if (text.includes("incomplete") || text.includes("due")) return "amber";
  if (text.includes("active")) return "green";
  return "slate";
}

function WidgetLine({ item, today }: { item: DashboardWidgetItem; today: string }) {
  const overdue = item.date !== null && item.date < today;
  return (
    <li className="flex items-start gap-3 px-4 py-2.5">
      <div className="min-w-0 flex-1">
        <ModuleLink
          to={widgetItemHref(item.link)}
          state={offerBackState}
          className={cx(
            "block truncate rounded text-sm font-medium text-slate-900 hover:text-indigo-700 hover:underline",
            focusRing,
          )}
          plainClassName="block truncate text-sm font-medium text-slate-900"
        >
          {item.title}
        </ModuleLink>
        {item.subtitle && <p className="truncate text-xs text-slate-500">{labelSubtitle(item.subtitle)}</p>}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-right">
        {item.date && (
          <span
            className={cx(
              "text-xs whitespace-nowrap tabular-nums",
              overdue ? "font-semibold text-red-700" : "text-slate-600",
            )}
          >
            {formatDay(item.date)}
            {overdue && <span className="ml-1 font-normal">overdue</span>}
          </span>
        )}
        <div className="flex items-center gap-1.5">
          {item.amountCents !== null && (
            <span className="text-xs font-medium whitespace-nowrap text-slate-800 tabular-nums">
              {formatMoneyCents(item.amountCents)}
            </span>
          )}
          {item.badge && <Badge tone={badgeTone(item.badge)}>{codeLabel(item.badge)}</Badge>}
        </div>
      </div>
    </li>
  );
}

function WidgetLoading() {
  return (
    <ul role="status" aria-label="Loading" className="divide-y divide-slate-100">
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="flex items-center gap-3 px-4 py-3">
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-3.5 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
          <Skeleton className="h-3 w-16" />
        </li>
      ))}
    </ul>
  );
}

/** A widget's items: loading, the failure with a retry, nothing to show, or its first lines. */
export function WidgetBody({ widget, moreHref }: { widget: DashboardWidgetKey; moreHref: string | null }) {
  const query = useDashboardWidget(widget);
  if (query.isPending) return <WidgetLoading />;
  if (query.isError)
    return <QueryLoadError className="space-y-3 p-4" title="This could not be loaded" query={query} />;
  const { items, total, today } = query.data;
  if (items.length === 0)
    return <p className="px-4 py-5 text-center text-sm text-slate-500">{emptyText[widget]}</p>;
  const more = total - items.length;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <WidgetLine key={item.id} item={item} today={today} />
        ))}
      </ul>
      {more > 0 && (
        <p className="border-t border-slate-100 px-4 py-2.5 text-xs text-slate-500">
          {moreHref ? (
            <Link
              to={moreHref}
              className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
            >
              {more} more
            </Link>
          ) : (
            `${more} more`
          )}
        </p>
      )}
    </>
  );
}
