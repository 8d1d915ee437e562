import { companySectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";
import { CompanyAlertDaysCard } from "../../alerts/components/company-alert-days-card";
import { useCompanyPage } from "../components/detail/company-page";
import { MissingTabNotice } from "../components/detail/missing-tab-notice";
import { SectionPanel } from "../components/detail/section-panel";
import { companyShowsTab, sectionTabLoader } from "../lib/company-tab";
import { readCompanyRoute } from "../lib/read-company-id";

export function loader(queryClient: QueryClient) {
  return sectionTabLoader(queryClient);
}

/**
 * A tab made of sections (staff, advertisers, banks, notes...): each section of the route for the
 * company's type, one under the other. Notes read as a feed.
 */
export function Component() {
  const { company, canEdit } = useCompanyPage();
  const route = readCompanyRoute(useLocation().pathname);
  if (route === null) return null;
  if (!companyShowsTab(company, route)) return <MissingTabNotice route={route} />;
  const sections = companySectionsOn(route, company.companyType.mainType);
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <SectionPanel key={section.key} section={section} layout={route === "notes" ? "notes" : "table"} />
      ))}
      {route === "preferences" && <CompanyAlertDaysCard companyId={company.id} canEdit={canEdit} />}
    </div>
  );
}
