import { recordKindEndpoints } from "../records/record-kind-endpoints.js";
import {
  ContractCreateRequestSchema,
  ContractDetailSchema,
  ContractIdParamsSchema,
  ContractListResultSchema,
  ContractUpdateRequestSchema,
} from "./contract-schemas.js";

/**
 * The standard calls of contracts: list, profile, delete, logs and edit locks. A contract has no
 * archive list: one further along than Draft is voided instead of deleted.
 */
export const contractRecordEndpoints = recordKindEndpoints({
  singular: "Contract",
  plural: "Contracts",
  module: "Contracts",
  pathPrefix: "/Contract",
  tag: "Contract",
  words: { one: "contract", withArticle: "a contract", many: "contracts" },
  schemas: {
    idParams: ContractIdParamsSchema,
    record: ContractDetailSchema,
    listResult: ContractListResultSchema,
    createBody: ContractCreateRequestSchema,
    updateBody: ContractUpdateRequestSchema,
  },
  archivable: false,
  overrides: {
    get: { summary: "One contract with its status, completeness and the statuses it may move to" },
    create: {
      summary:
        "Create a contract (union, non-union, MSA or one signed elsewhere); it starts Draft and CREATED, an existing one Active",
      errors: ["InvalidData", "DuplicateName"],
    },
    update: {
      summary: "Update a contract's profile; refused when stale, locked by someone else, or Voided",
      errors: ["NotFound", "InvalidData", "DependencyError", "DuplicateName"],
    },
    delete: { summary: "Delete a Draft contract for good; anything further along is voided instead" },
    logs: { summary: "The audit log of one contract, its sections, guarantees and rights acquired" },
  },
});
