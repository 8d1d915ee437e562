import {
  companyRoutesFor,
  companySectionsOn,
  type CompanyRecord,
  type CompanyRoute,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { companyQueryOptions } from "../api/get-company";
import { sectionItemsQueryOptions } from "../api/list-section-items";
import { readCompanyId, readCompanyRoute } from "./read-company-id";

/** Whether a company's type shows this tab. */
export function companyShowsTab(company: CompanyRecord, route: CompanyRoute): boolean {
  return companyRoutesFor(company.companyType.mainType).includes(route);
}

/**
 * A section tab's loader: the company (the layout's loader asks for it too; the cache answers
 * once) and then the items of the tab's sections, all at once. Failures show in place.
 */
export function sectionTabLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const companyId = readCompanyId(params.companyId);
    const route = readCompanyRoute(new URL(request.url).pathname);
    if (companyId === null || route === null) return null;
    try {
      const company = await queryClient.ensureQueryData(companyQueryOptions(companyId));
      if (!companyShowsTab(company, route)) return null;
      await Promise.all(
        companySectionsOn(route, company.companyType.mainType).map((section) =>
          queryClient.ensureQueryData(sectionItemsQueryOptions(companyId, section.key)),
        ),
      );
    } catch {
      // Each panel shows its own failure with "Try again".
    }
    return null;
  };
}
