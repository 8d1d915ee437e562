import { KindListLayout } from "../../../ui/records/record-list";
import { elementKind } from "../api/element-kind";

/** /elements: the element list, and "Add element" for those who may. */
export function Component() {
  return (
    <KindListLayout
      kind={elementKind}
      description="Music, footage, images, fonts and other material used in spots, with the licences held for them."
    />
  );
}
