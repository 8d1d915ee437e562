import { assetListFields as fields, type AssetSummary } from "@rightsdesk/domain";
import { paths } from "../../../../routing/paths";
import { Badge } from "../../../../ui/badge";
import type { DataColumn } from "../../../../ui/data-table";
import { formatDay } from "../../../../ui/records/format-day";
import {
  earliestExpirationColumn,
  listColumn,
  recordLinkColumn,
  rightsStatusColumn,
} from "../../../../ui/records/record-columns";
import { formatAssetType } from "../../lib/asset-labels";

/** Where a row of the asset list opens: an edit version under its base asset. */
export const assetHref = (asset: AssetSummary) =>
  paths.app.asset.getHref(asset.id, "asset-profile", asset.baseAssetId);

/** The asset list's columns (`/assets/all`): the spec's Ad-ID and title first, then what ends it. */
export const assetColumns: readonly DataColumn<AssetSummary>[] = [
  listColumn(fields, "adId", {
    id: "adId",
    header: "Ad-ID",
    value: (asset) => asset.adId,
    cell: (asset) => <span className="font-mono text-xs whitespace-nowrap text-slate-700">{asset.adId}</span>,
  }),
  recordLinkColumn(fields, "title", {
    id: "title",
    header: "Title",
    text: (asset) => asset.title,
    href: assetHref,
  }),
  listColumn(fields, "type", {
    id: "type",
    header: "Type",
    valueLabel: formatAssetType,
    value: (asset) => asset.type,
    cell: (asset) => formatAssetType(asset.type),
  }),
  listColumn(fields, "versionLabel", {
    id: "versionLabel",
    header: "Version",
    value: (asset) => asset.versionLabel,
    cell: (asset) => (
      <Badge tone={asset.baseAssetId === null ? "slate" : "indigo"}>{asset.versionLabel}</Badge>
    ),
  }),
  rightsStatusColumn(fields, (asset) => asset.status),
  earliestExpirationColumn(fields, {
    date: (asset) => asset.earliestExpireDate,
    label: (asset) => asset.earliestExpireLabel,
    value: (asset) =>
      asset.earliestExpireDate
        ? `${formatDay(asset.earliestExpireDate)}${asset.earliestExpireLabel ? ` — ${asset.earliestExpireLabel}` : ""}`
        : null,
    boxClassName: "block min-w-40",
    dayClassName: "font-medium whitespace-nowrap text-slate-900",
  }),
  listColumn(fields, "mpuEndDate", {
    // The MPU in force (the rule's, or the earlier of a differing typed date and the rule's).
    id: "mpuEndDate",
    header: "MPU expiry",
    value: (asset) => `${formatDay(asset.mpuEndDate, "")}${asset.mpuNeedsReview ? " (needs review)" : ""}`,
    cell: (asset) => (
      <span className="whitespace-nowrap">
        {formatDay(asset.mpuEndDate)}
        {asset.mpuNeedsReview && <span className="block text-xs text-amber-800">Needs review</span>}
      </span>
    ),
  }),
  listColumn(fields, "fileType", {
    id: "fileType",
    header: "File type",
    defaultVisible: false,
    value: (asset) => asset.fileType,
  }),
  listColumn(fields, "updatedOn", {
    id: "updatedOn",
    header: "Updated",
    defaultVisible: false,
    value: (asset) => asset.updatedOn,
    cell: (asset) => formatDay(asset.updatedOn.slice(0, 10)),
  }),
];
