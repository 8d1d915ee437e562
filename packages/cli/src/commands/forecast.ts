import { Option, type Command } from "commander";
import { MAX_FORECAST_MONTHS } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { forecastFormats, type ForecastOptions } from "./forecast-options.js";
import { forecastRun } from "./forecast-run.js";
import { usageExit } from "./usage-exit.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];

const help = `
The window starts on --from (default today, the server's day) and covers --months whole months
(1-${MAX_FORECAST_MONTHS}, default 12). Without a scope it covers every spot and element.
--advertiser and --performer take an id or a name (an exact name, or part of one that only one
record has); a name matching none or several is refused, naming the choices. --product is a
product's name as the spots' Products sections record it (case aside); --ad-id can be given once
per spot.
Formats: table (months, payments, total with the missing ones apart, the saving of the "not
renewing" decisions, figures by source), json (the answer as the API gives it), csv (one line per
payment, released ones last), xlsx and pdf (the server's export; written to --output, or to
forecast-<from>.xlsx here).
Exit status: 0 printed or written, 1 an error (no session, no right to Contracts, an id the server
does not know), 2 bad usage (bad --months or --from, a name matching none or several).
Example: rightsdesk forecast --advertiser "Northwind Foods" --months 6 --format csv --output ahead.csv`;

/** `rightsdesk forecast`: what keeping the spots on air will cost, month by month. */
export function registerForecastCommand(program: Command, io: CliIo): void {
  program
    .command("forecast")
    .exitOverride(usageExit)
    .description(
      "What keeping the spots on air costs, month by month, with each amount's source (needs Contracts)",
    )
    .option("--months <number>", `months ahead, 1-${MAX_FORECAST_MONTHS} (default 12)`)
    .option("--from <date>", "first day, YYYY-MM-DD (default today)")
    .option("--advertiser <name-or-id>", "only this advertiser's spots")
    .option("--product <name>", "only the spots naming this product")
    .option("--ad-id <code>", "only this spot (repeatable)", collect)
    .option("--performer <name-or-id>", "only this performer's payments")
    .addOption(new Option("-f, --format <format>", "output format").choices(forecastFormats).default("table"))
    .option("-o, --output <file>", "write csv, json, xlsx or pdf to FILE")
    .addHelpText("after", help)
    .action((options: ForecastOptions) => forecastRun(options, io));
}
