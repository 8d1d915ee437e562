import { paths } from "../../routing/paths";

/**
 * The pages whose content is a list or a report table: they take the window's width up to the
 * 2xl breakpoint, so more columns fit at 1440 px. Forms, record pages and the dashboard keep the
 * 7xl measure, where longer lines would only be harder to read. Decided by the route rather than
 * by what is on screen, so a list keeps its width while it loads or has nothing to show.
 */
const wideSections = [paths.app.reports.path, paths.app.alertDashboard.path, paths.app.reportUploads.path];

const wideLists = [
  paths.app.admin.users.getHref(),
  paths.app.companies.all.getHref(),
  paths.app.companies.archive.getHref(),
  paths.app.people.all.getHref(),
  paths.app.people.archive.getHref(),
  paths.app.assets.all.getHref(),
  paths.app.elements.all.getHref(),
  paths.app.contracts.all.getHref(),
  paths.app.contractTemplates.all.getHref(),
  paths.app.contractSnippets.all.getHref(),
  paths.app.completionReports.all.getHref(),
  paths.app.completionReports.archive.getHref(),
  paths.app.rateCards.getHref(),
  paths.app.forecast.getHref(),
];

/** Whether the page at `pathname` (the path after `#`, without its query) is a list or report page. */
export function isWidePage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // A user's own pages sit under the users list but are forms: lists match exactly, sections by prefix.
  if (wideLists.includes(path)) return true;
  return wideSections.some((section) => path === section || path.startsWith(`${section}/`));
}
