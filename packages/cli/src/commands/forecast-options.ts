import { ForecastRequestSchema, MAX_FORECAST_MONTHS, toIsoDate, type IsoDate } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";

export const forecastFormats = ["table", "csv", "json", "xlsx", "pdf"] as const;
export type ForecastFormat = (typeof forecastFormats)[number];

/** The options as commander hands them over: every value still text. */
export interface ForecastOptions {
  months?: string;
  from?: string;
  advertiser?: string;
  product?: string;
  adId?: string[];
  performer?: string;
  format: ForecastFormat;
  output?: string;
}

/** The window asked for, checked with the domain's request schema; the scope is resolved later. */
export interface ForecastWindowRequest {
  from?: IsoDate;
  months: number;
}

/** Where the domain's schema names a field, the option the user typed. */
const optionOfField: Readonly<Record<string, string>> = { from: "--from", months: "--months" };

/**
 * --months and --from checked before any call, with the domain's messages (bad usage, exit
 * status 2), and the format's rules on --output: a table is only printed.
 */
export function parseForecastWindow(options: ForecastOptions): ForecastWindowRequest {
  if (options.format === "table" && options.output)
    throw new CliError("--output writes csv, json, xlsx or pdf: add --format csv, json, xlsx or pdf.", 2);
  const monthsText = options.months?.trim();
  if (monthsText !== undefined && !/^\d+$/.test(monthsText))
    throw new CliError(
      `--months takes a whole number of months from 1 to ${MAX_FORECAST_MONTHS} (got "${options.months}").`,
      2,
    );
  const draft = {
    ...(options.from === undefined ? {} : { from: options.from.trim() }),
    ...(monthsText === undefined ? {} : { months: Number(monthsText) }),
  };
  const checked = ForecastRequestSchema.safeParse(draft);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? "");
      return `  ${optionOfField[field] ?? field}: ${issue.message}`;
    });
    throw new CliError(`The forecast's window is not valid:\n${problems.join("\n")}`, 2);
  }
  return {
    ...(checked.data.from === undefined ? {} : { from: checked.data.from }),
    months: checked.data.months,
  };
}

/** "forecast-2026-12-01.xlsx": where an export goes without --output, dated by its first day. */
export function defaultForecastFileName(
  format: "xlsx" | "pdf",
  from: IsoDate | undefined,
  now: Date,
): string {
  return `forecast-${from ?? toIsoDate(now.toISOString().slice(0, 10))}.${format}`;
}
