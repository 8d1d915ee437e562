import { alertViewLabels, type IsoDate } from "@rightsdesk/domain";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { config } from "../../../config";
import { Card } from "../../../ui/card";
import { EmptyState } from "../../../ui/empty-state";
import { CheckCircleIcon } from "../../../ui/icons";
import { QueryLoadError } from "../../../ui/load-error";
import { alertCalendarQueryOptions, useAlertCalendar } from "../api/alert-calendar";
import { useAlertCounts } from "../api/alert-counts";
import { alertPagesQueryOptions, useAlertPages } from "../api/alert-list";
import { alertPreferencesQueryOptions } from "../api/alert-preferences";
import { AlertCalendar } from "../components/alert-calendar";
import { AlertBulkActions } from "../components/alert-bulk-actions";
import { AlertTable, AlertTableSkeleton } from "../components/alert-table";
import { AlertToolbar } from "../components/alert-toolbar";
import { ShowMoreAlerts } from "../components/show-more-alerts";
import { RemindersCard } from "../components/reminders-card";
import { useAlertRights } from "../lib/alert-rights";
import {
  alertCalendarRequestOf,
  alertFiltersOf,
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

/** Loads the first page of the list, or the calendar's weeks, before the view shows. */
export function loader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const state = readAlertUrlState(url.searchParams);
    const view = listViewOf(url.pathname);
    const today = todayUtc();
    return prefetchQueries(
      state.mode === "calendar"
        ? queryClient.ensureQueryData(alertCalendarQueryOptions(alertCalendarRequestOf(view, state, today)))
        : queryClient.ensureInfiniteQueryData(alertPagesQueryOptions(alertListRequestOf(view, state, today))),
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

/** The view's alerts a page at a time, with "Show more" and how many the view holds. */
function AlertList({ view, state, today }: { view: AlertListView; state: AlertUrlState; today: IsoDate }) {
  const pages = useAlertPages(alertListRequestOf(view, state, today));
  const counts = useAlertCounts(alertFiltersOf(state, today));
  const rights = useAlertRights();
  const preferences = useQuery(alertPreferencesQueryOptions());
  const [chosenKeys, setChosenKeys] = useState<ReadonlySet<string>>(new Set());
  if (pages.isPending) return <AlertTableSkeleton />;
  if (pages.isError) return <QueryLoadError title="The alerts could not be loaded" query={pages} />;
  const alerts = pages.data.pages.flatMap((page) => page.alerts);
  if (alerts.length === 0) {
    const daysAhead = daysAheadOfView(view, state.within, preferences.data?.daysAhead);
    return (
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
    );
  }
  // Only what is listed and open counts: a filter or a mark elsewhere may have taken a chosen one away.
  const chosen = alerts.filter((alert) => alert.state === "OPEN" && chosenKeys.has(alert.key));
  return (
    <>
      {rights.canWrite && (
        <AlertBulkActions
          chosen={chosen}
          onMarked={(marked) => {
            // What stays chosen is what the run did not mark (all of it once every mark is saved).
            const markedKeys = new Set(marked.map((alert) => alert.key));
            const left = chosen.filter((alert) => !markedKeys.has(alert.key)).map((alert) => alert.key);
            setChosenKeys(new Set(left));
          }}
        />
      )}
      <AlertTable
        alerts={alerts}
        canWrite={rights.canWrite}
        selection={rights.canWrite ? { keys: chosenKeys, onChange: setChosenKeys } : undefined}
      />
      <ShowMoreAlerts
        shown={alerts.length}
        total={counts.data?.views[view] ?? null}
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => void pages.fetchNextPage()}
      />
    </>
  );
}

/** The month on screen: each day's count and first alerts, the rest a click away. */
function AlertMonth({
  view,
  state,
  today,
  onChange,
}: {
  view: AlertListView;
  state: AlertUrlState;
  today: IsoDate;
  onChange: (next: Partial<AlertUrlState>) => void;
}) {
  const request = alertCalendarRequestOf(view, state, today);
  const calendar = useAlertCalendar(request);
  if (calendar.isError && !calendar.data) {
    return <QueryLoadError title="The alerts could not be loaded" query={calendar} />;
  }
  return (
    <AlertCalendar
      month={state.month ?? monthOfDay(today)}
      today={calendar.data?.today ?? today}
      days={calendar.isPlaceholderData ? [] : (calendar.data?.days ?? [])}
      dayRequest={(date) => ({
        view,
        ...(request.states ? { states: request.states } : {}),
        from: date,
        to: date,
      })}
      loading={calendar.isFetching}
      onMonthChange={(month) => onChange({ month })}
      onToday={() => onChange({ month: monthOfDay(today) })}
    />
  );
}

/** /alert-dashboard/{view}: the view's alerts as a list or a month calendar. */
export function Component() {
  const view = listViewOf(useLocation().pathname);
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readAlertUrlState(searchParams);
  const today = todayUtc();
  const rights = useAlertRights();
  const change = (next: Partial<AlertUrlState>) => {
    const merged = { ...state, ...next };
    // The calendar's month goes in the URL at once, so the view can be bookmarked as seen.
    if (merged.mode === "calendar" && merged.month === null) merged.month = monthOfDay(today);
    setSearchParams(writeAlertUrlState(merged));
  };

  return (
    <div className="space-y-6">
      <title>{`${alertViewLabels[view]} · Alerts · ${config.productName}`}</title>
      <Card aria-label={alertViewLabels[view]}>
        <AlertToolbar state={state} onChange={change} />
        {state.mode === "calendar" ? (
          <AlertMonth view={view} state={state} today={today} onChange={change} />
        ) : (
          <AlertList view={view} state={state} today={today} />
        )}
      </Card>
      {view === "all" && (
        <RemindersCard today={today} canWrite={rights.canWrite} canDelete={rights.canDelete} />
      )}
    </div>
  );
}
