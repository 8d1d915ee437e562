import type { ContractSectionDefinition } from "@rightsdesk/domain";
import type { RecordOwner } from "../../../ui/records/record-section";
import { RecordSectionPanel } from "../../../ui/records/section-panel";
import { useContractSectionCalls } from "../api/contract-record-calls";
import { useContractPage } from "./contract-page";

/**
 * The owner as the shared panels name it. ui/records lists the owner kinds it knows for its
 * reference pickers and lock names; a contract is never one of those references, so any kind
 * string that names it reads right ("contract-section-Note").
 */
export function contractOwner(contractId: number): RecordOwner {
  return { kind: "contract" as RecordOwner["kind"], id: contractId, label: "contract" };
}

/** One section of the contract on the page (the shared section panel with the contract's calls). */
export function ContractSectionPanel({ section }: { section: ContractSectionDefinition }) {
  const { contract, canEdit } = useContractPage();
  const calls = useContractSectionCalls(contract.id, section.key);
  return (
    <RecordSectionPanel
      owner={contractOwner(contract.id)}
      section={section}
      calls={calls}
      canEdit={canEdit}
      layout={section.layout ?? "table"}
    />
  );
}
