import { defineRecordKind } from "../../../ui/records/define-record-kind";
import { contractKeys } from "./contract-keys";

/** Bank secrets arrive masked by the server for everyone: the panel says so. */
const maskedSections = new Set(["Bank", "AgentRepresentation"]);

/**
 * Contracts as the shared record pieces see them (`/Contract/...`). They are never archived,
 * only voided; a section change can change the contract's completeness, so it refreshes it.
 */
export const contractKind = defineRecordKind("contract", {
  keys: contractKeys,
  sensitive: (_answer, section) => (maskedSections.has(section) ? "masked" : "full"),
  sections: {
    touches: (contractId) => [{ queryKey: contractKeys.detail(contractId) }],
  },
});
