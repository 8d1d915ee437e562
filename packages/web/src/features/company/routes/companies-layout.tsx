import { KindListLayout } from "../../../ui/records/record-list";
import { companyKind } from "../api/company-kind";

/** /companies: the active list and the archive as tabs, and "Add company" for those who may. */
export function Component() {
  return (
    <KindListLayout
      kind={companyKind}
      description="Agencies, advertisers, production companies, agents, vendors, loan-outs and the rest you work with."
    />
  );
}
