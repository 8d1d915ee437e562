import type { AssetRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Badge } from "../../../ui/badge";
import { loadRecord, RecordFrame, RecordLayout, type Crumb } from "../../../ui/records/record-layout";
import { useRecordLock } from "../../../ui/records/record-lock";
import { RightsStatusBadge } from "../../../ui/records/rights-status-badge";
import { releaseAssetLockQuietly, assetLockMachine } from "../api/asset-lock";
import { assetQueryOptions, useAsset } from "../api/get-asset";
import { ArchiveAssetButton, ArchivedAssetBanner } from "../components/detail/archive-controls";
import { AssetPageContext, type AssetPage } from "../components/detail/asset-page";
import { EarliestExpiration } from "../components/detail/earliest-expiration";
import { useAssetRights } from "../lib/asset-rights";
import { assetTabs } from "../lib/asset-tab";
import { readAssetId, readAssetRoute } from "../lib/read-asset-id";

const nouns = { singular: "asset", plural: "Assets" };
const lock = {
  machine: assetLockMachine,
  recordType: "asset",
  releaseQuietly: releaseAssetLockQuietly,
} as const;

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, (params) => readAssetId(params.assetId), assetQueryOptions);
}

/**
 * One asset, at `/asset/{id}/{tab}` or, for an edit version, the edit-version form
 * `/asset/{baseAssetId}/{id}/{tab}`: its header, then its tabs (child routes).
 */
export function Component() {
  return (
    <RecordLayout
      recordId={readAssetId(useParams().assetId)}
      useRecord={useAsset}
      lock={lock}
      nouns={nouns}
      listHref={paths.app.assets.all.getHref()}
    >
      {(asset) => <AssetFrame asset={asset} />}
    </RecordLayout>
  );
}

/** An address that puts the asset under the wrong base (or an edit version at the top) is corrected. */
function useCanonicalAddress(asset: AssetRecord): string | null {
  const { baseAssetId } = useParams();
  const { pathname } = useLocation();
  const given = baseAssetId === undefined ? null : Number(baseAssetId);
  if (given === asset.baseAssetId) return null;
  return paths.app.asset.getHref(asset.id, readAssetRoute(pathname) ?? "asset-profile", asset.baseAssetId);
}

function crumbsOf(asset: AssetRecord): Crumb[] {
  const all = { label: "Assets", href: paths.app.assets.all.getHref() };
  if (asset.baseAssetId === null) return [all];
  return [all, { label: "Base asset", href: paths.app.asset.getHref(asset.baseAssetId, "edit-version") }];
}

function AssetFrame({ asset }: { asset: AssetRecord }) {
  const rights = useAssetRights();
  const { isLockedByOther } = useRecordLock();
  const archived = asset.archivedAt !== null;
  const canonical = useCanonicalAddress(asset);
  const page = useMemo<AssetPage>(
    () => ({ asset, canEdit: rights.canWrite && !archived, canDelete: rights.canDelete }),
    [asset, rights.canWrite, rights.canDelete, archived],
  );
  if (canonical) return <Navigate to={canonical} replace />;
  return (
    <AssetPageContext value={page}>
      <RecordFrame
        nouns={nouns}
        name={asset.title}
        crumbs={crumbsOf(asset)}
        code={asset.adId}
        badges={
          <>
            <RightsStatusBadge status={asset.status} />
            <Badge tone={asset.baseAssetId === null ? "slate" : "indigo"}>{asset.versionLabel}</Badge>
            {archived && <Badge tone="amber">Archived</Badge>}
          </>
        }
        summary={
          <>
            <p className="mt-1 text-sm text-slate-600">
              <span className="font-mono">{asset.adId}</span>
              {" · "}
              {asset.baseAssetId === null ? "Base asset" : `Edit version ${asset.versionLabel}`}
            </p>
            <EarliestExpiration asset={asset} />
          </>
        }
        actions={
          !archived && rights.canDelete ? (
            <div className="flex flex-wrap gap-3">
              <ArchiveAssetButton asset={asset} disabled={isLockedByOther} />
            </div>
          ) : null
        }
        banner={<ArchivedAssetBanner asset={asset} canDelete={rights.canDelete} />}
        tabs={assetTabs(asset)}
      />
    </AssetPageContext>
  );
}
