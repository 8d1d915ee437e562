import { assetRouteLabels, assetRoutes, assetSectionsOn, type AssetRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../routing/paths";
import { loadSectionTab } from "../../../ui/records/record-queries";
import { assetKind } from "../api/asset-kind";
import { readAssetRoute } from "./read-asset-route";

/** The tab bar of an asset; an edit version's tabs stay under its base asset's address. */
export function assetTabs(asset: AssetRecord) {
  return assetRoutes.map((route) => ({
    to: paths.app.asset.getHref(asset.id, route, asset.baseAssetId),
    label: assetRouteLabels[route],
  }));
}

/** A tab's loader: the asset, then the items of the tab's sections, all at once. Failures show in place. */
export function assetSectionTabLoader(queryClient: QueryClient) {
  return loadSectionTab(queryClient, assetKind, readAssetRoute, (_asset, route) => assetSectionsOn(route));
}
