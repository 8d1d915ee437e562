import { assetListFields, type AssetSummary } from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { offerBackState } from "../../../../app/navigation-state";
import { paths } from "../../../../app/paths";
import { Badge } from "../../../../ui/badge";
import { cx } from "../../../../ui/cx";
import { listFieldOf, type DataColumn } from "../../../../ui/data-table";
import { focusRing } from "../../../../ui/focus-ring";
import { formatDay } from "../../../../ui/records/format-day";
import { formatRightsStatus, RightsStatusBadge } from "../../../../ui/records/rights-status-badge";
import { formatAssetType } from "../../lib/asset-labels";

const empty = <span className="text-slate-400">—</span>;

/** Where a row of the asset list opens: an edit version under its base asset. */
export const assetHref = (asset: AssetSummary) =>
  paths.app.asset.getHref(asset.id, "asset-profile", asset.baseAssetId);

/** The asset list's columns (`/assets/all`): the spec's Ad-ID and title first, then what ends it. */
export const assetColumns: readonly DataColumn<AssetSummary>[] = [
  {
    id: "adId",
    header: "Ad-ID",
    ...listFieldOf(assetListFields, "adId"),
    value: (asset) => asset.adId,
    cell: (asset) => <span className="font-mono text-xs whitespace-nowrap text-slate-700">{asset.adId}</span>,
  },
  {
    id: "title",
    header: "Title",
    ...listFieldOf(assetListFields, "title"),
    wide: true,
    value: (asset) => asset.title,
    cell: (asset) => (
      <Link
        to={assetHref(asset)}
        state={offerBackState}
        className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
      >
        {asset.title}
      </Link>
    ),
  },
  {
    id: "type",
    header: "Type",
    ...listFieldOf(assetListFields, "type"),
    valueLabel: formatAssetType,
    value: (asset) => asset.type,
    cell: (asset) => formatAssetType(asset.type),
  },
  {
    id: "versionLabel",
    header: "Version",
    ...listFieldOf(assetListFields, "versionLabel"),
    value: (asset) => asset.versionLabel,
    cell: (asset) => (
      <Badge tone={asset.baseAssetId === null ? "slate" : "indigo"}>{asset.versionLabel}</Badge>
    ),
  },
  {
    id: "status",
    header: "Status",
    ...listFieldOf(assetListFields, "status"),
    valueLabel: formatRightsStatus,
    value: (asset) => asset.status,
    cell: (asset) => <RightsStatusBadge status={asset.status} />,
  },
  {
    id: "earliestExpireDate",
    header: "Earliest expiration",
    ...listFieldOf(assetListFields, "earliestExpireDate"),
    value: (asset) =>
      asset.earliestExpireDate
        ? `${formatDay(asset.earliestExpireDate)}${asset.earliestExpireLabel ? ` — ${asset.earliestExpireLabel}` : ""}`
        : null,
    cell: (asset) =>
      asset.earliestExpireDate ? (
        <span className="block min-w-40">
          <span className="font-medium whitespace-nowrap text-slate-900">
            {formatDay(asset.earliestExpireDate)}
          </span>
          {asset.earliestExpireLabel && (
            <span className="block text-xs text-slate-500">{asset.earliestExpireLabel}</span>
          )}
        </span>
      ) : (
        empty
      ),
  },
  {
    // The MPU in force (the rule's, or the earlier of a differing typed date and the rule's).
    id: "mpuEndDate",
    header: "MPU expiry",
    ...listFieldOf(assetListFields, "mpuEndDate"),
    value: (asset) => `${formatDay(asset.mpuEndDate, "")}${asset.mpuNeedsReview ? " (needs review)" : ""}`,
    cell: (asset) => (
      <span className="whitespace-nowrap">
        {formatDay(asset.mpuEndDate)}
        {asset.mpuNeedsReview && <span className="block text-xs text-amber-800">Needs review</span>}
      </span>
    ),
  },
  {
    id: "fileType",
    header: "File type",
    ...listFieldOf(assetListFields, "fileType"),
    defaultVisible: false,
    value: (asset) => asset.fileType,
  },
  {
    id: "updatedOn",
    header: "Updated",
    ...listFieldOf(assetListFields, "updatedOn"),
    defaultVisible: false,
    value: (asset) => asset.updatedOn,
    cell: (asset) => formatDay(asset.updatedOn.slice(0, 10)),
  },
];
