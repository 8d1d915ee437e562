import type { z } from "zod";
import type { ModuleName } from "../access/modules.js";
import type { ErrorType } from "../errors/error-catalogue.js";

/** The standard calls of a kind of record, by what they do. */
export const recordCalls = [
  "list",
  "listArchived",
  "get",
  "create",
  "update",
  "archive",
  "restore",
  "delete",
  "logs",
  "lockStatus",
  "lock",
  "extendLock",
  "releaseLock",
] as const;

export type RecordCall = (typeof recordCalls)[number];

/** The calls only a kind whose records go to an archive list before being deleted has. */
export const archiveCalls: readonly RecordCall[] = ["listArchived", "archive", "restore"];

export type RecordKindCall<Archivable extends boolean> = Archivable extends true
  ? RecordCall
  : Exclude<RecordCall, "listArchived" | "archive" | "restore">;

/** The record in words, for the summaries. */
export interface RecordWords {
  /** "company" */
  readonly one: string;
  /** "a company" */
  readonly withArticle: string;
  /** "companies" */
  readonly many: string;
}

/** The schemas of a kind's standard calls. */
export interface RecordKindSchemas {
  /** The `{id}` path parameter. */
  readonly idParams: z.ZodType;
  /** One record: what get, create, update, archive and restore answer. */
  readonly record: z.ZodType;
  /** A page of records: what the lists answer. */
  readonly listResult: z.ZodType;
  readonly createBody: z.ZodType;
  readonly updateBody: z.ZodType;
  /** Query parameters of the active list, for a kind whose list takes any. */
  readonly listQuery?: z.ZodType;
}

/** What a kind says differently about one of its standard calls. */
export interface RecordCallOverride {
  readonly summary?: string;
  readonly errors?: readonly ErrorType[];
  readonly maxBodyBytes?: number;
}

/** A kind of record as its standard calls need it. */
export interface RecordKind<
  S extends string,
  P extends string,
  Schemas extends RecordKindSchemas,
  Archivable extends boolean,
> {
  /** Names the one-record calls: `getCompanyById`, `lockCompany`, path `/Company/LockCompany/{id}`. */
  readonly singular: S;
  /** Names the lists: `listCompanies`, `listArchivedCompanies`. */
  readonly plural: P;
  readonly module: ModuleName;
  /** The module's path, e.g. `/Company`. */
  readonly pathPrefix: string;
  readonly tag: string;
  readonly words: RecordWords;
  readonly schemas: Schemas;
  /** Whether records go to an archive list (archive, restore, listArchived) before being deleted. */
  readonly archivable: Archivable;
  readonly overrides?: { readonly [C in RecordKindCall<Archivable>]?: RecordCallOverride };
}

/** The standard names of a kind's calls: `listCompanies`, `getCompanyById`, `lockCompany`... */
export type RecordCallNames<S extends string, P extends string> = {
  list: `list${P}`;
  listArchived: `listArchived${P}`;
  get: `get${S}ById`;
  create: `create${S}`;
  update: `update${S}`;
  archive: `archive${S}`;
  restore: `restore${S}`;
  delete: `delete${S}`;
  logs: `list${S}Logs`;
  lockStatus: `get${S}LockStatus`;
  lock: `lock${S}`;
  extendLock: `extend${S}Lock`;
  releaseLock: `release${S}Lock`;
};

export function recordCallNames<S extends string, P extends string>(s: S, p: P): RecordCallNames<S, P> {
  return {
    list: `list${p}`,
    listArchived: `listArchived${p}`,
    get: `get${s}ById`,
    create: `create${s}`,
    update: `update${s}`,
    archive: `archive${s}`,
    restore: `restore${s}`,
    delete: `delete${s}`,
    logs: `list${s}Logs`,
    lockStatus: `get${s}LockStatus`,
    lock: `lock${s}`,
    extendLock: `extend${s}Lock`,
    releaseLock: `release${s}Lock`,
  };
}
