import type { ModuleName } from "@rightsdesk/domain";
import { paths } from "../../routing/paths";

export interface NavItem {
  label: string;
  href: string;
  /** The module whose read right shows the entry, for a route the domain's route list does not name yet. */
  module?: ModuleName;
  /** Pages kept in a menu beside the entry, so the bar fits on one line at 1280 px. */
  menu?: readonly NavItem[];
}

/**
 * The main navigation. Each entry shows only to users who may read its route (the domain's
 * `canReadRoute`, see main-nav.tsx); add a module's entry here when its screens land.
 */
export const navItems: readonly NavItem[] = [
  { label: "Dashboard", href: paths.app.dashboard.getHref() },
  // "/companies" (not "/companies/all") so the entry stays marked on the archive tab too.
  { label: "Companies", href: paths.app.companies.getHref() },
  // "/people" for the same reason: marked on /people/all, /people/archive and a person's page.
  { label: "People", href: paths.app.people.getHref() },
  { label: "Assets", href: paths.app.assets.getHref() },
  { label: "Elements", href: paths.app.elements.getHref() },
  // "/completion-reports" so the entry stays marked on the archive and a report's page.
  { label: "Completion reports", href: paths.app.completionReports.getHref() },
  // "/contracts" so the entry stays marked on a contract's page and the templates and snippets. The
  // contracts stay one click away; the money ahead, read less often, sits in the menu beside them,
  // under the Contracts module's rights.
  {
    label: "Contracts",
    href: paths.app.contracts.getHref(),
    menu: [
      { label: "Rate cards", href: paths.app.rateCards.getHref(), module: "Contracts" },
      { label: "Forecast", href: paths.app.forecast.getHref(), module: "Contracts" },
    ],
  },
  // "/rights-expiration" so the entry stays marked on every tab; "Uploads" keeps the bar on one line at 1280 px.
  { label: "Uploads", href: paths.app.reportUploads.getHref() },
  // "/reports" so the entry stays marked on each report's page.
  { label: "Reports", href: paths.app.reports.getHref() },
  // "/alert-dashboard" so the entry stays marked on every view.
  { label: "Alerts", href: paths.app.alertDashboard.getHref() },
  { label: "Admin", href: paths.app.admin.getHref() },
];
