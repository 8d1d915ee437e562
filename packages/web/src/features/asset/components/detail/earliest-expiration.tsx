import type { AssetRecord } from "@rightsdesk/domain";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../../../app/paths";
import { Badge } from "../../../../ui/badge";
import { formatDay } from "../../../../ui/records/format-day";
import { RightsStatusBadge } from "../../../../ui/records/rights-status-badge";

/** What ends the asset first, in one line: "Ends 09/30/2025 — because Use right "Cable"". */
export function EarliestExpiration({ asset }: { asset: AssetRecord }) {
  if (asset.earliestExpireDate === null) {
    return (
      <p data-testid="asset-earliest-expiration" className="mt-1 text-sm text-slate-600">
        No end date: nothing on this asset expires.
      </p>
    );
  }
  return (
    <p data-testid="asset-earliest-expiration" className="mt-1 text-sm text-slate-700">
      <span className="font-medium">Ends {formatDay(asset.earliestExpireDate)}</span>
      {asset.earliestExpireItem && (
        <>
          {" — because "}
          {asset.earliestExpireItem.kind === "assetMpu"
            ? "its maximum period of use (MPU) ends"
            : asset.earliestExpireItem.label}
        </>
      )}
    </p>
  );
}

/** The top of an asset's page: where it sits, its title, Ad-ID, version, status and first end. */
export function AssetHeader({ asset, actions }: { asset: AssetRecord; actions: ReactNode }) {
  const archived = asset.archivedAt !== null;
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link to={paths.app.assets.all.getHref()} className="font-medium text-indigo-700 hover:underline">
          Assets
        </Link>
        {asset.baseAssetId !== null && (
          <>
            <span aria-hidden="true" className="mx-2 text-slate-400">
              /
            </span>
            <Link
              to={paths.app.asset.getHref(asset.baseAssetId, "edit-version")}
              className="font-medium text-indigo-700 hover:underline"
            >
              Base asset
            </Link>
          </>
        )}
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span className="font-mono text-slate-600">{asset.adId}</span>
      </nav>
      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{asset.title}</h1>
            <RightsStatusBadge status={asset.status} />
            <Badge tone={asset.baseAssetId === null ? "slate" : "indigo"}>{asset.versionLabel}</Badge>
            {archived && <Badge tone="amber">Archived</Badge>}
          </div>
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-mono">{asset.adId}</span>
            {" · "}
            {asset.baseAssetId === null ? "Base asset" : `Edit version ${asset.versionLabel}`}
          </p>
          <EarliestExpiration asset={asset} />
        </div>
        {actions}
      </div>
    </>
  );
}
