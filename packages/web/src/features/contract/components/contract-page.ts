import type { ContractDetail } from "@rightsdesk/domain";
import { createContext, useContext } from "react";

export interface ContractPage {
  contract: ContractDetail;
  /** The user may change this contract now: Contracts write, and the contract is not voided. */
  canEdit: boolean;
  /** Contracts delete: delete a Draft. */
  canDelete: boolean;
  canWrite: boolean;
}

/** The contract a detail page is about, with what the user may do to it; set by the layout. */
export const ContractPageContext = createContext<ContractPage | null>(null);

export function useContractPage(): ContractPage {
  const page = useContext(ContractPageContext);
  if (!page) throw new Error("useContractPage needs the contract layout around it.");
  return page;
}
