import { Option, type Command } from "commander";
import {
  ALERT_OVERDUE_DAYS,
  ALERT_PAGE_SIZE_DEFAULT,
  ALERT_PAGE_SIZE_MAX,
  DEFAULT_ALERT_DAYS_AHEAD,
  MAX_ALERT_DAYS_AHEAD,
  alertViews,
} from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { alertsExitCodes, alertsList, alertStateChoices, type AlertsListOptions } from "./alerts-list.js";
import { alertMarkChoices, alertsMark, alertsUnmark } from "./alerts-mark.js";
import { usageExit } from "./usage-exit.js";

const listHelp = `
The window runs from ${ALERT_OVERDUE_DAYS} days ago (alerts past their date stay until handled) through today + the days
ahead. Without --within the days ahead are your alert preferences per kind (a company's own
preference wins for its records; default ${DEFAULT_ALERT_DAYS_AHEAD}; MPU alerts look at least 120 days ahead); --within
sets them for every kind: "30" or "30d" days, "8w" weeks (at most ${MAX_ALERT_DAYS_AHEAD} days). Today is the server's UTC day.
--state: open (not yet marked), handled (marked renew, release or done), all (default).
Pages: the first ${ALERT_PAGE_SIZE_DEFAULT} alerts (--page-size sets how many), or with --all every one, page after
page, each printed as it arrives (memory stays flat however long the list).
Formats: table (grouped by due date, with the days left), json (the server's answer as it is:
today, from, to, alerts, nextCursor; with --all one document holding every alert), csv (one line
per alert, one header).
With --fail-if-any the exit status answers a script, whatever --state shows:
  ${alertsExitCodes.nothingOpen}  no open alert in the window (none overdue, none due today, none due by the window's end)
  ${alertsExitCodes.somethingOpen}  at least one open alert in the window (overdue, due today, or due by the window's end)
  ${alertsExitCodes.failed}  the question could not be answered: bad usage, no session, the server unreachable or refusing
Without it: 0 listed, 1 an error, 2 bad usage.
Example: rightsdesk alerts list --view use-rights-expiring --within 8w --state open --fail-if-any`;

/** `rightsdesk alerts list|mark|unmark`. */
export function registerAlertCommands(program: Command, io: CliIo): void {
  const alerts = program
    .command("alerts")
    .exitOverride(usageExit)
    .description(
      "What needs action before it costs money, and marking it handled (needs Alerts & Notification)",
    );

  alerts
    .command("list")
    .description(
      "The alerts of a view in the look-ahead window, by due date: a page, or every one with --all",
    )
    .addOption(
      new Option("--view <view>", "which alerts")
        .choices(alertViews.filter((view) => view !== "to-do-list"))
        .default("all"),
    )
    .option("--within <days>", 'days ahead: "30", "30d" or "8w" (default: your alert preferences)')
    .addOption(
      new Option("--state <state>", "open, handled or all").choices(alertStateChoices).default("all"),
    )
    .addOption(
      new Option("-f, --format <format>", "output format").choices(["table", "json", "csv"]).default("table"),
    )
    .option("--all", "every page, each printed as it arrives")
    .option(
      "--page-size <n>",
      `alerts a page (default ${ALERT_PAGE_SIZE_DEFAULT}, with --all ${ALERT_PAGE_SIZE_MAX}; at most ${ALERT_PAGE_SIZE_MAX})`,
    )
    .option("--fail-if-any", "exit 1 when an open alert is in the window, 0 when none (for scripts)")
    .addHelpText("after", listHelp)
    .action((options: AlertsListOptions) => alertsList(options, io));

  alerts
    .command("mark <key> <action>")
    .description(
      `Mark an alert ${alertMarkChoices.join(", ")} (replaces an earlier mark); KEY as alerts list shows it`,
    )
    .option("--note <text>", "why, or what was agreed")
    .addHelpText(
      "after",
      `
Exit status: 0 marked, 1 an error (no such alert, no right to it, no session), 2 bad usage.
Example: rightsdesk alerts mark USAGE_RIGHT:use-right:55:2026-12-01 renew --note "Renewed for 13 weeks"`,
    )
    .action((key: string, action: string, options: { note?: string }) =>
      alertsMark(key, action, options, io),
    );

  alerts
    .command("unmark <key>")
    .description("Open a marked alert again")
    .action((key: string) => alertsUnmark(key, io));
}
