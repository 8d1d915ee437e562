import { personSectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";
import { MissingTabNotice } from "../components/detail/missing-tab-notice";
import { PermitExpiryNotice } from "../components/detail/permit-expiry-notice";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { personSectionTabLoader, personShowsTab } from "../lib/person-tab";
import { readPersonRoute } from "../lib/read-person-route";
import { useRecordPage } from "../../../ui/records/record-page";
import { personKind } from "../api/person-kind";

export function loader(queryClient: QueryClient) {
  return personSectionTabLoader(queryClient);
}

/**
 * A tab made of sections (contacts, minor, banks, taxes...): each section of the route that the
 * person's kinds (and age) show, one under the other. The Minor tab says first when a work
 * permit has lapsed or is about to.
 */
export function Component() {
  const { record: person } = useRecordPage(personKind);
  const route = readPersonRoute(useLocation().pathname);
  if (route === null) return null;
  if (!personShowsTab(person, route)) return <MissingTabNotice route={route} />;
  const sections = personSectionsOn(route, person);
  return (
    <div className="space-y-6">
      {route === "minor" && <PermitExpiryNotice personId={person.id} />}
      {sections.map((section) => (
        <RecordKindSectionPanel key={section.key} kind={personKind} section={section} />
      ))}
    </div>
  );
}
