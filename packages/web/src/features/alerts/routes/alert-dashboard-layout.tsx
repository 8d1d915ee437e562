import { alertViews } from "@rightsdesk/domain";
import { Outlet, useLocation, useSearchParams } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { PageHeader } from "../../../ui/page-header";
import { TabNav } from "../../../ui/tab-nav";
import { useAlertCounts } from "../api/alert-counts";
import { readAlertView } from "../lib/alert-view";
import { alertFiltersOf, readAlertUrlState, writeAlertUrlState } from "../lib/alert-url-state";
import { tabLabelOf } from "../lib/tab-counts";
import { todayUtc } from "../lib/today";

/**
 * /alert-dashboard: the views as tabs, each with how many alerts it shows under the current
 * filters (the server counts them). Moving between views keeps the mode, month and filters.
 */
export function Component() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const view = readAlertView(pathname);
  const state = readAlertUrlState(searchParams);
  const counts = useAlertCounts(alertFiltersOf(state, todayUtc()));
  const search = view === "to-do-list" ? "" : writeAlertUrlState(state);
  return (
    <>
      <PageHeader
        title="Alerts"
        description="What needs doing before it costs money: holding fees, expiring use rights, MPUs, contracts and elements, with your reminders and to-dos."
      />
      <TabNav
        label="Alert views"
        // Eight views: a little less room between tabs keeps them on one line on a laptop.
        className="mb-6 [&_ul]:gap-5"
        tabs={alertViews.map((tab) => ({
          to: paths.app.alertDashboard.view.getHref(tab, tab === "to-do-list" ? "" : search),
          label: tabLabelOf(tab, counts.data?.views),
        }))}
      />
      <Outlet />
    </>
  );
}
