import type { FastifyRequest } from "fastify";
import { requestHeaders } from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { auditLog } from "../db/schema.js";

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

export interface AuditEvent {
  at: Date;
  actor: { userId: number; userName: string } | null;
  /** What happened, as a verb phrase: "sign-in", "user.block", "role.update". */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  changes?: FieldChange[];
  request?: FastifyRequest;
  /**
   * The client the entry belongs to, for an event outside any client's request (a sign-in): a
   * request's entries belong to the client it acts for.
   */
  clientId?: number;
}

const SECRET_FIELD = /password|secret|token|hash/i;

/** The request headers of spec 000 section 7 worth keeping with an audit entry, plus the address. */
export function auditContext(request: FastifyRequest | undefined): Record<string, string> {
  if (!request) return {};
  const context: Record<string, string> = { ip: request.ip };
  for (const [key, header] of Object.entries(requestHeaders)) {
    if (key === "authorization") continue;
    const value = request.headers[header];
    if (typeof value === "string" && value.length > 0) context[key] = value.slice(0, 500);
  }
  const agent = request.headers["user-agent"];
  if (typeof agent === "string") context["userAgent"] = agent.slice(0, 500);
  return context;
}

/**
 * The fields whose values differ between two versions of a record. Secrets (fields named like a
 * password or token, and the ones listed in `hidden`) show as changed, never their values.
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  hidden: ReadonlySet<string> = new Set(),
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) =>
      SECRET_FIELD.test(field) || hidden.has(field)
        ? { field, from: "[hidden]", to: "[hidden]" }
        : { field, from: before[field] ?? null, to: after[field] ?? null },
    );
}

function auditRow(event: AuditEvent): typeof auditLog.$inferInsert {
  return {
    at: event.at,
    actorUserId: event.actor?.userId ?? null,
    actorUserName: event.actor?.userName ?? null,
    action: event.action,
    entityType: event.entityType,
    entityId: event.entityId == null ? null : String(event.entityId),
    changes: event.changes ?? [],
    context: auditContext(event.request),
    ...(event.clientId === undefined ? {} : { tenantId: event.clientId }),
  };
}

/** Writes audit entries; pass the transaction's `db` so the entry commits with the change it records. */
export async function writeAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values(auditRow(event));
}

/** Writes many audit entries (a bulk import's), a few hundred rows per statement. */
export async function writeAuditEntries(
  db: Db,
  events: readonly AuditEvent[],
  chunkSize = 500,
): Promise<void> {
  for (let start = 0; start < events.length; start += chunkSize) {
    await db.insert(auditLog).values(events.slice(start, start + chunkSize).map(auditRow));
  }
}
