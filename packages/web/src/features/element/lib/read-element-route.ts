import { elementRoutes, type ElementRoute } from "@rightsdesk/domain";

/** The element tab a path names (`/elements/7/music` → "music"), or null. */
export function readElementRoute(pathname: string): ElementRoute | null {
  const segment = pathname.split("/").filter(Boolean)[2];
  return elementRoutes.find((route) => route === segment) ?? null;
}
