import type { DashboardWidgetItem, DashboardWidgetKey } from "@rightsdesk/domain";
import { paths, recordPageHref } from "../../../routing/paths";

/** Where a widget's whole list lives, when it has one. */
export function widgetMoreHref(widget: DashboardWidgetKey): string | null {
  switch (widget) {
    case "assets-expiring":
      return paths.app.reports.report.getHref("asset-earliest-expiration");
    case "elements-expiring":
      return paths.app.reports.report.getHref("element-expiration");
    case "contracts-expiring":
      return paths.app.reports.report.getHref("talent-contract-expiration");
    case "unpaid-usage-terms":
      return paths.app.reports.report.getHref("guarantee-tracking");
    case "reminders":
      return paths.app.alertDashboard.view.getHref("to-do-list");
    default:
      return null;
  }
}

/** The page a widget's line opens. */
export function widgetItemHref(link: DashboardWidgetItem["link"]): string {
  if (link.type === "todo" || link.type === "reminder")
    return paths.app.alertDashboard.view.getHref("to-do-list");
  if (link.type === "report-upload") return paths.app.reportUploads.issues.getHref(link.id);
  return recordPageHref(link.type, link.id);
}
