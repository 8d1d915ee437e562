import { paths } from "../../../routing/paths";
import { RecordListLayout } from "../../../ui/records/record-list";

/** /elements: the element list, and "Add element" for those who may. */
export function Component() {
  return (
    <RecordListLayout
      module="Element"
      title="Elements"
      description="Music, footage, images, fonts and other material used in spots, with the licences held for them."
      add={{ href: paths.app.addElement.getHref(), label: "Add element" }}
    />
  );
}
