import type { AssetRecord } from "@rightsdesk/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Card, CardHeader } from "../../../../ui/card";
import { formatDay } from "../../../../ui/records/format-day";
import { formatLogTime } from "../../../../ui/records/log-changes";
import { ProfileCard, RecordDetail, RecordDetails } from "../../../../ui/records/profile-card";
import { formatRightsStatus } from "../../../../ui/records/rights-status-badge";
import { assetQueryOptions } from "../../api/get-asset";
import { formatAssetType } from "../../lib/asset-labels";
import { useAssetPage } from "./asset-page";
import { AssetProfileForm } from "./profile-form";

/**
 * The asset's profile: read by anyone who may see it; "Edit profile" takes the edit lock and
 * turns the card into its form, and saving or cancelling gives the lock back.
 */
export function AssetProfileCard() {
  const { asset, canEdit } = useAssetPage();
  const queryClient = useQueryClient();
  const reload = () =>
    queryClient.fetchQuery({ ...assetQueryOptions(asset.id), staleTime: 0 }).catch(() => undefined);
  return (
    <ProfileCard
      editName="asset-profile"
      title="Profile"
      noun="asset"
      canEdit={canEdit}
      renderForm={(done) => <AssetProfileForm asset={asset} onDone={done} onReload={reload} />}
    >
      <AssetProfileDetails asset={asset} />
    </ProfileCard>
  );
}

function AssetProfileDetails({ asset }: { asset: AssetRecord }) {
  return (
    <RecordDetails>
      <RecordDetail label="Title" wide>
        {asset.title}
      </RecordDetail>
      <RecordDetail label="Ad-ID">
        <span className="font-mono">{asset.adId}</span>
      </RecordDetail>
      <RecordDetail label="Version">{asset.versionLabel}</RecordDetail>
      <RecordDetail label="Type">{formatAssetType(asset.assetType)}</RecordDetail>
      <RecordDetail label="File type">{asset.fileType || "—"}</RecordDetail>
      <RecordDetail label="Expiry Date (MPU end)">{formatDay(asset.expireMpuEndDate)}</RecordDetail>
      <RecordDetail label="Status">
        {formatRightsStatus(asset.status)}
        {asset.statusReason && <span className="block text-slate-500">{asset.statusReason}</span>}
      </RecordDetail>
      {asset.editType && (
        <RecordDetail label="Edit type">
          {asset.editType}
          {asset.editReason ? ` — ${asset.editReason}` : ""}
        </RecordDetail>
      )}
      <RecordDetail label="Notes" wide>
        <span className="whitespace-pre-wrap">{asset.notes || "—"}</span>
      </RecordDetail>
    </RecordDetails>
  );
}

/** When the record was made and last changed, and by whom. */
export function AssetRecordInfoCard() {
  const { asset } = useAssetPage();
  const by = (who: string | null) => (who ? ` by ${who}` : "");
  return (
    <Card aria-labelledby="asset-record-title">
      <CardHeader titleId="asset-record-title" title="Record" />
      <dl className="space-y-4 px-5 py-5 sm:px-6">
        <RecordDetail label="Use rights">{asset.useRightCount}</RecordDetail>
        {asset.baseAssetId === null && (
          <RecordDetail label="Edit versions">{asset.editVersionCount}</RecordDetail>
        )}
        <RecordDetail label="Created">
          {formatLogTime(asset.createdAt)}
          {by(asset.createdBy)}
        </RecordDetail>
        <RecordDetail label="Last changed">
          {formatLogTime(asset.updatedAt)}
          {by(asset.updatedBy)}
        </RecordDetail>
        {asset.archivedAt && (
          <RecordDetail label="Archived">
            {formatLogTime(asset.archivedAt)}
            {by(asset.archivedBy)}
          </RecordDetail>
        )}
      </dl>
    </Card>
  );
}
