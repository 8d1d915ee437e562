import type { Command } from "commander";
import { addDays, isoDateOfInstant } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";
import type { ListQueryOptions } from "./list-query-options.js";

/** The shortcuts of the asset and element lists, each one a filter on the list's own fields. */
export interface RightsListFilterOptions {
  search?: string;
  status?: string;
  type?: string;
  expiringBefore?: string;
  expiringWithin?: string;
}

/** Adds the shortcut options; they combine (AND) with each other and with every --filter. */
export function addRightsListFilters(command: Command): Command {
  return command
    .option("--search <text>", 'title contains TEXT (same as --filter "title cn TEXT")')
    .option("--status <statuses>", 'one status or several, comma-separated, e.g. "ACTIVE,EXPIRED (TALENT)"')
    .option("--type <types>", "one type or several, comma-separated")
    .option("--expiring-before <date>", "earliest expiry before this day (YYYY-MM-DD)")
    .option("--expiring-within <days>", "earliest expiry from today (UTC) to today + DAYS, both included");
}

/**
 * The shortcuts written as "PROPERTY OPERATOR VALUE" filters, before the --filter ones, so the
 * domain's list rules check them like any other (a bad status or date is named, exit status 2).
 */
export function withRightsListFilters<Options extends ListQueryOptions & RightsListFilterOptions>(
  options: Options,
  now: Date,
): Options {
  const filters: string[] = [];
  if (options.search !== undefined) filters.push(`title cn ${options.search}`);
  if (options.status !== undefined) filters.push(`status in ${options.status}`);
  if (options.type !== undefined) filters.push(`type in ${options.type}`);
  if (options.expiringBefore !== undefined) filters.push(`earliestExpireDate lt ${options.expiringBefore}`);
  if (options.expiringWithin !== undefined) {
    if (!/^\d+$/.test(options.expiringWithin.trim()))
      throw new CliError(
        `--expiring-within takes a whole number of days (got "${options.expiringWithin}").`,
        2,
      );
    const today = isoDateOfInstant(now);
    filters.push(`earliestExpireDate gte ${today}`);
    filters.push(`earliestExpireDate lte ${addDays(today, Number(options.expiringWithin))}`);
  }
  return { ...options, filter: [...filters, ...(options.filter ?? [])] };
}
