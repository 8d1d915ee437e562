import { companyRoutes, type CompanyRoute } from "@rightsdesk/domain";

/** The company tab a path names (`/company/7/staff` → "staff"), or null. */
export function readCompanyRoute(pathname: string): CompanyRoute | null {
  const segment = pathname.split("/").filter(Boolean)[2];
  return companyRoutes.find((route) => route === segment) ?? null;
}
