import { addDays, isoDateOfInstant } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";
import type { ListQueryOptions } from "./list-query-options.js";

/** The expiry shortcuts of a list whose records end on a day. */
export interface ExpiryShortcutOptions {
  expiringBefore?: string;
  expiringWithin?: string;
}

/** A shortcut option's value (undefined when not given) and the "PROPERTY OPERATOR" it stands for. */
export type ShortcutFilter = readonly [value: string | undefined, filter: string];

/**
 * The shortcuts written as "PROPERTY OPERATOR VALUE" filters, before the --filter ones, so the
 * domain's list rules check them like any other (a bad status or date is named, exit status 2):
 * each given shortcut in order, then --expiring-before (`expiryField lt`) and --expiring-within
 * (`expiryField` from today, in UTC as the server counts it, to today + N days).
 */
export function withShortcutFilters<Options extends ListQueryOptions & ExpiryShortcutOptions>(
  options: Options,
  shortcuts: readonly ShortcutFilter[],
  expiryField: string,
  now: Date,
): Options {
  const filters = shortcuts.flatMap(([value, filter]) => (value === undefined ? [] : [`${filter} ${value}`]));
  if (options.expiringBefore !== undefined) filters.push(`${expiryField} lt ${options.expiringBefore}`);
  if (options.expiringWithin !== undefined) {
    if (!/^\d+$/.test(options.expiringWithin.trim()))
      throw new CliError(
        `--expiring-within takes a whole number of days (got "${options.expiringWithin}").`,
        2,
      );
    const today = isoDateOfInstant(now);
    filters.push(`${expiryField} gte ${today}`);
    filters.push(`${expiryField} lte ${addDays(today, Number(options.expiringWithin))}`);
  }
  return { ...options, filter: [...filters, ...(options.filter ?? [])] };
}
