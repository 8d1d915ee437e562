import type { LockableRecordType, SectionField } from "@rightsdesk/domain";

/**
 * What the shared record pieces need of a section declaration; the domain's company, person,
 * asset and element sections all fit it.
 */
export interface RecordSectionDefinition {
  readonly key: string;
  readonly label: string;
  /** The singular, for buttons and messages: "Add address". */
  readonly itemLabel: string;
  readonly cardinality: "one" | "many";
  readonly fields: readonly SectionField[];
  readonly titleField: string;
  /** How its items read: a table, or a feed (notes). */
  readonly layout?: "table" | "notes";
}

/** One item of a section as the server answers it (company and person items alike). */
export interface RecordSectionItem {
  readonly id: number;
  readonly data: Readonly<Record<string, unknown>>;
  /** Names of the companies and people the item's reference fields point at. */
  readonly labels: Readonly<Record<string, string>>;
  readonly updatedAt: string;
  readonly updatedBy: string | null;
  readonly version: number;
}

/**
 * How sensitive values arrive: in full; masked for good (the notice says who sees them); or
 * masked with a "Reveal" beside each, for someone allowed to ask for one value at a time.
 */
export type SensitiveAccess = "full" | "masked" | "revealable";

/** A section's items, the same for every kind of owner. */
export interface RecordSectionList {
  records: RecordSectionItem[];
  sensitive: SensitiveAccess;
}

/** The record a section belongs to. */
export interface RecordOwner {
  kind: LockableRecordType;
  id: number;
  /** The record in words, for messages: "company", "person", "asset", "element", "contract". */
  label: string;
}

/**
 * What each kind of record supplies for its section panels (like the documents tab's calls): the
 * section's list and where it lives in the cache, add, change, delete, and reveal when it has it.
 */
export interface SectionCalls {
  queryKey: readonly unknown[];
  list: () => Promise<RecordSectionList>;
  add: (data: Record<string, unknown>) => Promise<unknown>;
  update: (itemId: number, data: Record<string, unknown>, version: number) => Promise<unknown>;
  remove: (itemId: number) => Promise<unknown>;
  /** One sensitive value in full; absent where the owner has no reveal call. */
  reveal?: (itemId: number, field: string) => Promise<string | null>;
  /** Other cached data a change touches (the record's log, say). */
  onChanged: () => Promise<unknown>;
}
