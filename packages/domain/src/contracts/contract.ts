import { DoneResponseSchema } from "../auth/account-schemas.js";
import { defineEndpoint } from "../api/endpoint.js";
import { ownedItemEndpoints } from "../records/owned-item-endpoints.js";
import { EmptyBody, moduleAccess } from "../api/module-access.js";
import { ownerDocumentEndpoints } from "../documents/owner-document-endpoints.js";
import { ListQuerySchema } from "../list-query/list-query.js";
import { ownerSectionEndpoints } from "../records/section-endpoints.js";
import {
  BulkContractRequestSchema,
  BulkContractResultSchema,
  ContractAssetLinkRequestSchema,
  ContractAssetParamsSchema,
  ContractCopyRequestSchema,
  ContractDetailSchema,
  ContractGuaranteeParamsSchema,
  ContractIdParamsSchema,
  ContractPdfAnswerSchema,
  ContractStatusChangeRequestSchema,
  ContractUseRightAddRequestSchema,
  ContractUseRightListSchema,
  ContractUseRightParamsSchema,
  ContractUseRightRecordSchema,
  ContractUseRightUpdateRequestSchema,
  GuaranteeListSchema,
  GuaranteeRecordSchema,
  GuaranteeSaveRequestSchema,
  GuaranteeUpdateRequestSchema,
  LinkedContractAssetListSchema,
  LinkedContractAssetSchema,
  NextContractNumberSchema,
  ProposeFeesAnswerSchema,
  ProposeFeesRequestSchema,
  contractSectionSchemas,
} from "./contract-schemas.js";
import { RenderedContractDocumentSchema } from "./render-contract-document.js";
import {
  SnippetIdParamsSchema,
  SnippetListResultSchema,
  SnippetRecordSchema,
  SnippetSaveRequestSchema,
  SnippetUpdateRequestSchema,
  TemplateIdParamsSchema,
  TemplateListResultSchema,
  TemplatePreviewRequestSchema,
  TemplateRecordSchema,
  TemplateSaveRequestSchema,
  TemplateUpdateRequestSchema,
} from "./template-schemas.js";

/**
 * The Contracts module's calls: contracts and their tabs, status changes decided by the domain's
 * machines, bulk creation, fee proposals, templates and snippets, and the PDF kept as a document.
 * The standard calls (list, get, create, update, delete, logs, locks) are in contract-record-endpoints.ts.
 */
const { read, write, remove } = moduleAccess("Contracts");
const tag = "Contract";

export const getNextContractNumber = defineEndpoint({
  name: "getNextContractNumber",
  method: "GET",
  path: "/Contract/NextContractNumber",
  summary: 'The number the next contract takes when none is typed ("CT00042")',
  tag,
  access: read,
  response: NextContractNumberSchema,
  errors: [],
});

