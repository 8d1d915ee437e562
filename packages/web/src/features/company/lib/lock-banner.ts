import { describeLockHolder } from "../../../ui/records/lock-text";

export { lockTiming } from "../../../ui/records/lock-text";

/** "Jane Doe is editing this company until 10:42 AM.", in the viewer's time (or the zone given). */
export function lockBannerText(
  lock: { holderName: string | null; expiresAt: string | null },
  timeZone?: string,
): string {
  return describeLockHolder(lock, "company", timeZone);
}
