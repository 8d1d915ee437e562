import { ProfileTabLayout } from "../../../ui/records/profile-card";
import { AssetProfileCard, AssetRecordInfoCard } from "../components/detail/profile-card";

/** The asset-profile tab: the profile itself and when the record was made and changed. */
export function Component() {
  return <ProfileTabLayout profile={<AssetProfileCard />} aside={<AssetRecordInfoCard />} />;
}
