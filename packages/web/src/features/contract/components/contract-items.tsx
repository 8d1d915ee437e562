import type { ReactNode } from "react";
import { Button } from "../../../ui/button";

/** A contract tab's table of items: a caption for screen readers, its headings, then its rows. */
export function ContractItemsTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  /** The column headings; the last one is "" over the row actions. */
  headings: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            {headings.map((label, index) => (
              <th key={index} scope="col" className="px-4 py-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** Edit (under the contract's lock) and Delete at the end of an item's row, for those who may edit. */
export function ItemRowActions({
  canEdit,
  lockedByOther,
  onEdit,
  onDelete,
}: {
  canEdit: boolean;
  lockedByOther: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <td className="px-4 py-2 text-right whitespace-nowrap">
      {canEdit && (
        <>
          <Button variant="ghost" disabled={lockedByOther} onClick={onEdit}>
            Edit
          </Button>
          <Button variant="ghost" onClick={onDelete}>
            Delete
          </Button>
        </>
      )}
    </td>
  );
}
