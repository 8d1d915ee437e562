import type { AssetRecord } from "@rightsdesk/domain";
import { createContext, useContext } from "react";

export interface AssetPage {
  asset: AssetRecord;
  /** The user may change this asset now: Asset write, and the asset is not archived. */
  canEdit: boolean;
  /** Asset delete: archive, restore and delete. */
  canDelete: boolean;
}

/** The asset a detail page is about, with what the user may do to it; set by the layout. */
export const AssetPageContext = createContext<AssetPage | null>(null);

export function useAssetPage(): AssetPage {
  const page = useContext(AssetPageContext);
  if (!page) throw new Error("useAssetPage needs the asset layout around it.");
  return page;
}
