import {
  assetRouteLabels,
  assetRouteModules,
  assetRoutes,
  assetSectionsOn,
  canAccessModule,
  type AssetRecord,
  type UserPermission,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../routing/paths";
import { loadSectionTab } from "../../../ui/records/record-queries";
import { assetKind } from "../api/asset-kind";
import { readAssetRoute } from "./read-asset-route";

/**
 * The tab bar of an asset; an edit version's tabs stay under its base asset's address. A tab that
 * shows another module's records (completion reports) is left out for a role that cannot read them;
 * until the permission record is known every tab shows, as the route guard lets them open then.
 */
export function assetTabs(asset: AssetRecord, permission?: UserPermission) {
  const readable = assetRoutes.filter((route) => {
    const module = assetRouteModules[route];
    return !module || !permission || canAccessModule(permission, module, "read");
  });
  return readable.map((route) => ({
    to: paths.app.asset.getHref(asset.id, route, asset.baseAssetId),
    label: assetRouteLabels[route],
  }));
}

/** A tab's loader: the asset, then the items of the tab's sections, all at once. Failures show in place. */
export function assetSectionTabLoader(queryClient: QueryClient) {
  return loadSectionTab(queryClient, assetKind, readAssetRoute, (_asset, route) => assetSectionsOn(route));
}
