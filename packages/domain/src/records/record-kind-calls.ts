import type { AccessRight } from "../access/modules.js";
import { AuditListResultSchema } from "../admin/schemas.js";
import { DoneResponseSchema } from "../auth/account-schemas.js";
import type { Endpoint } from "../api/endpoint.js";
import { EmptyBody } from "../api/module-access.js";
import { ListQuerySchema } from "../list-query/list-query.js";
import { RecordLockInfoSchema } from "./lock-schemas.js";
import type { RecordCall, RecordKind, RecordKindSchemas } from "./record-kind.js";

type StandardCall = Omit<Endpoint, "name" | "tag">;
type AnyKind = RecordKind<string, string, RecordKindSchemas, boolean>;

const accessTo = (kind: AnyKind, right: AccessRight) =>
  ({ kind: "module", module: kind.module, right }) as const;

/** The lists, one record and its audit log. */
function readingCalls(kind: AnyKind): Record<"list" | "listArchived" | "get" | "logs", StandardCall> {
  const { pathPrefix: prefix, words, schemas, archivable } = kind;
  const access = accessTo(kind, "read");
  const params = schemas.idParams;
  return {
    list: {
      method: "POST",
      path: `${prefix}/GetBy`,
      summary: `List ${archivable ? "active (not archived) " : ""}${words.many} with filters, sorting and paging`,
      access,
      ...(schemas.listQuery ? { query: schemas.listQuery } : {}),
      body: ListQuerySchema,
      response: schemas.listResult,
      errors: [],
    },
    listArchived: {
      method: "POST",
      path: `${prefix}/Archive/GetBy`,
      summary: `List archived ${words.many} with filters, sorting and paging`,
      access,
      body: ListQuerySchema,
      response: schemas.listResult,
      errors: [],
    },
    get: {
      method: "POST",
      path: `${prefix}/GetById/{id}`,
      summary: `One ${words.one}'s profile`,
      access,
      params,
      body: EmptyBody,
      response: schemas.record,
      errors: ["NotFound"],
    },
    logs: {
      method: "POST",
      path: `${prefix}/Logs/GetBy/{id}`,
      summary: `The audit log of one ${words.one}`,
      access,
      params,
      body: ListQuerySchema,
      response: AuditListResultSchema,
      errors: ["NotFound"],
    },
  };
}

/** Create, update, archive, restore and delete. */
function changingCalls(
  kind: AnyKind,
): Record<"create" | "update" | "archive" | "restore" | "delete", StandardCall> {
  const { pathPrefix: prefix, words, schemas, archivable } = kind;
  const params = schemas.idParams;
  const moveTo = (action: "Archive" | "Restore", summary: string): StandardCall => ({
    method: "POST",
    path: `${prefix}/${action}/{id}`,
    summary,
    access: accessTo(kind, "delete"),
    params,
    body: EmptyBody,
    response: schemas.record,
    errors:
      action === "Archive" ? ["NotFound", "InvalidData", "DependencyError"] : ["NotFound", "InvalidData"],
  });
  return {
    create: {
      method: "POST",
      path: prefix,
      summary: `Create ${words.withArticle}`,
      access: accessTo(kind, "write"),
      body: schemas.createBody,
      response: schemas.record,
      errors: ["InvalidData"],
    },
    update: {
      method: "PUT",
      path: `${prefix}/{id}`,
      summary: `Update ${words.withArticle}'s profile; refused when stale or locked by someone else`,
      access: accessTo(kind, "write"),
      params,
      body: schemas.updateBody,
      response: schemas.record,
      errors: ["NotFound", "InvalidData", "DependencyError"],
    },
    archive: moveTo("Archive", `Move ${words.withArticle} to the archive list`),
    restore: moveTo("Restore", `Bring an archived ${words.one} back to the active list`),
    delete: {
      method: "DELETE",
      path: `${prefix}/{id}`,
      summary: `Delete ${archivable ? `an archived ${words.one}` : words.withArticle} for good, unless other records point at it`,
      access: accessTo(kind, "delete"),
      params,
      response: DoneResponseSchema,
      errors: ["NotFound", "InvalidData", "DependencyError"],
    },
  };
}

/** The edit lock: who holds it, take it, extend it, release it. */
function lockCalls(
  kind: AnyKind,
): Record<"lockStatus" | "lock" | "extendLock" | "releaseLock", StandardCall> {
  const { pathPrefix: prefix, singular: s } = kind;
  const { one, withArticle } = kind.words;
  const lockCall = (
    method: "GET" | "POST",
    action: string,
    summary: string,
    right: AccessRight,
  ): StandardCall => ({
    method,
    path: `${prefix}/${action}/{id}`,
    summary,
    access: accessTo(kind, right),
    params: kind.schemas.idParams,
    ...(method === "POST" ? { body: EmptyBody } : {}),
    response: RecordLockInfoSchema,
    errors: ["NotFound"],
  });
  return {
    lockStatus: lockCall(
      "GET",
      `Get${s}LockStatus`,
      `Who, if anyone, is editing this ${one} and until when`,
      "read",
    ),
    lock: lockCall(
      "GET",
      `Lock${s}`,
      `Take the edit lock on ${withArticle} (answers who holds it when someone else does)`,
      "write",
    ),
    extendLock: lockCall("GET", `Extend${s}Lock`, `Extend your edit lock on ${withArticle}`, "write"),
    releaseLock: lockCall("POST", `Release${s}Lock`, `Release your edit lock on ${withArticle}`, "write"),
  };
}

/** A kind's standard calls before its overrides: what is the same for every kind. */
export function standardRecordCalls(kind: AnyKind): Record<RecordCall, StandardCall> {
  return { ...readingCalls(kind), ...changingCalls(kind), ...lockCalls(kind) };
}
