import { RecordDocumentsTab } from "../../documents";
import { contractKind } from "../api/contract-kind";

/** The documents tab of a contract: the shared documents tab with the contract's calls and lock. */
export function Component() {
  return <RecordDocumentsTab kind={contractKind} />;
}
