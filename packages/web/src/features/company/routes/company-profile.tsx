import { companySectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { ProfileCard, RecordInfoCard } from "../components/detail/profile-card";
import { useCompanyPage } from "../components/detail/company-page";
import { SectionPanel } from "../components/detail/section-panel";
import { sectionTabLoader } from "../lib/company-tab";

export function loader(queryClient: QueryClient) {
  return sectionTabLoader(queryClient);
}

/**
 * The company-profile tab: the profile itself, then the sections that live on it for the
 * company's type (addresses, business tax info, social media, company hierarchy).
 */
export function Component() {
  const { company } = useCompanyPage();
  const sections = companySectionsOn("company-profile", company.companyType.mainType);
  const single = sections.filter((section) => section.cardinality === "one");
  const lists = sections.filter((section) => section.cardinality === "many");
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ProfileCard />
        </div>
        <div className="min-w-0 space-y-6">
          <RecordInfoCard />
          {single.map((section) => (
            <SectionPanel key={section.key} section={section} />
          ))}
        </div>
      </div>
      {lists.map((section) => (
        <SectionPanel key={section.key} section={section} />
      ))}
    </div>
  );
}
