import type { PersonSectionDefinition } from "@rightsdesk/domain";
import { RecordSectionPanel } from "../../../../ui/records/section-panel";
import { usePersonSectionCalls } from "../../api/person-section-calls";
import { usePersonPage } from "./person-page";

/** One section of the person on the page (the shared section panel with the person's calls). */
export function PersonSectionPanel({ section }: { section: PersonSectionDefinition }) {
  const { person, canEdit } = usePersonPage();
  const calls = usePersonSectionCalls(person.id, section.key);
  return (
    <RecordSectionPanel
      owner={{ kind: "person", id: person.id, label: "person" }}
      section={section}
      calls={calls}
      canEdit={canEdit}
    />
  );
}
