import { canAccessModule, type MaybePermission } from "@rightsdesk/domain";
import { usePermission } from "../../../lib/permission";

export interface CompanyRights {
  canWrite: boolean;
  canDelete: boolean;
}

/** What the signed-in user may do in the Company module, from their permission record. */
export function companyRightsOf(permission: MaybePermission): CompanyRights {
  return {
    canWrite: canAccessModule(permission, "Company", "write"),
    canDelete: canAccessModule(permission, "Company", "delete"),
  };
}

/** Edit and delete controls only show when these allow; the server checks again anyway. */
export function useCompanyRights(): CompanyRights {
  return companyRightsOf(usePermission().data);
}
