import { personSectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { ProfileCard, RecordInfoCard } from "../components/detail/profile-card";
import { PersonSectionPanel } from "../components/detail/person-section-panel";
import { usePersonPage } from "../components/detail/person-page";
import { personSectionTabLoader } from "../lib/person-tab";

export function loader(queryClient: QueryClient) {
  return personSectionTabLoader(queryClient);
}

/** The people-profile tab: the profile itself and when the record was made and changed. */
export function Component() {
  const { person } = usePersonPage();
  const sections = personSectionsOn("people-profile", person);
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <ProfileCard />
        </div>
        <div className="min-w-0 space-y-6">
          <RecordInfoCard />
        </div>
      </div>
      {sections.map((section) => (
        <PersonSectionPanel key={section.key} section={section} />
      ))}
    </div>
  );
}
