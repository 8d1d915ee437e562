import { canAccessModule, type MaybePermission } from "@rightsdesk/domain";
import { usePermission } from "../../../lib/permission";

export interface ContractTemplateRights {
  canWrite: boolean;
  canDelete: boolean;
}

/** Templates and snippets belong to the Contracts module: its write and delete rights apply. */
export function contractTemplateRightsOf(permission: MaybePermission): ContractTemplateRights {
  return {
    canWrite: canAccessModule(permission, "Contracts", "write"),
    canDelete: canAccessModule(permission, "Contracts", "delete"),
  };
}

/** Add, edit and delete controls only show when these allow; the server checks again anyway. */
export function useContractTemplateRights(): ContractTemplateRights {
  return contractTemplateRightsOf(usePermission().data);
}
