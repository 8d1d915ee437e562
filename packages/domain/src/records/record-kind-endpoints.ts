import type { z } from "zod";
import type { AuditListResultSchema } from "../admin/schemas.js";
import type { DoneResponseSchema } from "../auth/account-schemas.js";
import type { Endpoint } from "../api/endpoint.js";
import type { ListQuerySchema } from "../list-query/list-query.js";
import type { RecordLockInfoSchema } from "./lock-schemas.js";
import type { EmptyBody } from "../api/module-access.js";
import { standardRecordCalls } from "./record-kind-calls.js";
import {
  archiveCalls,
  recordCallNames,
  recordCalls,
  type RecordCall,
  type RecordCallNames,
  type RecordCallOverride,
  type RecordKind,
  type RecordKindCall,
  type RecordKindSchemas,
} from "./record-kind.js";

type Json<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
> = Endpoint<Params, Query, Body, Response, "json", "json">;
type None = z.ZodNever;
type ListQueryOf<Schemas> = Schemas extends { readonly listQuery: infer Q extends z.ZodType } ? Q : None;

type CallEndpoints<Sc extends RecordKindSchemas> = {
  list: Json<None, ListQueryOf<Sc>, typeof ListQuerySchema, Sc["listResult"]>;
  listArchived: Json<None, None, typeof ListQuerySchema, Sc["listResult"]>;
  get: Json<Sc["idParams"], None, typeof EmptyBody, Sc["record"]>;
  create: Json<None, None, Sc["createBody"], Sc["record"]>;
  update: Json<Sc["idParams"], None, Sc["updateBody"], Sc["record"]>;
  archive: Json<Sc["idParams"], None, typeof EmptyBody, Sc["record"]>;
  restore: Json<Sc["idParams"], None, typeof EmptyBody, Sc["record"]>;
  delete: Json<Sc["idParams"], None, None, typeof DoneResponseSchema>;
  logs: Json<Sc["idParams"], None, typeof ListQuerySchema, typeof AuditListResultSchema>;
  lockStatus: Json<Sc["idParams"], None, None, typeof RecordLockInfoSchema>;
  lock: Json<Sc["idParams"], None, None, typeof RecordLockInfoSchema>;
  extendLock: Json<Sc["idParams"], None, None, typeof RecordLockInfoSchema>;
  releaseLock: Json<Sc["idParams"], None, typeof EmptyBody, typeof RecordLockInfoSchema>;
};

/** A kind's standard endpoints under their standard names, each with its exact schema types. */
export type RecordKindEndpoints<
  S extends string,
  P extends string,
  Sc extends RecordKindSchemas,
  Archivable extends boolean,
> = { [C in RecordKindCall<Archivable> as RecordCallNames<S, P>[C]]: CallEndpoints<Sc>[C] };

/**
 * The standard calls of a kind of record: list (and the archive list), one record, create, update,
 * archive and restore, delete, its audit log and its edit lock (status, take, extend, release).
 * A kind describes itself once and overrides what it says differently (a summary, its errors);
 * what it adds besides (import, lookups, sub-records) it declares with `defineEndpoint`.
 */
export function recordKindEndpoints<
  const S extends string,
  const P extends string,
  const Sc extends RecordKindSchemas,
  const Archivable extends boolean,
>(kind: RecordKind<S, P, Sc, Archivable>): RecordKindEndpoints<S, P, Sc, Archivable> {
  const names = recordCallNames(kind.singular, kind.plural);
  const standard = standardRecordCalls(kind);
  const overrides: Partial<Record<RecordCall, RecordCallOverride>> = kind.overrides ?? {};
  const calls = recordCalls.filter((call) => kind.archivable || !archiveCalls.includes(call));
  const endpoints = calls.map((call) => {
    const { method, path, summary, ...parts } = standard[call];
    const endpoint: Endpoint = { name: names[call], method, path, summary, tag: kind.tag, ...parts };
    return [names[call], { ...endpoint, ...overrides[call] }] as const;
  });
  // recordCallNames builds each name as RecordCallNames spells it, so the keys match the type.
  return Object.fromEntries(endpoints) as RecordKindEndpoints<S, P, Sc, Archivable>;
}
