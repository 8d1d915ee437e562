import { companySectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { ProfileCard, RecordInfoCard } from "../components/detail/profile-card";
import { ProfileTabLayout } from "../../../ui/records/profile-card";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { sectionTabLoader } from "../lib/company-tab";
import { useRecordPage } from "../../../ui/records/record-page";
import { companyKind } from "../api/company-kind";

export function loader(queryClient: QueryClient) {
  return sectionTabLoader(queryClient);
}

/**
 * The company-profile tab: the profile itself, then the sections that live on it for the
 * company's type (addresses, business tax info, social media, company hierarchy).
 */
export function Component() {
  const { record: company } = useRecordPage(companyKind);
  const sections = companySectionsOn("company-profile", company.companyType.mainType);
  const single = sections.filter((section) => section.cardinality === "one");
  const lists = sections.filter((section) => section.cardinality === "many");
  return (
    <ProfileTabLayout
      profile={<ProfileCard />}
      aside={
        <>
          <RecordInfoCard />
          {single.map((section) => (
            <RecordKindSectionPanel key={section.key} kind={companyKind} section={section} />
          ))}
        </>
      }
    >
      {lists.map((section) => (
        <RecordKindSectionPanel key={section.key} kind={companyKind} section={section} />
      ))}
    </ProfileTabLayout>
  );
}
