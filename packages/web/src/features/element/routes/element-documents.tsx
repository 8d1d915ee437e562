import { RecordDocumentsTab } from "../../documents";
import { elementKind } from "../api/element-kind";

/** The documents tab of an element: the shared documents tab with the element's calls and lock. */
export function Component() {
  return <RecordDocumentsTab kind={elementKind} />;
}
