import { personRoutes, type PersonRoute } from "@rightsdesk/domain";

/** The person tab a path names (`/people/7/banks` → "banks"), or null. */
export function readPersonRoute(pathname: string): PersonRoute | null {
  const segment = pathname.split("/").filter(Boolean)[2];
  return personRoutes.find((route) => route === segment) ?? null;
}
