import type { Command } from "commander";
import type { ListQueryOptions } from "./list-query-options.js";
import {
  withShortcutFilters,
  type ExpiryShortcutOptions,
  type ShortcutFilter,
} from "./list-shortcut-filters.js";

/** The shortcuts of the asset and element lists, each one a filter on the list's own fields. */
export interface RightsListFilterOptions extends ExpiryShortcutOptions {
  search?: string;
  status?: string;
  type?: string;
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

/** The shortcuts as filters on the asset or element list's own fields, before the --filter ones. */
export function withRightsListFilters<Options extends ListQueryOptions & RightsListFilterOptions>(
  options: Options,
  now: Date,
): Options {
  const shortcuts: ShortcutFilter[] = [
    [options.search, "title cn"],
    [options.status, "status in"],
    [options.type, "type in"],
  ];
  return withShortcutFilters(options, shortcuts, "earliestExpireDate", now);
}
