import type { ContractDetail } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { paths } from "../../../routing/paths";
import type { RecordKind } from "../../../ui/records/record-kind";
import { contractKeys } from "./contract-keys";

/** Bank secrets arrive masked by the server for everyone: the panel says so. */
const maskedSections = new Set(["Bank", "AgentRepresentation"]);

/**
 * Contracts as the shared record pieces see them (`/Contract/...`). They are never archived,
 * only voided; a section change can change the contract's completeness, so it refreshes it.
 */
export const contractKind: RecordKind<ContractDetail> = {
  type: "contract",
  module: "Contracts",
  documentOwner: "contract",
  nouns: { singular: "contract", plural: "Contracts" },
  param: "contractId",
  keys: contractKeys,
  listHref: () => paths.app.contracts.all.getHref(),
  get: (id) => api.getContractById({ params: { id }, body: {} }),
  remove: (id) => api.deleteContract({ params: { id } }),
  lock: {
    status: (client, id) => client.getContractLockStatus({ params: { id } }),
    take: (client, id) => client.lockContract({ params: { id } }),
    extend: (client, id) => client.extendContractLock({ params: { id } }),
    release: (client, id) => client.releaseContractLock({ params: { id }, body: {} }),
  },
  logs: (id, body) => api.listContractLogs({ params: { id }, body }),
  documents: {
    list: (contractId) => api.listContractDocuments({ params: { contractId } }),
    save: (contractId, body) => api.saveContractDocument({ params: { contractId }, body }),
    remove: (documentId) => api.deleteContractDocument({ params: { documentId } }),
    download: (documentId) => api.downloadContractDocument({ params: { documentId } }),
  },
  sections: {
    list: async (ownerId, section) => {
      const answer = await api.listContractSectionItems({ params: { section, ownerId } });
      return { records: answer.records, sensitive: maskedSections.has(section) ? "masked" : "full" };
    },
    add: (ownerId, section, data) =>
      api.addContractSectionItem({ params: { section, ownerId }, body: { data } }),
    update: (section, itemId, data, version) =>
      api.updateContractSectionItem({ params: { section, itemId }, body: { data, version } }),
    remove: (section, itemId) => api.deleteContractSectionItem({ params: { section, itemId } }),
    touches: (contractId) => [{ queryKey: contractKeys.detail(contractId) }],
  },
};
