import type { AssetRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { usePermission } from "../../../lib/permission";
import { paths } from "../../../routing/paths";
import { Badge } from "../../../ui/badge";
import { recordArchiveSlots } from "../../../ui/records/record-archive-controls";
import { RecordFrame, RecordLayout, type Crumb } from "../../../ui/records/record-layout";
import { useRecordLock } from "../../../ui/records/record-lock";
import type { RecordPage } from "../../../ui/records/record-page";
import { loadRecord } from "../../../ui/records/record-queries";
import { RightsStatusBadge } from "../../../ui/records/rights-status-badge";
import { assetKind } from "../api/asset-kind";
import { EarliestExpiration } from "../components/detail/earliest-expiration";
import { assetTabs } from "../lib/asset-tab";
import { readAssetRoute } from "../lib/read-asset-route";

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, assetKind);
}

/**
 * One asset, at `/asset/{id}/{tab}` or, for an edit version, the edit-version form
 * `/asset/{baseAssetId}/{id}/{tab}`: its header, then its tabs (child routes).
 */
export function Component() {
  return (
    <RecordLayout kind={assetKind}>{(asset, page) => <AssetFrame asset={asset} page={page} />}</RecordLayout>
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

function AssetFrame({ asset, page }: { asset: AssetRecord; page: RecordPage<AssetRecord> }) {
  const { isLockedByOther } = useRecordLock();
  const archived = asset.archivedAt !== null;
  const canonical = useCanonicalAddress(asset);
  const { data: permission } = usePermission();
  const controls = recordArchiveSlots({
    kind: assetKind,
    record: { ...asset, name: asset.title },
    canDelete: page.canDelete,
    disabled: isLockedByOther,
    tone: "primary",
    archiveText: (
      <p>
        The asset leaves the active list and becomes read only. Its use rights and history are kept, and it
        can be restored at any time.
      </p>
    ),
    deleteText: (
      <p>
        The asset and its use rights are deleted and cannot be brought back. An asset with edit versions
        cannot be deleted until they are.
      </p>
    ),
  });
  if (canonical) return <Navigate to={canonical} replace />;
  return (
    <RecordFrame
      nouns={assetKind.nouns}
      name={asset.title}
      crumbs={crumbsOf(asset)}
      code={asset.adId}
      badges={
        <>
          <RightsStatusBadge status={asset.status} />
          <Badge tone={asset.baseAssetId === null ? "slate" : "indigo"}>
            {asset.baseAssetId === null ? "Base" : asset.versionLabel}
          </Badge>
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
      actions={controls.actions && <div className="flex flex-wrap gap-3">{controls.actions}</div>}
      banner={controls.banner}
      tabs={assetTabs(asset, permission)}
    />
  );
}
