import {
  recordCallNames,
  type AuditListResultSchema,
  type RecordCallNames,
  type RecordLockInfoResponse,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../db/database.js";
import type { HandlerContext } from "../http/handler.js";
import { listRecordAuditLog } from "./record-audit-log.js";
import { recordContext, type RecordContext } from "./record-context.js";
import { RecordLockService, type LockableRecordType } from "./record-locks.js";

interface IdInput {
  readonly params: { readonly id: number };
}
type IdHandler<T> = (input: IdInput, context: HandlerContext) => Promise<T>;
type LogsHandler = (
  input: IdInput & { readonly body: unknown },
  context: HandlerContext,
) => Promise<z.input<typeof AuditListResultSchema>>;

/** Reads one record; `now` for the kinds whose status depends on the day. */
export interface RecordReader<R> {
  get(id: number, now: Date): Promise<R>;
}

/** Moves a record to the archive list and back. */
export interface RecordArchiver<R> {
  archive(id: number, context: RecordContext): Promise<R>;
  restore(id: number, context: RecordContext): Promise<R>;
}

/** Deletes a record for good (refusing when the kind's rules say so). */
export interface RecordDeleter<D> {
  delete(id: number, context: RecordContext): Promise<D>;
}

export interface RecordKindHandlerOptions<S extends string, R, D, Archives> {
  /** As in the domain's `recordKindEndpoints`: "Company" answers getCompanyById, lockCompany... */
  readonly singular: S;
  /** The record's audit entity type and lock kind. */
  readonly recordType: LockableRecordType;
  readonly db: Db;
  /** The record's id, or NotFound when there is none (the logs and lock calls check first). */
  readonly existing: (id: number) => Promise<number>;
  readonly reads: RecordReader<R>;
  /** Left out for a kind without an archive list. */
  readonly archives?: Archives;
  readonly deletes: RecordDeleter<D>;
}

type Call = "get" | "delete" | "logs" | "lockStatus" | "lock" | "extendLock" | "releaseLock";
type ArchiveCall = "archive" | "restore";

/** A kind's handler names: its standard calls' names in the contract (plural ones not needed here). */
type HandlerNames<S extends string> = Pick<RecordCallNames<S, string>, Call | ArchiveCall>;

interface CallHandlers<R, D, A> {
  get: IdHandler<R>;
  delete: IdHandler<D>;
  logs: LogsHandler;
  lockStatus: IdHandler<RecordLockInfoResponse>;
  lock: IdHandler<RecordLockInfoResponse>;
  extendLock: IdHandler<RecordLockInfoResponse>;
  releaseLock: IdHandler<RecordLockInfoResponse>;
  archive: IdHandler<A>;
  restore: IdHandler<A>;
}

/** The handlers of a kind's standard calls, named like its endpoints. */
export type RecordKindHandlers<S extends string, R, D, Archives> =
  Archives extends RecordArchiver<infer A>
    ? { [C in Call | ArchiveCall as HandlerNames<S>[C]]: CallHandlers<R, D, A>[C] }
    : { [C in Call as HandlerNames<S>[C]]: CallHandlers<R, D, never>[C] };

function handlerNames<S extends string>(s: S): HandlerNames<S> {
  return recordCallNames(s, "");
}

/**
 * The handlers every kind of record answers the same way: one record, archive and restore, delete,
 * the Logs tab and the four edit-lock calls. A routes file spreads them beside what is its own;
 * the `Handlers` type it returns checks each against the contract.
 */
export function recordKindHandlers<
  const S extends string,
  R,
  D,
  Archives extends RecordArchiver<unknown> | undefined = undefined,
>(kind: RecordKindHandlerOptions<S, R, D, Archives>): RecordKindHandlers<S, R, D, Archives> {
  const { recordType, db, existing, reads, archives, deletes } = kind;
  const names = handlerNames(kind.singular);
  const locks = new RecordLockService(db);
  const lockCall =
    (action: "status" | "lock" | "extend" | "release"): IdHandler<RecordLockInfoResponse> =>
    async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks[action](recordType, await existing(params.id), caller, now);
    };
  const get: IdHandler<R> = ({ params }, context) => reads.get(params.id, context.now);
  const remove: IdHandler<D> = ({ params }, context) => deletes.delete(params.id, recordContext(context));
  const logs: LogsHandler = async ({ params, body }) =>
    listRecordAuditLog(db, recordType, await existing(params.id), body);
  const handlers: Partial<Record<Call | ArchiveCall, unknown>> = {
    get,
    delete: remove,
    logs,
    lockStatus: lockCall("status"),
    lock: lockCall("lock"),
    extendLock: lockCall("extend"),
    releaseLock: lockCall("release"),
  };
  if (archives) {
    const archive: IdHandler<unknown> = ({ params }, context) =>
      archives.archive(params.id, recordContext(context));
    const restore: IdHandler<unknown> = ({ params }, context) =>
      archives.restore(params.id, recordContext(context));
    handlers.archive = archive;
    handlers.restore = restore;
  }
  const named = Object.entries(handlers).map(([call, handler]) => [
    names[call as Call | ArchiveCall],
    handler,
  ]);
  // The names are built from `singular` exactly as HandlerNames spells them.
  return Object.fromEntries(named) as RecordKindHandlers<S, R, D, Archives>;
}
