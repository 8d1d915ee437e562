import { paths } from "../../../routing/paths";
import { RecordListLayout } from "../../../ui/records/record-list";

/** /assets: the asset list, and "Add asset" for those who may. */
export function Component() {
  return (
    <RecordListLayout
      module="Asset"
      title="Assets"
      description="Commercials and spots: their Ad-IDs, edit versions, use rights and what ends them first."
      add={{ href: paths.app.addAsset.getHref(), label: "Add asset" }}
    />
  );
}
