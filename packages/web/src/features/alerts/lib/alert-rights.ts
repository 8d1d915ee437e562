import { canAccessModule, type MaybePermission } from "@rightsdesk/domain";
import { usePermission } from "../../../lib/permission";

export interface AlertRights {
  /** See alerts, reminders, to-dos; make a calendar link; send the digest. */
  canRead: boolean;
  /** Mark alerts, add and change reminders and to-dos. */
  canWrite: boolean;
  canDelete: boolean;
}

export function alertRightsOf(permission: MaybePermission): AlertRights {
  return {
    canRead: canAccessModule(permission, "Alerts & Notification", "read"),
    canWrite: canAccessModule(permission, "Alerts & Notification", "write"),
    canDelete: canAccessModule(permission, "Alerts & Notification", "delete"),
  };
}

/** Controls show only when these allow; the server checks again anyway. */
export function useAlertRights(): AlertRights {
  return alertRightsOf(usePermission().data);
}
