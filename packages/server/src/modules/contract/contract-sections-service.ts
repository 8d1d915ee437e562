import { findContractSection, type ContractSectionKey } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import type { RecordContext } from "../../records/record-context.js";
import { OwnerSectionsService, type OwnerSections } from "../../records/owner-sections.js";
import { ContractRepository } from "./contract-repository.js";
import { contractForChange, findContractOrFail, recomputeCompleteness } from "./contract-rules.js";

/** A changed item marks the contract changed and can change its completeness (work days, tax forms). */
async function touchContract(tx: Db, id: number, context: RecordContext): Promise<void> {
  await new ContractRepository(tx).touch(id, context.caller.userId, context.now);
  await recomputeCompleteness(tx, id);
}

/** Contract items sit behind the contract's rules: it exists, is not Voided, and is not being edited by someone else. */
const contractSections: OwnerSections = {
  ownerType: "contract",
  findSection: findContractSection,
  findOwnerOrFail: findContractOrFail,
  ownerForChange: contractForChange,
  afterChange: (tx, contractId, _section, context) => touchContract(tx, contractId, context),
};

/**
 * The sections of a contract (work days, compensation lines, tax forms, bank, notes...): the shared
 * record items (owner type "contract"). Secrets are encrypted and masked as for companies; audited
 * under the contract.
 */
export class ContractSectionsService extends OwnerSectionsService<ContractSectionKey> {
  protected readonly owner = contractSections;
}
