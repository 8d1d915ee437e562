import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { RecordKind } from "./record-kind";

/** The record a detail page is about, with what the user may do to it; set by `RecordLayout`. */
export interface RecordPage<T> {
  record: T;
  /** The user may change this record now: the module's write right, and it is not read only. */
  canEdit: boolean;
  /** The module's delete right: archive, restore and delete. */
  canDelete: boolean;
  /** The module's write right, read only or not. */
  canWrite: boolean;
}

const RecordPageContext = createContext<{ kind: object; page: RecordPage<unknown> } | null>(null);

export function RecordPageProvider<T extends { id: number }>({
  kind,
  page,
  children,
}: {
  kind: RecordKind<T>;
  page: RecordPage<T>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ kind, page }), [kind, page]);
  return <RecordPageContext value={value}>{children}</RecordPageContext>;
}

/** The record of the page, for any component below its kind's layout. */
export function useRecordPage<T extends { id: number }>(kind: RecordKind<T>): RecordPage<T> {
  const value = useContext(RecordPageContext);
  if (value?.kind !== kind) throw new Error(`This needs the ${kind.nouns.singular} layout around it.`);
  // The kind is the one the layout was given, so the record is of its type.
  return value.page as RecordPage<T>;
}
