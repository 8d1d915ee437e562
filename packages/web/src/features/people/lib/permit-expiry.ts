import { diffDays, isEmptyDate, isIsoDate, toIsoDate, type IsoDate } from "@rightsdesk/domain";

/** How soon before its expiry a work permit is called out on the Minor tab. */
export const PERMIT_WARNING_DAYS = 30;

export interface PermitExpiry {
  permitNumber: string;
  expiresOn: IsoDate;
  /** Days from today to the expiry; negative once it has lapsed. */
  daysLeft: number;
}

/** Today in the viewer's calendar, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The work permits that have lapsed or lapse within `PERMIT_WARNING_DAYS` of `today`, soonest
 * first: a minor may not work without a valid one.
 */
export function permitsNeedingAttention(
  permits: readonly { data: Readonly<Record<string, unknown>> }[],
  today: string,
): PermitExpiry[] {
  return permits
    .flatMap(({ data }) => {
      const expiresOn = data["expiresOn"];
      if (typeof expiresOn !== "string" || isEmptyDate(expiresOn)) return [];
      const day = expiresOn.slice(0, 10);
      if (!isIsoDate(day)) return [];
      const daysLeft = diffDays(toIsoDate(today), day);
      if (daysLeft > PERMIT_WARNING_DAYS) return [];
      const permitNumber = typeof data["permitNumber"] === "string" ? data["permitNumber"] : "";
      return [{ permitNumber, expiresOn: day, daysLeft }];
    })
    .sort((a, b) => a.daysLeft - b.daysLeft);
}
