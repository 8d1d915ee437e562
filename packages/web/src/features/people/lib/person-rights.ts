import { canAccessModule, type MaybePermission } from "@rightsdesk/domain";
import { usePermission } from "../../../lib/permission";

export interface PersonRights {
  canWrite: boolean;
  canDelete: boolean;
}

/** What the signed-in user may do in the People module, from their permission record. */
export function personRightsOf(permission: MaybePermission): PersonRights {
  return {
    canWrite: canAccessModule(permission, "People", "write"),
    canDelete: canAccessModule(permission, "People", "delete"),
  };
}

/** Edit and delete controls only show when these allow; the server checks again anyway. */
export function usePersonRights(): PersonRights {
  return personRightsOf(usePermission().data);
}
