import { personSectionsOn } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { ProfileCard, RecordInfoCard } from "../components/detail/profile-card";
import { PersonPictureCard } from "../components/picture/person-picture-card";
import { ProfileTabLayout } from "../../../ui/records/profile-card";
import { RecordKindSectionPanel } from "../../../ui/records/section-panel";
import { personSectionTabLoader } from "../lib/person-tab";
import { useRecordPage } from "../../../ui/records/record-page";
import { personKind } from "../api/person-kind";

export function loader(queryClient: QueryClient) {
  return personSectionTabLoader(queryClient);
}

/**
 * The people-profile tab: the profile itself, when the record was made and changed, and their
 * spots, contracts, use rights and holding fees due.
 */
export function Component() {
  const { record: person } = useRecordPage(personKind);
  const sections = personSectionsOn("people-profile", person);
  return (
    <ProfileTabLayout profile={<ProfileCard />} aside={<RecordInfoCard />}>
      <PersonPictureCard personId={person.id} />
      {sections.map((section) => (
        <RecordKindSectionPanel key={section.key} kind={personKind} section={section} />
      ))}
    </ProfileTabLayout>
  );
}