export const changeContractStatus = defineEndpoint({
  name: "changeContractStatus",
  method: "POST",
  path: "/Contract/Status/{id}",
  summary:
    "Move a contract to another status or payroll status; the domain's state machines decide, anything they do not allow is refused",
  tag,
  access: write,
  params: ContractIdParamsSchema,
  body: ContractStatusChangeRequestSchema,
  response: ContractDetailSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const copyContract = defineEndpoint({
  name: "copyContract",
  method: "POST",
  path: "/Contract/Copy/{id}",
  summary:
    "Copy a contract as a new Draft with the next number: profile, sections and guarantees, not rights acquired or documents",
  tag,
  access: write,
  params: ContractIdParamsSchema,
  body: ContractCopyRequestSchema,
  response: ContractDetailSchema,
  errors: ["NotFound"],
});

export const bulkCreateContracts = defineEndpoint({
  name: "bulkCreateContracts",
  method: "POST",
  path: "/Contract/Bulk",
  summary:
    "Create one contract per talent row with shared terms; all or nothing; rows whose key made a contract before are skipped",
  tag,
  access: write,
  body: BulkContractRequestSchema,
  response: BulkContractResultSchema,
  errors: ["InvalidData"],
});

export const proposeContractFees = defineEndpoint({
  name: "proposeContractFees",
  method: "POST",
  path: "/Contract/Rules/ProposeFees",
  summary:
    "The session and holding fees a contract would propose on its date, from the rate card in force; missing when no confirmed rate",
  tag,
  access: read,
  body: ProposeFeesRequestSchema,
  response: ProposeFeesAnswerSchema,
  errors: ["InvalidData"],
});

const guarantees = ownedItemEndpoints({
  module: "Contracts",
  tag,
  path: "/Contract/Guarantee",
  ownerParam: "id",
  itemParam: "guaranteeId",
  schemas: {
    ownerParams: ContractIdParamsSchema,
    itemParams: ContractGuaranteeParamsSchema,
    list: GuaranteeListSchema,
    item: GuaranteeRecordSchema,
    addBody: GuaranteeSaveRequestSchema,
    updateBody: GuaranteeUpdateRequestSchema,
  },
  summaries: {
    list: "A contract's guarantees (GTY…) with their payment records (GR00…)",
    add: "Add a guarantee with its term and payments; installments must add up to it",
    update: "Update a guarantee and its payments; refused when stale",
    remove: "Delete a guarantee; refused once any of its payments is paid",
  },
});

export const listContractGuarantees = defineEndpoint({ name: "listContractGuarantees", ...guarantees.list });
export const addContractGuarantee = defineEndpoint({ name: "addContractGuarantee", ...guarantees.add });
export const updateContractGuarantee = defineEndpoint({
  name: "updateContractGuarantee",
  ...guarantees.update,
});
export const deleteContractGuarantee = defineEndpoint({
  name: "deleteContractGuarantee",
  ...guarantees.remove,
});

export const listContractAssets = defineEndpoint({
  name: "listContractAssets",
  method: "POST",
  path: "/Contract/LinkedAsset/GetAll/{id}",
  summary: "The assets a contract is for, with their status and earliest expiry",
  tag,
  access: read,
  params: ContractIdParamsSchema,
  body: EmptyBody,
  response: LinkedContractAssetListSchema,
  errors: ["NotFound"],
});

export const linkContractAsset = defineEndpoint({
  name: "linkContractAsset",
  method: "POST",
  path: "/Contract/LinkedAsset/Save/{id}",
  summary: "Link an asset; the contract's talent joins its cast unless already there",
  tag,
  access: write,
  params: ContractIdParamsSchema,
  body: ContractAssetLinkRequestSchema,
  response: LinkedContractAssetSchema,
  errors: ["NotFound", "InvalidData", "DependencyError", "DuplicateName"],
});

export const unlinkContractAsset = defineEndpoint({
  name: "unlinkContractAsset",
  method: "DELETE",
  path: "/Contract/LinkedAsset/{id}/{assetId}",
  summary: "Unlink an asset; refused while the contract holds rights acquired on it",
  tag,
  access: write,
  params: ContractAssetParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "DependencyError"],
});

const useRights = ownedItemEndpoints({
  module: "Contracts",
  tag,
  path: "/Contract/UseRight",
  ownerParam: "id",
  itemParam: "useRightId",
  schemas: {
    ownerParams: ContractIdParamsSchema,
    itemParams: ContractUseRightParamsSchema,
    list: ContractUseRightListSchema,
    item: ContractUseRightRecordSchema,
    addBody: ContractUseRightAddRequestSchema,
    updateBody: ContractUseRightUpdateRequestSchema,
  },
  summaries: {
    list: "The rights acquired by a contract: use rights of its linked assets, held by its talent",
    add: "Add a right acquired on a linked asset; the asset's rights tracker, status and earliest expiry follow",
    update: "Update a right acquired; refused when stale",
    remove: "Delete a right acquired",
  },
});

export const listContractUseRights = defineEndpoint({ name: "listContractUseRights", ...useRights.list });
export const addContractUseRight = defineEndpoint({ name: "addContractUseRight", ...useRights.add });
export const updateContractUseRight = defineEndpoint({ name: "updateContractUseRight", ...useRights.update });
export const deleteContractUseRight = defineEndpoint({ name: "deleteContractUseRight", ...useRights.remove });

export const renderContractPdf = defineEndpoint({
  name: "renderContractPdf",
  method: "POST",
  path: "/Contract/RenderPdf/{id}",
  summary: "Draw the contract from its template as a PDF and keep it as a CONTRACTS document of the contract",
  tag,
  access: write,
  params: ContractIdParamsSchema,
  body: EmptyBody,
  response: ContractPdfAnswerSchema,
  errors: ["NotFound", "InvalidData"],
});

export const listContractTemplates = defineEndpoint({
  name: "listContractTemplates",
  method: "POST",
  path: "/ContractTemplate/GetBy",
  summary: "List contract templates",
  tag,
  access: read,
  body: ListQuerySchema,
  response: TemplateListResultSchema,
  errors: [],
});

export const getContractTemplate = defineEndpoint({
  name: "getContractTemplate",
  method: "POST",
  path: "/ContractTemplate/GetById/{id}",
  summary: "One template with its parts, snippets' current text included",
  tag,
  access: read,
  params: TemplateIdParamsSchema,
  body: EmptyBody,
  response: TemplateRecordSchema,
  errors: ["NotFound"],
});

export const createContractTemplate = defineEndpoint({
  name: "createContractTemplate",
  method: "POST",
  path: "/ContractTemplate",
  summary: "Create a template from parts (snippets and form parts)",
  tag,
  access: write,
  body: TemplateSaveRequestSchema,
  response: TemplateRecordSchema,
  errors: ["InvalidData", "DuplicateName"],
});

export const updateContractTemplate = defineEndpoint({
  name: "updateContractTemplate",
  method: "PUT",
  path: "/ContractTemplate/{id}",
  summary: "Update a template; refused when stale",
  tag,
  access: write,
  params: TemplateIdParamsSchema,
  body: TemplateUpdateRequestSchema,
  response: TemplateRecordSchema,
  errors: ["NotFound", "InvalidData", "DependencyError", "DuplicateName"],
});

export const deleteContractTemplate = defineEndpoint({
  name: "deleteContractTemplate",
  method: "DELETE",
  path: "/ContractTemplate/{id}",
  summary: "Delete a template no contract is drawn from",
  tag,
  access: remove,
  params: TemplateIdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "DependencyError"],
});

