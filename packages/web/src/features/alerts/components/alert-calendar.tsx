import {
  alertKindLabels,
  alertKindValues,
  type Alert,
  type AlertCalendarDay,
  type AlertListRequest,
  type IsoDate,
} from "@rightsdesk/domain";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { Modal } from "../../../ui/dialog";
import { focusRing } from "../../../ui/focus-ring";
import { QueryLoadError } from "../../../ui/load-error";
import { useAlertPages } from "../api/alert-list";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../ui/icons";
import { formatDay } from "../../../ui/records/format-day";
import { kindColours, recordHref } from "../lib/alert-labels";
import {
  MAX_CHIPS_PER_DAY,
  buildMonthGrid,
  calendarDaysByDate,
  formatMonthTitle,
  shiftMonth,
  weekdayNames,
  type MonthKey,
} from "../lib/month-grid";
import { AlertStateCell } from "./alert-state-cell";
import { KindBadge } from "./kind-badge";

/** The chip's colour says the kind, so a title's "Holding fee: " lead-in gives way to the name. */
export function chipText(alert: Pick<Alert, "kind" | "title">): string {
  const lead = alert.title.indexOf(": ");
  return alert.kind === "REMINDER" || lead < 0 || lead > 30 ? alert.title : alert.title.slice(lead + 2);
}

function AlertChip({ alert }: { alert: Alert }) {
  return (
    <Link
      to={recordHref(alert.record)}
      title={`${alertKindLabels[alert.kind]}: ${alert.title}`}
      className={cx(
        "block truncate rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset hover:brightness-95",
        kindColours[alert.kind],
        alert.state !== "OPEN" && "line-through opacity-70",
        focusRing,
      )}
    >
      <span className="sr-only">{alertKindLabels[alert.kind]}: </span>
      {chipText(alert)}
    </Link>
  );
}

