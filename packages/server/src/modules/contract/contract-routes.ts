import type { contractRecordEndpoints } from "@rightsdesk/domain";
import type { BlobStore } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { recordContext } from "../../records/record-context.js";
import { recordKindHandlers } from "../../records/record-kind-handlers.js";
import { contractDocumentOwner } from "../documents/document-owners.js";
import { DocumentService } from "../documents/document-service.js";
import { ContractBulkService } from "./contract-bulk-service.js";
import { findContractOrFail } from "./contract-rules.js";
import { ContractSectionsService } from "./contract-sections-service.js";
import { ContractService } from "./contract-service.js";
import { GuaranteeService } from "./guarantee-service.js";

export type ContractEndpoint =
  | keyof typeof contractRecordEndpoints
  | "getNextContractNumber"
  | "changeContractStatus"
  | "copyContract"
  | "bulkCreateContracts"
  | "proposeContractFees"
  | "listContractGuarantees"
  | "addContractGuarantee"
  | "updateContractGuarantee"
  | "deleteContractGuarantee"
  | "listContractAssets"
  | "linkContractAsset"
  | "unlinkContractAsset"
  | "listContractUseRights"
  | "addContractUseRight"
  | "updateContractUseRight"
  | "deleteContractUseRight"
  | "listContractSectionItems"
  | "addContractSectionItem"
  | "updateContractSectionItem"
  | "deleteContractSectionItem"
  | "listContractDocuments"
  | "saveContractDocument"
  | "deleteContractDocument"
  | "downloadContractDocument";

export interface ContractHandlerOptions {
  db: Db;
  encryption: FieldEncryption;
  store: BlobStore;
}

/**
 * The Contracts module: list, profile, status, copy, delete, bulk creation, fees, guarantees,
 * linked assets, rights acquired, sections, documents, logs and edit locks. (Templates, snippets
 * and the PDF are modules/contract-template.)
 */
export function contractHandlers({
  db,
  encryption,
  store,
}: ContractHandlerOptions): Pick<Handlers, ContractEndpoint> {
  const contracts = new ContractService(db);
  const bulk = new ContractBulkService(db);
  const guarantees = new GuaranteeService(db);
  const sections = new ContractSectionsService(db, encryption);
  const documents = new DocumentService(db, store);
  const owner = contractDocumentOwner;
  /** Lock and log calls answer NotFound for a contract that does not exist. */
  const existing = async (id: number) => (await findContractOrFail(db, id)).id;
  return {
    ...recordKindHandlers({
      singular: "Contract",
      recordType: "contract",
      db,
      existing,
      reads: contracts,
      deletes: contracts,
    }),
    listContracts: ({ body }) => contracts.list(body),
    getNextContractNumber: () => contracts.nextNumber(),
    createContract: ({ body }, context) => contracts.create(body, recordContext(context)),
    updateContract: ({ params, body }, context) => contracts.update(params.id, body, recordContext(context)),
    changeContractStatus: ({ params, body }, context) =>
      contracts.changeStatus(params.id, body, recordContext(context)),
    copyContract: ({ params, body }, context) => contracts.copy(params.id, body, recordContext(context)),
    bulkCreateContracts: ({ body }, context) => bulk.create(body, recordContext(context)),
    proposeContractFees: async ({ body }) => contracts.proposeFees(body),
    listContractGuarantees: ({ params }) => guarantees.list(params.id),
    addContractGuarantee: ({ params, body }, context) =>
      guarantees.add(params.id, body, recordContext(context)),
    updateContractGuarantee: ({ params, body }, context) =>
      guarantees.update(params.guaranteeId, body, recordContext(context)),
    deleteContractGuarantee: ({ params }, context) =>
      guarantees.delete(params.guaranteeId, recordContext(context)),
    listContractAssets: ({ params }) => contracts.linkedAssets(params.id),
    linkContractAsset: ({ params, body }, context) =>
      contracts.linkAsset(params.id, body.assetId, recordContext(context)),
    unlinkContractAsset: ({ params }, context) =>
      contracts.unlinkAsset(params.id, params.assetId, recordContext(context)),
    listContractUseRights: ({ params }) => contracts.useRights(params.id),
    addContractUseRight: ({ params, body }, context) =>
      contracts.addUseRight(params.id, body, recordContext(context)),
    updateContractUseRight: ({ params, body }, context) =>
      contracts.updateUseRight(params.useRightId, body, recordContext(context)),
    deleteContractUseRight: ({ params }, context) =>
      contracts.deleteUseRight(params.useRightId, recordContext(context)),
    listContractSectionItems: ({ params }, context) =>
      sections.list(params.section, params.ownerId, recordContext(context)),
    addContractSectionItem: ({ params, body }, context) =>
      sections.add(params.section, params.ownerId, body.data, recordContext(context)),
    updateContractSectionItem: ({ params, body }, context) =>
      sections.update(params.section, params.itemId, body, recordContext(context)),
    deleteContractSectionItem: ({ params }, context) =>
      sections.delete(params.section, params.itemId, recordContext(context)),
    listContractDocuments: ({ params }) => documents.list(owner, params.contractId),
    saveContractDocument: ({ params, body }, context) =>
      documents.save(owner, params.contractId, body, recordContext(context)),
    deleteContractDocument: ({ params }, context) =>
      documents.delete(owner, params.documentId, recordContext(context)),
    downloadContractDocument: ({ params }) => documents.download(owner, params.documentId),
  };
}
