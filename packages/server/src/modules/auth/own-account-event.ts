import type { FastifyRequest } from "fastify";
import type { AuditEvent, FieldChange } from "../../audit/audit-log.js";

/** An audit entry of what a user did to their own account: signing in or out, a password, the authenticator. */
export function ownAccountEvent(
  user: { userId: number; userName: string },
  action: string,
  changes: FieldChange[],
  request: FastifyRequest,
  now: Date,
): AuditEvent {
  return {
    at: now,
    actor: { userId: user.userId, userName: user.userName },
    action,
    entityType: "user",
    entityId: user.userId,
    changes,
    request,
  };
}
