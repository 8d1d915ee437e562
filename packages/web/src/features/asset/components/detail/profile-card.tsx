import { codeLabel, formatLength, type AssetRecord } from "@rightsdesk/domain";
import { Badge } from "../../../../ui/badge";
import { formatDay } from "../../../../ui/records/format-day";
import {
  ProfileCard,
  RecordDetail,
  RecordDetails,
  RecordInfoCard,
} from "../../../../ui/records/profile-card";
import { useRefetchRecord } from "../../../../ui/records/record-queries";
import { formatRightsStatus } from "../../../../ui/records/rights-status-badge";
import { formatAssetType } from "../../lib/asset-labels";
import { AssetProfileForm } from "./profile-form";
import { useRecordPage } from "../../../../ui/records/record-page";
import { assetKind } from "../../api/asset-kind";

/**
 * The asset's profile: read by anyone who may see it; "Edit profile" takes the edit lock and
 * turns the card into its form, and saving or cancelling gives the lock back.
 */
export function AssetProfileCard() {
  const { record: asset, canEdit } = useRecordPage(assetKind);
  const refetch = useRefetchRecord(assetKind, asset.id);
  const reload = () => refetch().catch(() => undefined);
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
      <RecordDetail label="MPU end in force">
        <MpuDetail asset={asset} />
      </RecordDetail>
      <RecordDetail label="First air date">
        {asset.firstAirDate ? formatDay(asset.firstAirDate) : "Not recorded"}
      </RecordDetail>
      <RecordDetail label="Length">
        {asset.lengthSeconds === null ? "Not recorded" : formatLength(asset.lengthSeconds)}
      </RecordDetail>
      <RecordDetail label="Status">
        {formatRightsStatus(asset.status)}
        {asset.statusReason && <span className="block text-slate-500">{asset.statusReason}</span>}
      </RecordDetail>
      {asset.editType && (
        <RecordDetail label="Edit type">
          {codeLabel(asset.editType)}
          {asset.editReason ? ` — ${asset.editReason}` : ""}
        </RecordDetail>
      )}
      <RecordDetail label="Notes" wide>
        <span className="whitespace-pre-wrap">{asset.notes || "—"}</span>
      </RecordDetail>
    </RecordDetails>
  );
}

/**
 * The MPU end every screen uses, and where it comes from: the rule's computation, the typed Expiry
 * Date when they agree or it was confirmed, or — flagged for review — the earlier of the two.
 */
function MpuDetail({ asset }: { asset: AssetRecord }) {
  const computed = asset.mpuComputedEndDate;
  if (asset.mpuNeedsReview && computed !== null)
    return (
      <span className="flex flex-col gap-1">
        <span>{formatDay(asset.mpuEndDate)}</span>
        <span className="text-slate-600">
          Typed Expiry Date {formatDay(asset.expireMpuEndDate)}; the rule gives {formatDay(computed)}. The
          earlier is used until someone confirms the typed date.
        </span>
        <span>
          <Badge tone="amber">MPU needs review</Badge>
        </span>
      </span>
    );
  const source =
    computed === null
      ? "Typed Expiry Date (no union session to compute from)."
      : asset.mpuConfirmed && computed !== asset.expireMpuEndDate
        ? `Typed Expiry Date, confirmed over the rule's ${formatDay(computed)}.`
        : "The rule's MPU from the sessions and first airing.";
  return (
    <span className="flex flex-col">
      <span>{formatDay(asset.mpuEndDate)}</span>
      <span className="text-slate-500">{source}</span>
    </span>
  );
}

/** What the asset has, then when the record was made and last changed, and by whom. */
export function AssetRecordInfoCard() {
  const { record: asset } = useRecordPage(assetKind);
  return (
    <RecordInfoCard titleId="asset-record-title" record={asset}>
      <RecordDetail label="Use rights">{asset.useRightCount}</RecordDetail>
      {asset.baseAssetId === null && (
        <RecordDetail label="Edit versions">{asset.editVersionCount}</RecordDetail>
      )}
    </RecordInfoCard>
  );
}
