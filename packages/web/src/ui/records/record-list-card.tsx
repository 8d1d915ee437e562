import { useState, type ReactNode } from "react";
import { Button } from "../button";
import { Card, CardHeader } from "../card";
import { cx } from "../cx";
import { PlusIcon } from "../icons";
import { LoadingBars, QueryView } from "../query-view";
import { useLockedEdit } from "./record-lock";

/** What a list card is doing to one of its items, or "add" for a new one. */
export type ItemEditing<T> = { kind: "add" } | { kind: "edit"; item: T } | { kind: "delete"; item: T };

/**
 * What a list card is doing to its items, under the record's edit lock: `open(next)` takes the
 * lock and, once granted, sets `editing` (the module's own union: add, edit, delete…); `close()`
 * clears it and gives the lock back, after `onClose` (a delete mutation's `reset`, say).
 */
export function useLockedItemEdit<Editing>(editName: string, onClose?: () => void) {
  const { begin, end, lock } = useLockedEdit(editName);
  const [editing, setEditing] = useState<Editing | null>(null);
  const open = async (next: Editing) => {
    try {
      if (await begin()) setEditing(next);
    } catch {
      lock.check();
    }
  };
  const close = () => {
    onClose?.();
    setEditing(null);
    end();
  };
  return { editing, open, close, lock };
}

/** The part of a list query the card reads. */
export interface RecordListQuery<T> {
  data: { records: T[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface RecordListCardProps<T> {
  /** The heading's id, which labels the card: "licences-title". */
  titleId: string;
  title: string;
  description: string;
  /** The items' name in the loading and error texts: "licences". */
  itemsNoun: string;
  items: RecordListQuery<T>;
  /** The add button's label; the button shows only when `onAdd` is given. */
  addLabel: string;
  onAdd?: () => void;
  /** Someone else holds the record's lock: the add button waits. */
  disabled: boolean;
  /** Said when there are no items. */
  emptyText: ReactNode;
  /** The items, usually a `RecordTable`. */
  children: (records: T[]) => ReactNode;
  /** The add, edit and delete dialogs, drawn after the list. */
  dialogs?: ReactNode;
}

/**
 * A card listing one kind of a record's items (use rights, licences, linked elements) with an
 * add button, and their loading, error and empty states. A module gives it its list query, its
 * texts, its table (`children`) and its dialogs; `useLockedItemEdit` opens those under the lock.
 */
export function RecordListCard<T>({
  titleId,
  title,
  description,
  itemsNoun,
  items,
  addLabel,
  onAdd,
  disabled,
  emptyText,
  children,
  dialogs,
}: RecordListCardProps<T>) {
  const records = items.data?.records ?? [];
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        titleId={titleId}
        title={title}
        description={description}
        action={
          onAdd ? (
            <Button variant="secondary" disabled={disabled} onClick={onAdd}>
              <PlusIcon className="size-4" />
              {addLabel}
            </Button>
          ) : undefined
        }
      />
      <QueryView
        query={items}
        loading={<LoadingBars label={`Loading the ${itemsNoun}…`} bars={["h-4 w-2/3", "h-4 w-1/2"]} />}
        errorTitle={`The ${itemsNoun} could not be loaded`}
        isEmpty={() => records.length === 0}
        empty={<p className="px-5 py-6 text-sm text-slate-600 sm:px-6">{emptyText}</p>}
      >
        {() => children(records)}
      </QueryView>
      {dialogs}
    </Card>
  );
}

/** One column heading of a `RecordTable`. */
export interface RecordColumn {
  label: string;
  className?: string;
}

/**
 * The table inside a `RecordListCard`: a screen-reader caption, the column headings (the first
 * one wider, as the row's own heading) and, when the user may edit, an unlabelled actions column.
 * A module writes the rows as `children`, ending each with `RecordRowAction`s when editable.
 */
export function RecordTable({
  caption,
  columns,
  hasActions,
  children,
}: {
  caption: string;
  columns: RecordColumn[];
  hasActions: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.label}
                scope="col"
                className={cx(index === 0 ? "px-5 py-2.5 sm:px-6" : "px-3 py-2.5", column.className)}
              >
                {column.label}
              </th>
            ))}
            {hasActions && (
              <th scope="col" className="px-5 py-2.5 text-right sm:px-6">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A row action of a `RecordTable`: a small text button; `danger` for delete and remove. */
export function RecordRowAction({
  label,
  ariaLabel,
  danger,
  disabled,
  onClick,
}: {
  label: string;
  ariaLabel: string;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      className={danger ? "px-2 py-1 text-red-700! hover:bg-red-50" : "px-2 py-1"}
      disabled={disabled}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** Edit and Delete at the end of a `RecordTable` row, each named for the item ("Edit licence Sync"). */
export function RecordRowActions({
  name,
  disabled,
  onEdit,
  onDelete,
  className = "px-5 py-3 text-right whitespace-nowrap sm:px-6",
}: {
  name: string;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
}) {
  return (
    <td className={className}>
      <RecordRowAction label="Edit" ariaLabel={`Edit ${name}`} disabled={disabled} onClick={onEdit} />
      <RecordRowAction
        label="Delete"
        ariaLabel={`Delete ${name}`}
        danger
        disabled={disabled}
        onClick={onDelete}
      />
    </td>
  );
}
