/** The day of an instant, YYYY-MM-DD in UTC: the "today" stored statuses are computed on. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}
