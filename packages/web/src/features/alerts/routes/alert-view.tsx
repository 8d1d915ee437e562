import { alertViewLabels } from "@rightsdesk/domain";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useLocation, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../../config";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { CheckCircleIcon } from "../../../ui/icons";
import { QueryLoadError } from "../../../ui/load-error";
import { alertListQueryOptions, useAlertList } from "../api/alert-list";
import { alertPreferencesQueryOptions } from "../api/alert-preferences";
import { AlertCalendar } from "../components/alert-calendar";
import { AlertTable, AlertTableSkeleton } from "../components/alert-table";
import { AlertToolbar } from "../components/alert-toolbar";
import { RemindersCard } from "../components/reminders-card";
import { useAlertRights } from "../lib/alert-rights";
import {
  alertListRequestOf,
  readAlertUrlState,
  writeAlertUrlState,
  type AlertUrlState,
} from "../lib/alert-url-state";
import { isAlertListView, readAlertView, type AlertListView } from "../lib/alert-view";
import { daysAheadOfView } from "../lib/empty-window";
import { monthOfDay } from "../lib/month-grid";
import { todayUtc } from "../lib/today";
import { prefetchQueries } from "../../../lib/prefetch-queries";

function listViewOf(pathname: string): AlertListView {
  const view = readAlertView(pathname);
  return view && isAlertListView(view) ? view : "all";
}

export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const state = readAlertUrlState(url.searchParams);
    return prefetchQueries(
      queryClient.ensureQueryData(
        alertListQueryOptions(alertListRequestOf(listViewOf(url.pathname), state, todayUtc())),
      ),
    );
  };
}

const emptyMessages: Readonly<Record<AlertListView, string>> = {
  all: "Holding fees, expiring use rights, MPUs, contracts, elements and your reminders show here once they come within reach.",
  "holding-fee": "Holding fees show here once a cycle's payment comes within reach.",
  "use-rights-expiring": "Use rights show here as their cycles near their end.",
  "mpu-expiring": "Assets show here as their maximum period of use nears its end, in time to renegotiate.",
  "talent-contracts-expiring": "Talent contracts show here as they near their end.",
  "elements-expiring": "Licensed elements show here as their licences near their end.",
  "msa-contracts-expiring": "Master services agreements show here as they near their end.",
};

/** /alert-dashboard/{view}: the view's alerts as a list or a month calendar. */
export function Component() {
  const view = listViewOf(useLocation().pathname);
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readAlertUrlState(searchParams);
  const today = todayUtc();
  const alerts = useAlertList(alertListRequestOf(view, state, today));
  const rights = useAlertRights();
  const change = (next: Partial<AlertUrlState>) => {
    const merged = { ...state, ...next };
    // The calendar's month goes in the URL at once, so the view can be bookmarked as seen.
    if (merged.mode === "calendar" && merged.month === null) merged.month = monthOfDay(today);
    setSearchParams(writeAlertUrlState(merged));
  };
  const data = alerts.data;
  const preferences = useQuery(alertPreferencesQueryOptions());
  const daysAhead = daysAheadOfView(view, state.within, preferences.data?.daysAhead);

  return (
    <div className="space-y-6">
      <title>{`${alertViewLabels[view]} · Alerts · ${config.productName}`}</title>
      <Card aria-label={alertViewLabels[view]}>
        <AlertToolbar state={state} onChange={change} />
        {state.mode === "calendar" ? (
          alerts.isError && !data ? (
            <QueryLoadError title="The alerts could not be loaded" query={alerts} />
          ) : (
            <AlertCalendar
              month={state.month ?? monthOfDay(today)}
              today={data?.today ?? today}
              alerts={alerts.isPlaceholderData ? [] : (data?.alerts ?? [])}
              loading={alerts.isFetching}
              onMonthChange={(month) => change({ month })}
              onToday={() => change({ month: monthOfDay(today) })}
            />
          )
        ) : alerts.isPending ? (
          <AlertTableSkeleton />
        ) : alerts.isError ? (
          <QueryLoadError title="The alerts could not be loaded" query={alerts} />
        ) : alerts.data.alerts.length === 0 ? (
          <EmptyState
            icon={<CheckCircleIcon className="size-5" />}
            title={
              state.state === "handled"
                ? `Nothing handled in the next ${daysAhead} days`
                : `Nothing due in the next ${daysAhead} days`
            }
          >
            {emptyMessages[view]}
          </EmptyState>
        ) : (
          <AlertTable alerts={alerts.data.alerts} canWrite={rights.canWrite} />
        )}
      </Card>
      {view === "all" && (
        <RemindersCard today={today} canWrite={rights.canWrite} canDelete={rights.canDelete} />
      )}
    </div>
  );
}
