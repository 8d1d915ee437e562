import { renderToString } from "ink";
import { isApiError, type ApiClient } from "@rightsdesk/api-client";
import {
  alertActions,
  type Alert,
  type AlertListRequest,
  type AlertListResult,
  type AlertState,
  type AlertView,
} from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import { CliError, CliExit, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { toCsv } from "../ui/to-csv.js";
import { AlertsTable } from "./alerts-table.js";
import { parseAlertWithin } from "./alerts-within.js";

export const alertStateChoices = ["open", "handled", "all"] as const;
export type AlertStateChoice = (typeof alertStateChoices)[number];

export interface AlertsListOptions {
  view: Exclude<AlertView, "to-do-list">;
  within?: string;
  state: AlertStateChoice;
  format: "table" | "json" | "csv";
  failIfAny?: boolean;
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

/** The request: the view, --within as days (left out, the preferences decide), the states asked. */
export function alertListRequest(options: AlertsListOptions): AlertListRequest {
  const withinDays = options.within === undefined ? undefined : parseAlertWithin(options.within);
  const states = statesOf[options.state];
  return {
    view: options.view,
    ...(withinDays === undefined ? {} : { withinDays }),
    ...(states ? { states: [...states] } : {}),
  };
}

/** Whether any alert still open falls in the window (everything listed is in it, overdue included). */
async function hasOpenAlert(api: ApiClient, request: AlertListRequest, listed: AlertListResult) {
  if (request.states === undefined || request.states.includes("OPEN"))
    return listed.alerts.some((alert) => alert.state === "OPEN");
  const open = await api.listAlerts({ body: { ...request, states: ["OPEN"] } });
  return open.alerts.length > 0;
}

function print(options: AlertsListOptions, result: AlertListResult, io: CliIo): void {
  if (options.format === "json") io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else if (options.format === "csv") io.stdout.write(toCsv(result.alerts, alertCsvColumns));
  else
    io.stdout.write(
      `${renderToString(<AlertsTable view={options.view} result={result} />, { columns: 250 })}\n`,
    );
}

async function listAlerts(options: AlertsListOptions, io: CliIo): Promise<void> {
  const request = alertListRequest(options);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const result = await api.listAlerts({ body: request });
  print(options, result, io);
  if (options.failIfAny && (await hasOpenAlert(api, request, result)))
    throw new CliExit(alertsExitCodes.somethingOpen);
}

/** A failure as one message, the server's field errors under it. */
function messageOf(error: unknown): string {
  if (isApiError(error))
    return `${error.message}${error.errors.map((e) => `\n  ${e.field}: ${e.message}`).join("")}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * `rightsdesk alerts list`: the alerts of a view in its window. With --fail-if-any the exit status
 * answers a script: 0 nothing open in the window, 1 something open, 2 the question could not be
 * asked (bad usage, no session, no server), so a failure is never read as "nothing due".
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
