import type { ApiClient, DownloadedFile } from "@rightsdesk/api-client";
import type {
  AuditEntry,
  DocumentItem,
  DocumentSaveRequest,
  LockableRecordType,
  ModuleName,
  RecordLockInfo,
  RecordOwnerKind,
} from "@rightsdesk/domain";
import type { InvalidateQueryFilters, QueryKey } from "@tanstack/react-query";
import type { RecordSectionList } from "./record-section";

/** How a kind names its records on screen: "asset" and "Assets". */
export interface RecordNouns {
  /** One record, lower case: "asset", "person". */
  singular: string;
  /** The module, capitalised: "Assets", "People". */
  plural: string;
}

/**
 * Query keys every kind of record has, widest first, so a change invalidates exactly what it
 * touched: anything on one record sits under `detail(id)`.
 */
export function recordKeys(root: string) {
  const detail = (id: number) => [root, "detail", id] as const;
  return {
    all: [root] as const,
    lists: () => [root, "list"] as const,
    detail,
    sections: (id: number, section: string) => [...detail(id), "section", section] as const,
    logs: (id: number) => [...detail(id), "logs"] as const,
    documents: (id: number) => [...detail(id), "documents"] as const,
  };
}

export type RecordKeys = ReturnType<typeof recordKeys>;

/** A lock call, made with the loud client (a click) or the quiet one (a timer). */
type LockCall<T> = (client: ApiClient, id: number) => Promise<T>;

/** One page of a record's audit log. */
export interface AuditPage {
  totalRecords: number;
  records: AuditEntry[];
}

/** The body of a log page request: newest first. */
export interface LogPageQuery {
  filters: [];
  sortField: "Id";
  sortDescending: true;
  pageNumber: number;
  pageSize: number;
}

/**
 * A kind of record (company, person, asset, element, contract) as the shared record pieces use
 * it: its names, permission module, query keys and api-client calls. A feature writes one of
 * these and keeps only what is special about its kind.
 */
export interface RecordKind<TRecord extends { id: number }> {
  /** The lock's record type, and the owner kind of its sections: "company". */
  type: LockableRecordType;
  /** Whose rights decide what the user may do: "Company". */
  module: ModuleName;
  /** The documents' owner kind: "people" for a person. */
  documentOwner: RecordOwnerKind;
  nouns: RecordNouns;
  /** The route parameter that holds a record's id: "companyId". */
  param: string;
  keys: RecordKeys;
  /** The kind's list, where "Back to all …" and a delete lead. */
  listHref: () => string;
  /** The archive list, for a kind whose records go there: a tab beside the active list. */
  archiveHref?: () => string;
  /** The page that adds a record: "Add company" above the lists. */
  addHref?: () => string;
  get: (id: number) => Promise<TRecord>;
  /** Whether a record is in the archive (read only, Restore instead of Archive); never, by default. */
  isArchived?: (record: TRecord) => boolean;
  archive?: (id: number) => Promise<TRecord>;
  restore?: (id: number) => Promise<TRecord>;
  remove?: (id: number) => Promise<unknown>;
  lock: {
    status: LockCall<RecordLockInfo>;
    take: LockCall<RecordLockInfo>;
    extend: LockCall<RecordLockInfo>;
    release: LockCall<unknown>;
  };
  logs: (id: number, query: LogPageQuery) => Promise<AuditPage>;
  documents: {
    list: (id: number) => Promise<DocumentItem[]>;
    save: (id: number, body: DocumentSaveRequest) => Promise<DocumentItem>;
    remove: (documentId: number) => Promise<unknown>;
    download: (documentId: number) => Promise<DownloadedFile>;
  };
  sections: {
    list: (id: number, section: string) => Promise<RecordSectionList>;
    add: (id: number, section: string, data: Record<string, unknown>) => Promise<unknown>;
    update: (
      section: string,
      itemId: number,
      data: Record<string, unknown>,
      version: number,
    ) => Promise<unknown>;
    remove: (section: string, itemId: number) => Promise<unknown>;
    /** One sensitive value in full, where the kind has a reveal call. */
    reveal?: (section: string, itemId: number, field: string) => Promise<string | null>;
    /** What else a change to one section makes stale (the record's own data, say). */
    touches?: (id: number, section: string) => InvalidateQueryFilters[];
  };
  /**
   * What else a change to a record makes stale, beyond its detail, its lists and its log; the
   * record is the changed one, or the cached one for a delete (when the page had it).
   */
  touches?: (id: number, record: TRecord | undefined) => QueryKey[];
}
