/**
 * Module, item and role names are compared case-insensitively (spec 000 section 6). Surrounding
 * white space is ignored too, so a name typed into an admin form with a stray space still matches.
 */
export function normalizeAccessName(name: string): string {
  return name.trim().toLowerCase();
}

export function isSameAccessName(a: string, b: string): boolean {
  return normalizeAccessName(a) === normalizeAccessName(b);
}
