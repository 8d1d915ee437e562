import { isApiError } from "@rightsdesk/api-client";
import type { AssetRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, Navigate, Outlet, useLocation, useParams, type LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { config } from "../../../config";
import { buttonClassName } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { CompassIcon } from "../../../ui/icons";
import { LoadError } from "../../../ui/load-error";
import { RecordLockBanner } from "../../../ui/records/lock-banner";
import { useRecordLock } from "../../../ui/records/record-lock";
import { Skeleton } from "../../../ui/skeleton";
import { StatusPage } from "../../../ui/status-page";
import { TabNav } from "../../../ui/tab-nav";
import { assetQueryOptions, useAsset } from "../api/get-asset";
import { ArchiveAssetButton, ArchivedAssetBanner } from "../components/detail/archive-controls";
import { AssetHeader } from "../components/detail/asset-header";
import { AssetLockProvider } from "../components/detail/asset-lock-provider";
import { AssetPageContext, type AssetPage } from "../components/detail/asset-page";
import { useAssetRights } from "../lib/asset-rights";
import { assetTabs } from "../lib/asset-tab";
import { readAssetId, readAssetRoute } from "../lib/read-asset-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const assetId = readAssetId(params.assetId);
    if (assetId === null) return null;
    try {
      await queryClient.ensureQueryData(assetQueryOptions(assetId));
    } catch {
      // Shown in place: "not found", or the failure with a way to try again.
    }
    return null;
  };
}

function AssetNotFound() {
  return (
    <StatusPage
      icon={<CompassIcon className="size-6" />}
      eyebrow="Assets"
      title="This asset does not exist"
      actions={
        <Link to={paths.app.assets.all.getHref()} className={buttonClassName("primary")}>
          Back to all assets
        </Link>
      }
    >
      <p>It may have been deleted, or the address is mistyped.</p>
    </StatusPage>
  );
}

/**
 * One asset, at `/asset/{id}/{tab}` or, for an edit version, the edit-version form
 * `/asset/{baseAssetId}/{id}/{tab}`: its header, then its tabs (child routes).
 */
export function Component() {
  const assetId = readAssetId(useParams().assetId);
  if (assetId === null) return <AssetNotFound />;
  return (
    <AssetLockProvider key={assetId} assetId={assetId}>
      <AssetPageFrame assetId={assetId} />
    </AssetLockProvider>
  );
}

function HeaderSkeleton() {
  return (
    <div role="status" aria-label="Loading the asset…" className="space-y-3">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-80" />
      <Skeleton className="h-4 w-60" />
      <Skeleton className="mt-6 h-9 w-full" />
      <Skeleton className="mt-6 h-64 w-full" />
    </div>
  );
}

function AssetPageFrame({ assetId }: { assetId: number }) {
  const asset = useAsset(assetId);
  if (asset.isPending) return <HeaderSkeleton />;
  if (asset.isError) {
    if (isApiError(asset.error) && asset.error.type === "NotFound") return <AssetNotFound />;
    return (
      <Card>
        <LoadError
          title="This asset could not be loaded"
          error={asset.error}
          retrying={asset.isFetching}
          onRetry={() => void asset.refetch()}
        />
      </Card>
    );
  }
  return <AssetFrame asset={asset.data} />;
}

/** An address that puts the asset under the wrong base (or an edit version at the top) is corrected. */
function useCanonicalAddress(asset: AssetRecord): string | null {
  const { baseAssetId } = useParams();
  const { pathname } = useLocation();
  const given = baseAssetId === undefined ? null : Number(baseAssetId);
  if (given === asset.baseAssetId) return null;
  return paths.app.asset.getHref(asset.id, readAssetRoute(pathname) ?? "asset-profile", asset.baseAssetId);
}

function AssetFrame({ asset }: { asset: AssetRecord }) {
  const rights = useAssetRights();
  const lock = useRecordLock();
  const archived = asset.archivedAt !== null;
  const canonical = useCanonicalAddress(asset);
  const page = useMemo<AssetPage>(
    () => ({ asset, canEdit: rights.canWrite && !archived, canDelete: rights.canDelete }),
    [asset, rights.canWrite, rights.canDelete, archived],
  );
  if (canonical) return <Navigate to={canonical} replace />;
  return (
    <AssetPageContext value={page}>
      <title>{`${asset.title} · Assets · ${config.productName}`}</title>
      <AssetHeader
        asset={asset}
        actions={
          !archived && rights.canDelete ? (
            <div className="flex flex-wrap gap-3">
              <ArchiveAssetButton asset={asset} disabled={lock.isLockedByOther} />
            </div>
          ) : null
        }
      />
      <ArchivedAssetBanner asset={asset} canDelete={rights.canDelete} />
      <RecordLockBanner recordLabel="asset" />
      <TabNav label={`${asset.title}: tabs`} tabs={assetTabs(asset)} className="mb-6" />
      <Outlet />
    </AssetPageContext>
  );
}
