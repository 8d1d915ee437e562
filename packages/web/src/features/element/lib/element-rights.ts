import { canAccessModule, type MaybePermission } from "@rightsdesk/domain";
import { usePermission } from "../../../lib/permission";

export interface ElementRights {
  canWrite: boolean;
  canDelete: boolean;
}

/** What the signed-in user may do in the Element module, from their permission record. */
export function elementRightsOf(permission: MaybePermission): ElementRights {
  return {
    canWrite: canAccessModule(permission, "Element", "write"),
    canDelete: canAccessModule(permission, "Element", "delete"),
  };
}

/** Edit and delete controls only show when these allow; the server checks again anyway. */
export function useElementRights(): ElementRights {
  return elementRightsOf(usePermission().data);
}
