import {
  companyRoutesFor,
  companySectionsOn,
  type CompanyRecord,
  type CompanyRoute,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { loadSectionTab } from "../../../ui/records/record-queries";
import { companyKind } from "../api/company-kind";
import { readCompanyRoute } from "./read-company-route";

/** Whether a company's type shows this tab. */
export function companyShowsTab(company: CompanyRecord, route: CompanyRoute): boolean {
  return companyRoutesFor(company.companyType.mainType).includes(route);
}

/** A section tab's loader: the company, then the items of the sections its type shows on the tab. */
export function sectionTabLoader(queryClient: QueryClient) {
  return loadSectionTab(queryClient, companyKind, readCompanyRoute, (company, route) =>
    companyShowsTab(company, route) ? companySectionsOn(route, company.companyType.mainType) : [],
  );
}
