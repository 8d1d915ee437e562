import { RecordDocumentsTab } from "../../documents";
import { companyKind } from "../api/company-kind";

/** The documents tab of a company: the shared documents tab with the company's calls and lock. */
export function Component() {
  return <RecordDocumentsTab kind={companyKind} />;
}
