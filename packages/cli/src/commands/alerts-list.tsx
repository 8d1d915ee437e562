import { renderToString } from "ink";
import { isApiError, type ApiClient } from "@rightsdesk/api-client";
import {
  ALERT_PAGE_SIZE_MAX,
  alertActions,
  type Alert,
  type AlertListRequest,
  type AlertListResult,
  type AlertListView,
  type AlertState,
} from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import { CliError, CliExit, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { toCsv } from "../ui/to-csv.js";
import { AlertsFooter, AlertsHeading, AlertsTable, type AlertsTally } from "./alerts-table.js";
import { parseAlertWithin } from "./alerts-within.js";

export const alertStateChoices = ["open", "handled", "all"] as const;
export type AlertStateChoice = (typeof alertStateChoices)[number];

export interface AlertsListOptions {
  view: AlertListView;
  within?: string;
  state: AlertStateChoice;
  format: "table" | "json" | "csv";
  failIfAny?: boolean;
  all?: boolean;
  pageSize?: string;
}

/** Exit statuses of `alerts list --fail-if-any`. */
export const alertsExitCodes = { nothingOpen: 0, somethingOpen: 1, failed: 2 } as const;

const statesOf: Readonly<Record<AlertStateChoice, readonly AlertState[] | undefined>> = {
  open: ["OPEN"],
  handled: alertActions,
  all: undefined,
};

export const alertCsvColumns: readonly { header: string; value: (alert: Alert) => unknown }[] = [
  { header: "key", value: (a) => a.key },
  { header: "kind", value: (a) => a.kind },
  { header: "dueDate", value: (a) => a.dueDate },
  { header: "daysLeft", value: (a) => a.daysLeft },
  { header: "title", value: (a) => a.title },
  { header: "detail", value: (a) => a.detail },
  { header: "recordType", value: (a) => a.record.type },
  { header: "recordId", value: (a) => a.record.id },
  { header: "recordLabel", value: (a) => a.record.label },
  { header: "relatedType", value: (a) => a.related?.type ?? "" },
  { header: "relatedId", value: (a) => a.related?.id ?? "" },
  { header: "relatedLabel", value: (a) => a.related?.label ?? "" },
  { header: "daysAhead", value: (a) => a.daysAhead },
  { header: "state", value: (a) => a.state },
  { header: "markedBy", value: (a) => a.mark?.by.name ?? "" },
  { header: "markedAt", value: (a) => a.mark?.at ?? "" },
  { header: "note", value: (a) => a.mark?.note ?? "" },
];

/** --page-size as a number; with --all and no --page-size, the largest page the server gives. */
function pageSizeOf(options: AlertsListOptions): number | undefined {
  if (options.pageSize === undefined) return options.all ? ALERT_PAGE_SIZE_MAX : undefined;
  const size = /^\s*\d+\s*$/.test(options.pageSize) ? Number(options.pageSize) : Number.NaN;
  if (!Number.isSafeInteger(size) || size < 1 || size > ALERT_PAGE_SIZE_MAX)
    throw new CliError(
      `--page-size takes a whole number from 1 to ${ALERT_PAGE_SIZE_MAX} (got "${options.pageSize}").`,
      2,
    );
  return size;
}

/** The request: the view, --within as days (left out, the preferences decide), the states asked. */
export function alertListRequest(options: AlertsListOptions): AlertListRequest {
  const withinDays = options.within === undefined ? undefined : parseAlertWithin(options.within);
  const states = statesOf[options.state];
  const pageSize = pageSizeOf(options);
  return {
    view: options.view,
    ...(withinDays === undefined ? {} : { withinDays }),
    ...(states ? { states: [...states] } : {}),
    ...(pageSize === undefined ? {} : { pageSize }),
  };
}

/** Whether any alert still open falls in the window (the view's count of open alerts, whatever --state shows). */
async function hasOpenAlert(api: ApiClient, request: AlertListRequest): Promise<boolean> {
  const { view, withinDays } = request;
  const counts = await api.countAlerts({
    body: { ...(withinDays === undefined ? {} : { withinDays }), states: ["OPEN"] },
  });
  return counts.views[view ?? "all"] > 0;
}

/** Writes `text`, waiting while the reader catches up, so a long listing never piles up in memory. */
async function write(io: CliIo, text: string): Promise<void> {
  const stream = io.stdout as {
    write(text: string): unknown;
    once?: (event: "drain", done: () => void) => unknown;
  };
  if (io.stdout.write(text) === false && typeof stream.once === "function") {
    await new Promise<void>((resolve) => stream.once?.("drain", resolve));
  }
}

/**
 * Every page of the list, each printed as it arrives and then let go: with --all the CLI holds one
 * page at a time, however long the list. JSON is written as one document (the server's answer,
 * its alerts array filled page by page), CSV under one header, the table under one heading.
 */
async function printAllPages(
  options: AlertsListOptions,
  api: ApiClient,
  request: AlertListRequest,
  io: CliIo,
) {
  const tally: AlertsTally = { alerts: 0, open: 0, lastDueDate: null };
  let after: AlertListRequest["after"] = null;
  let first = true;
  do {
    const page: AlertListResult = await api.listAlerts({ body: { ...request, after } });
    if (options.format === "json") {
      const head = first
        ? `{"today":${JSON.stringify(page.today)},"from":${JSON.stringify(page.from)},"to":${JSON.stringify(page.to)},"alerts":[`
        : "";
      const items = page.alerts.map(
        (alert, index) => `${tally.alerts + index === 0 ? "\n" : ",\n"}${JSON.stringify(alert)}`,
      );
      await write(io, `${head}${items.join("")}`);
    } else if (options.format === "csv") {
      const csv = toCsv(page.alerts, alertCsvColumns);
      await write(io, first ? csv : csv.slice(csv.indexOf("\r\n") + 2));
    } else {
      const heading = first
        ? `${renderToString(<AlertsHeading view={options.view} result={page} />, { columns: 250 })}\n`
        : "";
      const rows =
        page.alerts.length === 0
          ? ""
          : `${renderToString(<AlertsTable alerts={page.alerts} continuesDate={tally.lastDueDate} />, { columns: 250 })}\n`;
      await write(io, `${heading}${rows}`);
    }
    first = false;
    tally.alerts += page.alerts.length;
    tally.open += page.alerts.filter((alert) => alert.state === "OPEN").length;
    tally.lastDueDate = page.alerts.at(-1)?.dueDate ?? tally.lastDueDate;
    after = page.nextCursor;
  } while (after !== null);
  if (options.format === "json") await write(io, `${tally.alerts === 0 ? "" : "\n"}],"nextCursor":null}\n`);
  if (options.format === "table") {
    await write(io, `${renderToString(<AlertsFooter tally={tally} total={null} />, { columns: 250 })}\n`);
  }
}

/** One page (the first, of --page-size rows): what the server answers, with how many there are in all. */
async function printFirstPage(
  options: AlertsListOptions,
  api: ApiClient,
  request: AlertListRequest,
  io: CliIo,
) {
  const page = await api.listAlerts({ body: request });
  if (options.format === "json") return write(io, `${JSON.stringify(page, null, 2)}\n`);
  if (options.format === "csv") return write(io, toCsv(page.alerts, alertCsvColumns));
  const { view, withinDays, states } = request;
  const counts = await api.countAlerts({
    body: { ...(withinDays === undefined ? {} : { withinDays }), ...(states ? { states } : {}) },
  });
  const tally: AlertsTally = {
    alerts: page.alerts.length,
    open: page.alerts.filter((alert) => alert.state === "OPEN").length,
    lastDueDate: null,
  };
  const screen = (
    <>
      <AlertsHeading view={options.view} result={page} />
      <AlertsTable alerts={page.alerts} continuesDate={null} />
      <AlertsFooter tally={tally} total={page.nextCursor === null ? null : counts.views[view ?? "all"]} />
    </>
  );
  return write(io, `${renderToString(screen, { columns: 250 })}\n`);
}

async function listAlerts(options: AlertsListOptions, io: CliIo): Promise<void> {
  const request = alertListRequest(options);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  if (options.all) await printAllPages(options, api, request, io);
  else await printFirstPage(options, api, request, io);
  if (options.failIfAny && (await hasOpenAlert(api, request)))
    throw new CliExit(alertsExitCodes.somethingOpen);
}

/** A failure as one message, the server's field errors under it. */
function messageOf(error: unknown): string {
  if (isApiError(error))
    return `${error.message}${error.errors.map((e) => `\n  ${e.field}: ${e.message}`).join("")}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * `rightsdesk alerts list`: the alerts of a view in its window, the first page or (--all) every
 * page as it comes. With --fail-if-any the exit status answers a script: 0 nothing open in the
 * window, 1 something open, 2 the question could not be asked (bad usage, no session, no server),
 * so a failure is never read as "nothing due".
 */
export async function alertsList(options: AlertsListOptions, io: CliIo): Promise<void> {
  if (!options.failIfAny) return listAlerts(options, io);
  try {
    await listAlerts(options, io);
  } catch (error) {
    if (error instanceof CliExit) throw error;
    throw new CliError(messageOf(error), alertsExitCodes.failed);
  }
}
