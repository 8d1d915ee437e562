import { assetRoutes, type AssetRoute } from "@rightsdesk/domain";

/** The asset tab a path names: its last segment (`/asset/3/7/cast-list` → "cast-list"), or null. */
export function readAssetRoute(pathname: string): AssetRoute | null {
  const segment = pathname.split("/").filter(Boolean).at(-1);
  return assetRoutes.find((route) => route === segment) ?? null;
}
