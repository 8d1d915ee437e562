import type { AssetRecord } from "@rightsdesk/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Button } from "../../../../ui/button";
import { Card, CardHeader } from "../../../../ui/card";
import { formatDay } from "../../../../ui/records/format-day";
import { formatLogTime } from "../../../../ui/records/log-changes";
import { useLockedEdit } from "../../../../ui/records/record-lock";
import { formatRightsStatus } from "../../../../ui/records/rights-status-badge";
import { assetQueryOptions } from "../../api/get-asset";
import { formatAssetType } from "../../lib/asset-labels";
import { useAssetPage } from "./asset-page";
import { AssetProfileForm } from "./profile-form";

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The asset's profile: read by anyone who may see it; "Edit profile" takes the edit lock and
 * turns the card into its form, and saving or cancelling gives the lock back.
 */
export function AssetProfileCard() {
  const { asset, canEdit } = useAssetPage();
  const queryClient = useQueryClient();
  const { editing, begin, end, lock } = useLockedEdit("asset-profile");
  const [opening, setOpening] = useState(false);

  const startEditing = async () => {
    setOpening(true);
    try {
      await begin();
    } catch {
      lock.check();
    } finally {
      setOpening(false);
    }
  };
  const reload = () =>
    queryClient.fetchQuery({ ...assetQueryOptions(asset.id), staleTime: 0 }).catch(() => undefined);

  return (
    <Card aria-labelledby="asset-profile-title">
      <CardHeader
        titleId="asset-profile-title"
        title="Profile"
        description={
          editing
            ? "Others see this asset as being edited by you until you save or cancel."
            : canEdit
              ? undefined
              : "You can read this profile, not change it."
        }
        action={
          canEdit && !editing ? (
            <Button
              variant="secondary"
              disabled={lock.isLockedByOther}
              busy={opening}
              busyLabel="Opening…"
              onClick={() => void startEditing()}
            >
              Edit profile
            </Button>
          ) : undefined
        }
      />
      {editing ? (
        <AssetProfileForm asset={asset} onDone={end} onReload={reload} />
      ) : (
        <AssetProfileDetails asset={asset} />
      )}
    </Card>
  );
}

function AssetProfileDetails({ asset }: { asset: AssetRecord }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 px-5 py-5 sm:grid-cols-2 sm:px-6">
      <Detail label="Title" wide>
        {asset.title}
      </Detail>
      <Detail label="Ad-ID">
        <span className="font-mono">{asset.adId}</span>
      </Detail>
      <Detail label="Version">{asset.versionLabel}</Detail>
      <Detail label="Type">{formatAssetType(asset.assetType)}</Detail>
      <Detail label="File type">{asset.fileType || "—"}</Detail>
      <Detail label="Expiry Date (MPU end)">{formatDay(asset.expireMpuEndDate)}</Detail>
      <Detail label="Status">
        {formatRightsStatus(asset.status)}
        {asset.statusReason && <span className="block text-slate-500">{asset.statusReason}</span>}
      </Detail>
      {asset.editType && (
        <Detail label="Edit type">
          {asset.editType}
          {asset.editReason ? ` — ${asset.editReason}` : ""}
        </Detail>
      )}
      <Detail label="Notes" wide>
        <span className="whitespace-pre-wrap">{asset.notes || "—"}</span>
      </Detail>
    </dl>
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
        <Detail label="Use rights">{asset.useRightCount}</Detail>
        {asset.baseAssetId === null && <Detail label="Edit versions">{asset.editVersionCount}</Detail>}
        <Detail label="Created">
          {formatLogTime(asset.createdAt)}
          {by(asset.createdBy)}
        </Detail>
        <Detail label="Last changed">
          {formatLogTime(asset.updatedAt)}
          {by(asset.updatedBy)}
        </Detail>
        {asset.archivedAt && (
          <Detail label="Archived">
            {formatLogTime(asset.archivedAt)}
            {by(asset.archivedBy)}
          </Detail>
        )}
      </dl>
    </Card>
  );
}
