import { canAccessModule, type MaybePermission } from "@rightsdesk/domain";
import { usePermission } from "../../../lib/permission";

export interface ContractRights {
  canWrite: boolean;
  canDelete: boolean;
}

/** What the signed-in user may do in the Contracts module, from their permission record. */
export function contractRightsOf(permission: MaybePermission): ContractRights {
  return {
    canWrite: canAccessModule(permission, "Contracts", "write"),
    canDelete: canAccessModule(permission, "Contracts", "delete"),
  };
}

/** Edit and delete controls only show when these allow; the server checks again anyway. */
export function useContractRights(): ContractRights {
  return contractRightsOf(usePermission().data);
}
