import { assetRoutes, type AssetRoute } from "@rightsdesk/domain";

/** The asset id in the address (`/asset/7/logs`, `/asset/3/7/logs`), or null when it holds none. */
export function readAssetId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The asset tab a path names: its last segment (`/asset/3/7/cast-list` → "cast-list"), or null. */
export function readAssetRoute(pathname: string): AssetRoute | null {
  const segment = pathname.split("/").filter(Boolean).at(-1);
  return assetRoutes.find((route) => route === segment) ?? null;
}
