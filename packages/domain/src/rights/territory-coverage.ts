/** The word that, like an empty territory, means no territorial limit. */
export const WORLDWIDE = "WORLDWIDE";

/** Territories are compared as names: upper case, single spaces; empty or "worldwide" means no limit (null). */
export function normalizeTerritory(territory: string | null | undefined): string | null {
  const name = (territory ?? "").trim().replace(/\s+/g, " ").toUpperCase();
  return name === "" || name === WORLDWIDE ? null : name;
}

/**
 * Whether a licence's territory covers the requested one. A licence with no territory is
 * worldwide and covers any request. A request with no territory means worldwide too, so only a
 * worldwide licence covers it. Otherwise the names must match: no region contains another.
 */
export function isTerritoryCovered(
  licenceTerritory: string | null | undefined,
  wanted: string | null | undefined,
): boolean {
  const licence = normalizeTerritory(licenceTerritory);
  if (licence === null) return true;
  return licence === normalizeTerritory(wanted);
}
