import { contractRouteLabels, type ContractDetail, type ContractRoute } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { Notice } from "../../../ui/notice";
import { formatDay } from "../../../ui/records/format-day";
import { RecordFrame, RecordLayout } from "../../../ui/records/record-layout";
import { loadRecord } from "../../../ui/records/record-queries";
import { contractKind } from "../api/contract-kind";
import { CompletenessBadge, ContractStatusBadge, PayrollStatusBadge } from "../components/contract-badges";
import { agreementLabel, familyLabel } from "../lib/contract-labels";
import { contractTabs } from "../lib/contract-tabs";

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, contractKind);
}

/** One contract: its status, payroll status and completeness, what it still misses, then its tabs. */
export function Component() {
  return (
    <RecordLayout kind={contractKind} isReadOnly={isVoided}>
      {(contract) => <ContractFrame contract={contract} />}
    </RecordLayout>
  );
}

const isVoided = (contract: ContractDetail) =>
  contract.status === "Voided" || contract.status === "Cancelled";

/** What keeps the contract INCOMPLETE, each item linking to the tab that fixes it. */
function MissingNotice({ contract }: { contract: ContractDetail }) {
  if (contract.completeness !== "INCOMPLETE" || contract.missing.length === 0) return null;
  return (
    <Notice tone="warning" title="This contract is incomplete" className="mb-5">
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {contract.missing.map((item) => (
          <li key={item.field}>
            <Link
              to={paths.app.contract.getHref(contract.id, item.route as ContractRoute)}
              className="font-medium underline hover:no-underline"
            >
              {item.message}
            </Link>
            <span className="text-amber-800">{` (${contractRouteLabels[item.route as ContractRoute] ?? item.route})`}</span>
          </li>
        ))}
      </ul>
    </Notice>
  );
}

function ContractFrame({ contract }: { contract: ContractDetail }) {
  const party = contract.family === "MSA" ? contract.labels.vendorCompanyId : contract.talentName;
  return (
    <RecordFrame
      nouns={contractKind.nouns}
      name={`${contract.contractNumber} · ${contract.title}`}
      crumbs={[{ label: "Contracts", href: paths.app.contracts.all.getHref() }]}
      code={contract.contractNumber}
      badges={
        <>
          <ContractStatusBadge status={contract.status} />
          <PayrollStatusBadge status={contract.payrollStatus} />
          <CompletenessBadge completeness={contract.completeness} />
        </>
      }
      summary={
        <p className="mt-1 text-sm text-slate-600">
          {familyLabel(contract.family)}
          {" · "}
          {agreementLabel(contract.agreement)}
          {party ? ` · ${party}` : ""}
          {contract.expirationDate ? ` · Expires ${formatDay(contract.expirationDate)}` : ""}
        </p>
      }
      actions={null}
      banner={<MissingNotice contract={contract} />}
      tabs={contractTabs(contract)}
    />
  );
}
