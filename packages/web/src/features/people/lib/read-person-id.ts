import { personRoutes, type PersonRoute } from "@rightsdesk/domain";

/** The person id in the address (`/people/7/banks`), or null when it holds none. */
export function readPersonId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The person tab a path names (`/people/7/banks` → "banks"), or null. */
export function readPersonRoute(pathname: string): PersonRoute | null {
  const segment = pathname.split("/").filter(Boolean)[2];
  return personRoutes.find((route) => route === segment) ?? null;
}
