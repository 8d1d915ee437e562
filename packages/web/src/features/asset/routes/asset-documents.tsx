import { RecordDocumentsTab } from "../../documents";
import { assetKind } from "../api/asset-kind";

/** The documents tab of an asset: the shared documents tab with the asset's calls and lock. */
export function Component() {
  return <RecordDocumentsTab kind={assetKind} />;
}
