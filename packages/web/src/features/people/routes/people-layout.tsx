import { KindListLayout } from "../../../ui/records/record-list";
import { personKind } from "../api/person-kind";

/** /people: the active list and the archive as tabs, and "Add person" for those who may. */
export function Component() {
  return (
    <KindListLayout
      kind={personKind}
      description="Talent, crew, staff, agents and vendors: who they are, how to reach and pay them."
    />
  );
}
