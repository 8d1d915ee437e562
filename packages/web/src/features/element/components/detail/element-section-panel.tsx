import type { ElementSectionDefinition } from "@rightsdesk/domain";
import { RecordSectionPanel } from "../../../../ui/records/section-panel";
import { useElementSectionCalls } from "../../api/element-section-calls";
import { useElementPage } from "./element-page";

/** One section of the element on the page (the shared section panel with the element's calls). */
export function ElementSectionPanel({ section }: { section: ElementSectionDefinition }) {
  const { element, canEdit } = useElementPage();
  const calls = useElementSectionCalls(element.id, section.key);
  return (
    <RecordSectionPanel
      owner={{ kind: "element", id: element.id, label: "element" }}
      section={section}
      calls={calls}
      canEdit={canEdit}
      layout={section.layout ?? "table"}
    />
  );
}
