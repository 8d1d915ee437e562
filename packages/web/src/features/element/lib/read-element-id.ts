import { elementRoutes, type ElementRoute } from "@rightsdesk/domain";

/** The element id in the address (`/elements/7/logs`), or null when it holds none. */
export function readElementId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The element tab a path names (`/elements/7/music` → "music"), or null. */
export function readElementRoute(pathname: string): ElementRoute | null {
  const segment = pathname.split("/").filter(Boolean)[2];
  return elementRoutes.find((route) => route === segment) ?? null;
}
