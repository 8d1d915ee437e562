import { contractRouteLabels, type ContractDetail, type ContractRoute } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, useParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Notice } from "../../../ui/notice";
import { formatDay } from "../../../ui/records/format-day";
import { loadRecord, RecordFrame, RecordLayout } from "../../../ui/records/record-layout";
import { contractLockMachine, releaseContractLockQuietly } from "../api/contract-lock";
import { contractQueryOptions, useContract } from "../api/contract-queries";
import { CompletenessBadge, ContractStatusBadge, PayrollStatusBadge } from "../components/contract-badges";
import { ContractPageContext, type ContractPage } from "../components/contract-page";
import { agreementLabel, familyLabel } from "../lib/contract-labels";
import { useContractRights } from "../lib/contract-rights";
import { contractTabs } from "../lib/contract-tabs";
import { readContractId } from "../lib/read-contract-id";

const nouns = { singular: "contract", plural: "Contracts" };
const lock = {
  machine: contractLockMachine,
  recordType: "contract",
  releaseQuietly: releaseContractLockQuietly,
} as const;

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, (params) => readContractId(params.contractId), contractQueryOptions);
}

/** One contract: its status, payroll status and completeness, what it still misses, then its tabs. */
export function Component() {
  return (
    <RecordLayout
      recordId={readContractId(useParams().contractId)}
      useRecord={useContract}
      lock={lock}
      nouns={nouns}
      listHref={paths.app.contracts.all.getHref()}
    >
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
  const rights = useContractRights();
  const voided = isVoided(contract);
  const page = useMemo<ContractPage>(
    () => ({
      contract,
      canEdit: rights.canWrite && !voided,
      canDelete: rights.canDelete,
      canWrite: rights.canWrite,
    }),
    [contract, rights.canWrite, rights.canDelete, voided],
  );
  const party = contract.family === "MSA" ? contract.labels.vendorCompanyId : contract.talentName;
  return (
    <ContractPageContext value={page}>
      <RecordFrame
        nouns={nouns}
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
    </ContractPageContext>
  );
}
