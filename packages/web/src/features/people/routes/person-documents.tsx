import { RecordDocumentsTab } from "../../documents";
import { personKind } from "../api/person-kind";

/** The documents tab of a person: the shared documents tab with the person's calls and lock. */
export function Component() {
  return <RecordDocumentsTab kind={personKind} />;
}
