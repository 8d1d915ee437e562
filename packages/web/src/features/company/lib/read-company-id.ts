import { companyRoutes, type CompanyRoute } from "@rightsdesk/domain";

/** The company id in the address (`/company/7/staff`), or null when it holds none. */
export function readCompanyId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The company tab a path names (`/company/7/staff` → "staff"), or null. */
export function readCompanyRoute(pathname: string): CompanyRoute | null {
  const segment = pathname.split("/").filter(Boolean)[2];
  return companyRoutes.find((route) => route === segment) ?? null;
}
