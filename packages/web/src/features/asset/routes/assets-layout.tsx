import { KindListLayout } from "../../../ui/records/record-list";
import { assetKind } from "../api/asset-kind";

/** /assets: the asset list, and "Add asset" for those who may. */
export function Component() {
  return (
    <KindListLayout
      kind={assetKind}
      description="Commercials and spots: their Ad-IDs, edit versions, use rights and what ends them first."
    />
  );
}
