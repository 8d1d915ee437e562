import { MAX_ALERT_DAYS_AHEAD } from "@rightsdesk/domain";
import { CliError } from "../cli-io.js";

/** --within as days: "30" and "30d" are 30 days, "8w" is 56; at most MAX_ALERT_DAYS_AHEAD. */
export function parseAlertWithin(text: string): number {
  const match = /^\s*(\d+)\s*([dw]?)\s*$/i.exec(text);
  const days = match ? Number(match[1]) * (match[2]?.toLowerCase() === "w" ? 7 : 1) : Number.NaN;
  if (!Number.isSafeInteger(days) || days > MAX_ALERT_DAYS_AHEAD)
    throw new CliError(
      `--within takes days ("30" or "30d") or weeks ("8w"), at most ${MAX_ALERT_DAYS_AHEAD} days (got "${text}").`,
      2,
    );
  return days;
}
