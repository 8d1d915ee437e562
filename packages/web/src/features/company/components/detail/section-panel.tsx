import type { CompanySectionDefinition } from "@rightsdesk/domain";
import { RecordSectionPanel } from "../../../../ui/records/section-panel";
import { useCompanySectionCalls } from "../../api/company-section-calls";
import { useCompanyPage } from "./company-page";

/** One section of the company on the page (the shared section panel with the company's calls). */
export function SectionPanel({
  section,
  layout = "table",
}: {
  section: CompanySectionDefinition;
  layout?: "table" | "notes";
}) {
  const { company, canEdit } = useCompanyPage();
  const calls = useCompanySectionCalls(company.id, section.key);
  return (
    <RecordSectionPanel
      owner={{ kind: "company", id: company.id, label: "company" }}
      section={section}
      calls={calls}
      canEdit={canEdit}
      layout={layout}
    />
  );
}
