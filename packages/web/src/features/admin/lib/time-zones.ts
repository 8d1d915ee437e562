/**
 * The time zones to offer: the browser's list (IANA names), with "UTC" and the value already
 * saved added when the browser leaves them out, so a saved choice is never silently changed.
 */
export function listTimeZones(
  current: string,
  supported: () => readonly string[] = () => Intl.supportedValuesOf("timeZone"),
): string[] {
  let zones: readonly string[];
  try {
    zones = supported();
  } catch {
    zones = [];
  }
  const all = new Set(zones);
  all.add("UTC");
  if (current.trim()) all.add(current);
  return [...all].sort((a, b) => (a === "UTC" ? -1 : b === "UTC" ? 1 : a.localeCompare(b)));
}
