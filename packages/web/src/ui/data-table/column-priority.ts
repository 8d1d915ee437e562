import type { DataColumn } from "./data-column";

/**
 * The columns a narrow window leaves out: the low-priority ones the user has not asked to see.
 * The key columns (every other one) always stay, so nothing important scrolls out of view.
 */
export function squeezedColumnIds(
  columns: readonly Pick<DataColumn<unknown>, "id" | "priority">[],
  roomy: boolean,
  revealed: ReadonlySet<string>,
): Set<string> {
  if (roomy) return new Set();
  return new Set(
    columns
      .filter((column) => column.priority === "low" && !revealed.has(column.id))
      .map((column) => column.id),
  );
}

/**
 * A choice in the "Columns" control, made on the columns as shown, applied to the list's own
 * choice: a squeezed column ticked is revealed (and shown), one unticked is hidden.
 */
export function applyColumnChoice(
  chosen: readonly string[],
  shown: readonly string[],
  visible: readonly string[],
  squeezed: ReadonlySet<string>,
): { visible: string[]; reveal: string[]; conceal: string[] } {
  const added = chosen.filter((id) => !shown.includes(id));
  const removed = shown.filter((id) => !chosen.includes(id));
  const next = [
    ...visible.filter((id) => !removed.includes(id)),
    ...added.filter((id) => !visible.includes(id)),
  ];
  return { visible: next, reveal: added.filter((id) => squeezed.has(id)), conceal: removed };
}
