import type { DownloadedFile } from "@rightsdesk/api-client";
import type { DocumentItem, DocumentSaveRequest, RecordOwnerKind } from "@rightsdesk/domain";

/** The record a documents tab belongs to. */
export interface DocumentOwner {
  kind: RecordOwnerKind;
  id: number;
  /** The record in words, for messages: "company". */
  label: string;
}

/**
 * What each kind of record supplies for its documents tab (spec 000 section 2: "each of them
 * supplies its own list, create and delete operations"): its own calls and query key.
 */
export interface DocumentCalls {
  /** Where the list lives in the query cache; invalidated after every change. */
  queryKey: readonly unknown[];
  list: () => Promise<DocumentItem[]>;
  save: (body: DocumentSaveRequest) => Promise<DocumentItem>;
  remove: (documentId: number) => Promise<unknown>;
  download: (documentId: number) => Promise<DownloadedFile>;
  /** Other cached data a change touches (the record's log, say). */
  onChanged?: () => Promise<unknown>;
}

/**
 * What the owner's page does around a change (its record lock): `begin` says whether the change
 * may go ahead, `end` is called once it is over either way.
 */
export interface DocumentChangeGate {
  begin: () => Promise<boolean>;
  end: () => void;
}
