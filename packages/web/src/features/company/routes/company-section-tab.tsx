import { companySectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";
import { CompanyAlertDaysCard } from "../../alerts";
import { MissingTabNotice } from "../components/detail/missing-tab-notice";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { companyShowsTab, sectionTabLoader } from "../lib/company-tab";
import { readCompanyRoute } from "../lib/read-company-route";
import { useRecordPage } from "../../../ui/records/record-page";
import { companyKind } from "../api/company-kind";

export function loader(queryClient: QueryClient) {
  return sectionTabLoader(queryClient);
}

/**
 * A tab made of sections (staff, advertisers, banks, notes...): each section of the route for the
 * company's type, one under the other. Notes read as a feed.
 */
export function Component() {
  const { record: company, canEdit } = useRecordPage(companyKind);
  const route = readCompanyRoute(useLocation().pathname);
  if (route === null) return null;
  if (!companyShowsTab(company, route)) return <MissingTabNotice route={route} />;
  const sections = companySectionsOn(route, company.companyType.mainType);
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <RecordKindSectionPanel
          key={section.key}
          kind={companyKind}
          section={section}
          layout={route === "notes" ? "notes" : "table"}
        />
      ))}
      {route === "preferences" && <CompanyAlertDaysCard companyId={company.id} canEdit={canEdit} />}
    </div>
  );
}