/** Every alert due on one day, read a page at a time, when the day has more than its cell shows. */
function DayDialog({
  date,
  count,
  request,
  onClose,
}: {
  date: IsoDate;
  count: number;
  request: Omit<AlertListRequest, "after">;
  onClose: () => void;
}) {
  const pages = useAlertPages(request);
  const alerts = pages.data?.pages.flatMap((page) => page.alerts) ?? [];
  return (
    <Modal
      open
      size="md"
      onClose={onClose}
      title={`Due ${formatDay(date)}`}
      description={`${count} alerts due this day.`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {pages.isError ? (
        <QueryLoadError title="The day's alerts could not be loaded" query={pages} />
      ) : (
        <div aria-busy={pages.isPending || undefined}>
          <ul className="divide-y divide-slate-100">
            {alerts.map((alert) => (
              <li key={alert.key} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0 space-y-1">
                  <KindBadge kind={alert.kind} />
                  <Link
                    to={recordHref(alert.record)}
                    className={cx("block font-medium text-indigo-700 hover:underline", focusRing)}
                  >
                    {alert.title}
                  </Link>
                  <p className="text-sm text-slate-600">{alert.detail}</p>
                </div>
                <AlertStateCell alert={alert} />
              </li>
            ))}
          </ul>
          {pages.hasNextPage && (
            <Button
              variant="secondary"
              className="mt-3"
              busy={pages.isFetchingNextPage}
              busyLabel="Loading…"
              onClick={() => void pages.fetchNextPage()}
            >
              Show more
            </Button>
          )}
        </div>
      )}
    </Modal>
  );
}

/**
 * A month of alerts, Sunday first: each alert a chip on its due day, in its kind's colour,
 * linking to the record. The server answers each day's count and first three; a day with more
 * shows "+N more", which lists them all a page at a time (`dayRequest`).
 */
export function AlertCalendar({
  month,
  today,
  days,
  dayRequest,
  loading,
  onMonthChange,
  onToday,
}: {
  month: MonthKey;
  today: IsoDate;
  days: readonly AlertCalendarDay[];
  dayRequest: (date: IsoDate) => Omit<AlertListRequest, "after">;
  loading: boolean;
  onMonthChange: (month: MonthKey) => void;
  onToday: () => void;
}) {
  const titleId = useId();
  const weeks = useMemo(() => buildMonthGrid(month), [month]);
  const byDay = useMemo(() => calendarDaysByDate(days), [days]);
  const [openDay, setOpenDay] = useState<IsoDate | null>(null);

  return (
    <div aria-busy={loading || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
        <h2 id={titleId} className="text-base font-semibold text-slate-900" aria-live="polite">
          {formatMonthTitle(month)}
        </h2>
        <div className="flex items-center gap-2">
          <Button variant="secondary" className="px-2.5" onClick={() => onMonthChange(shiftMonth(month, -1))}>
            <ChevronLeftIcon className="size-4" />
            <span className="sr-only sm:not-sr-only">Previous month</span>
          </Button>
          <Button variant="secondary" onClick={onToday}>
            Today
          </Button>
          <Button variant="secondary" className="px-2.5" onClick={() => onMonthChange(shiftMonth(month, 1))}>
            <span className="sr-only sm:not-sr-only">Next month</span>
            <ChevronRightIcon className="size-4" />
          </Button>
        </div>
      </div>
      <div className="overflow-x-auto">
        <table
          aria-labelledby={titleId}
          className={cx("w-full min-w-[44rem] table-fixed border-collapse", loading && "opacity-60")}
        >
          <thead>
            <tr>
              {weekdayNames.map((day) => (
                <th
                  key={day.short}
                  scope="col"
                  className="border-b border-slate-200 bg-slate-50 py-2 text-center text-xs font-semibold text-slate-600"
                >
                  <abbr title={day.long} className="no-underline">
                    {day.short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.date}>
                {week.map((day) => {
                  const dayAlerts = byDay.get(day.date)?.alerts.slice(0, MAX_CHIPS_PER_DAY) ?? [];
                  const more = (byDay.get(day.date)?.count ?? 0) - dayAlerts.length;
                  const isToday = day.date === today;
                  return (
                    <td
                      key={day.date}
                      className={cx(
                        "h-28 border border-slate-100 p-1.5 align-top",
                        day.inMonth ? "bg-white" : "bg-slate-50/70",
                      )}
                    >
                      <div className="mb-1 flex justify-end">
                        <time
                          dateTime={day.date}
                          aria-current={isToday ? "date" : undefined}
                          aria-label={formatDay(day.date)}
                          className={cx(
                            "flex size-6 items-center justify-center rounded-full text-xs tabular-nums",
                            isToday
                              ? "bg-indigo-600 font-semibold text-white"
                              : day.inMonth
                                ? "text-slate-700"
                                : "text-slate-400",
                          )}
                        >
                          {day.dayOfMonth}
                        </time>
                      </div>
                      {dayAlerts.length > 0 && (
                        <ul className="space-y-1">
                          {dayAlerts.map((alert) => (
                            <li key={alert.key}>
                              <AlertChip alert={alert} />
                            </li>
                          ))}
                          {more > 0 && (
                            <li>
                              <button
                                type="button"
                                onClick={() => setOpenDay(day.date)}
                                aria-label={`${more} more due ${formatDay(day.date)}`}
                                className={cx(
                                  "w-full rounded px-1.5 py-0.5 text-left text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                                  focusRing,
                                )}
                              >
                                +{more} more
                              </button>
                            </li>
                          )}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul
        aria-label="Kinds by colour"
        className="flex flex-wrap gap-2 border-t border-slate-200 px-5 py-3 sm:px-6"
      >
        {alertKindValues.map((kind) => (
          <li key={kind}>
            <KindBadge kind={kind} />
          </li>
        ))}
      </ul>
      {openDay && (
        <DayDialog
          date={openDay}
          count={byDay.get(openDay)?.count ?? 0}
          request={dayRequest(openDay)}
          onClose={() => setOpenDay(null)}
        />
      )}
    </div>
  );
}
