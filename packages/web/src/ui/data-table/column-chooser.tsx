import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { buttonClassName } from "../button";
import { CheckboxField } from "../checkbox-field";
import { ColumnsIcon } from "../icons";

/** "Columns": which columns the table shows. The last one shown cannot be hidden. */
export function ColumnChooser({
  columns,
  visible,
  defaults,
  note,
  onChange,
}: {
  columns: readonly { id: string; header: string }[];
  visible: readonly string[];
  defaults: readonly string[];
  /** Why some columns are hidden besides the user's choice (the window is narrow). */
  note?: string | undefined;
  onChange: (visible: readonly string[]) => void;
}) {
  const isDefault = visible.length === defaults.length && visible.every((id) => defaults.includes(id));
  const hiddenCount = columns.length - visible.length;
  return (
    <Popover>
      <PopoverButton className={buttonClassName("secondary", "data-open:bg-slate-50")}>
        <ColumnsIcon className="size-4" />
        Columns
        {hiddenCount > 0 && <span className="font-normal text-slate-500">({hiddenCount} hidden)</span>}
      </PopoverButton>
      <PopoverPanel
        focus
        anchor={{ to: "bottom end", gap: 6, padding: 8 }}
        className="z-40 w-64 rounded-lg bg-white p-4 text-sm shadow-lg ring-1 ring-slate-900/10"
      >
        <fieldset>
          <legend className="font-semibold text-slate-900">Show columns</legend>
          {note && <p className="mt-1 text-xs text-slate-500">{note}</p>}
          <div className="mt-3 max-h-80 space-y-2 overflow-y-auto pr-1">
            {columns.map((column) => {
              const shown = visible.includes(column.id);
              return (
                <CheckboxField
                  key={column.id}
                  label={column.header}
                  checked={shown}
                  disabled={shown && visible.length === 1}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...visible, column.id]
                        : visible.filter((id) => id !== column.id),
                    )
                  }
                />
              );
            })}
          </div>
        </fieldset>
        <div className="mt-3 border-t border-slate-100 pt-3">
          <button
            type="button"
            disabled={isDefault}
            onClick={() => onChange(defaults)}
            className="rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
          >
            Show the usual columns
          </button>
        </div>
      </PopoverPanel>
    </Popover>
  );
}
