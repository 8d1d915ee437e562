import { AssetProfileCard, AssetRecordInfoCard } from "../components/detail/profile-card";

/** The asset-profile tab: the profile itself and when the record was made and changed. */
export function Component() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="min-w-0 lg:col-span-2">
        <AssetProfileCard />
      </div>
      <div className="min-w-0 space-y-6">
        <AssetRecordInfoCard />
      </div>
    </div>
  );
}
