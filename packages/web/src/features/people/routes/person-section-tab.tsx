import { personSectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";
import { MissingTabNotice } from "../components/detail/missing-tab-notice";
import { PermitExpiryNotice } from "../components/detail/permit-expiry-notice";
import { PersonSectionPanel } from "../components/detail/person-section-panel";
import { usePersonPage } from "../components/detail/person-page";
import { personSectionTabLoader, personShowsTab } from "../lib/person-tab";
import { readPersonRoute } from "../lib/read-person-id";

export function loader(queryClient: QueryClient) {
  return personSectionTabLoader(queryClient);
}

/**
 * A tab made of sections (contacts, minor, banks, taxes...): each section of the route that the
 * person's kinds (and age) show, one under the other. The Minor tab says first when a work
 * permit has lapsed or is about to.
 */
export function Component() {
  const { person } = usePersonPage();
  const route = readPersonRoute(useLocation().pathname);
  if (route === null) return null;
  if (!personShowsTab(person, route)) return <MissingTabNotice route={route} />;
  const sections = personSectionsOn(route, person);
  return (
    <div className="space-y-6">
      {route === "minor" && <PermitExpiryNotice personId={person.id} />}
      {sections.map((section) => (
        <PersonSectionPanel key={section.key} section={section} />
      ))}
    </div>
  );
}
