import type { FastifyRequest } from "fastify";
import type { AuditEvent } from "../audit/audit-log.js";
import { requireCaller, type Caller, type HandlerContext } from "../http/handler.js";

/** Who is changing a record, when, and through which request: what every record change records. */
export interface RecordContext {
  readonly caller: Caller;
  readonly now: Date;
  readonly request: FastifyRequest;
}

export function recordContext(context: HandlerContext): RecordContext {
  return { caller: requireCaller(context), now: context.now, request: context.request };
}

/** The audit fields that come from the context: actor, time and request headers. */
export function auditFrom(context: RecordContext): Pick<AuditEvent, "at" | "actor" | "request"> {
  return {
    at: context.now,
    actor: { userId: context.caller.userId, userName: context.caller.userName },
    request: context.request,
  };
}
