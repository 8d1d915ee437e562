import { assetRouteLabels, assetRoutes, assetSectionsOn, type AssetRecord } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { paths } from "../../../app/paths";
import { assetQueryOptions } from "../api/get-asset";
import { assetSectionItemsQueryOptions } from "../api/asset-section-calls";
import { readAssetId, readAssetRoute } from "./read-asset-id";

/** The tab bar of an asset; an edit version's tabs stay under its base asset's address. */
export function assetTabs(asset: AssetRecord) {
  return assetRoutes.map((route) => ({
    to: paths.app.asset.getHref(asset.id, route, asset.baseAssetId),
    label: assetRouteLabels[route],
  }));
}

/** A tab's loader: the asset, then the items of the tab's sections, all at once. Failures show in place. */
export function assetSectionTabLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const assetId = readAssetId(params.assetId);
    const route = readAssetRoute(new URL(request.url).pathname);
    if (assetId === null || route === null) return null;
    try {
      await queryClient.ensureQueryData(assetQueryOptions(assetId));
      await Promise.all(
        assetSectionsOn(route).map((section) =>
          queryClient.ensureQueryData(assetSectionItemsQueryOptions(assetId, section.key)),
        ),
      );
    } catch {
      // Each panel shows its own failure with "Try again".
    }
    return null;
  };
}