export const previewContractTemplate = defineEndpoint({
  name: "previewContractTemplate",
  method: "POST",
  path: "/ContractTemplate/Preview/{id}",
  summary: "The template drawn with its placeholders shown, or filled for a contract",
  tag,
  access: read,
  params: TemplateIdParamsSchema,
  body: TemplatePreviewRequestSchema,
  response: RenderedContractDocumentSchema,
  errors: ["NotFound"],
});

export const listContractSnippets = defineEndpoint({
  name: "listContractSnippets",
  method: "POST",
  path: "/ContractSnippet/GetBy",
  summary: "List snippets",
  tag,
  access: read,
  body: ListQuerySchema,
  response: SnippetListResultSchema,
  errors: [],
});

export const getContractSnippet = defineEndpoint({
  name: "getContractSnippet",
  method: "POST",
  path: "/ContractSnippet/GetById/{id}",
  summary: "One snippet with the templates using it",
  tag,
  access: read,
  params: SnippetIdParamsSchema,
  body: EmptyBody,
  response: SnippetRecordSchema,
  errors: ["NotFound"],
});

export const createContractSnippet = defineEndpoint({
  name: "createContractSnippet",
  method: "POST",
  path: "/ContractSnippet",
  summary: "Create a snippet",
  tag,
  access: write,
  body: SnippetSaveRequestSchema,
  response: SnippetRecordSchema,
  errors: ["InvalidData", "DuplicateName"],
});

export const updateContractSnippet = defineEndpoint({
  name: "updateContractSnippet",
  method: "PUT",
  path: "/ContractSnippet/{id}",
  summary: "Update a snippet; every template using it follows; refused when stale",
  tag,
  access: write,
  params: SnippetIdParamsSchema,
  body: SnippetUpdateRequestSchema,
  response: SnippetRecordSchema,
  errors: ["NotFound", "InvalidData", "DependencyError", "DuplicateName"],
});

export const deleteContractSnippet = defineEndpoint({
  name: "deleteContractSnippet",
  method: "DELETE",
  path: "/ContractSnippet/{id}",
  summary: "Delete a snippet no template uses (the refusal names them)",
  tag,
  access: remove,
  params: SnippetIdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "DependencyError"],
});

const sectionParts = ownerSectionEndpoints({
  module: "Contracts",
  pathPrefix: "/Contract",
  label: "contract",
  examples: "WorkDay, CompensationLine, TaxForm, Note",
  tag,
  schemas: contractSectionSchemas,
});

export const listContractSectionItems = defineEndpoint({
  name: "listContractSectionItems",
  ...sectionParts.list,
});
export const addContractSectionItem = defineEndpoint({ name: "addContractSectionItem", ...sectionParts.add });
export const updateContractSectionItem = defineEndpoint({
  name: "updateContractSectionItem",
  ...sectionParts.update,
});
export const deleteContractSectionItem = defineEndpoint({
  name: "deleteContractSectionItem",
  ...sectionParts.remove,
});

const documents = ownerDocumentEndpoints({
  module: "Contracts",
  pathPrefix: "/Contract",
  idParam: "contractId",
  label: "contract",
  tag,
});

export const listContractDocuments = defineEndpoint({ name: "listContractDocuments", ...documents.list });
export const saveContractDocument = defineEndpoint({ name: "saveContractDocument", ...documents.save });
export const deleteContractDocument = defineEndpoint({ name: "deleteContractDocument", ...documents.remove });
export const downloadContractDocument = defineEndpoint({
  name: "downloadContractDocument",
  ...documents.download,
});
