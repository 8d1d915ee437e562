import type { AccessFlags } from "@rightsdesk/domain";
import { Fragment, useId, useState } from "react";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { AlertCircleIcon, ChevronDownIcon, PlusIcon, TrashIcon } from "../../../ui/icons";
import {
  accessRightKeys,
  addItemAccess,
  checkItemName,
  setAccessRight,
  updateModule,
  type AccessRightKey,
  type ModuleAccessDraft,
} from "../lib/access-matrix";

const rightLabels: Record<AccessRightKey, string> = {
  canRead: "Read",
  canWrite: "Write",
  canDelete: "Delete",
};

function RightBoxes({
  flags,
  subject,
  disabled,
  onChange,
}: {
  flags: AccessFlags;
  /** "Company" or "Company item Banks", for each box's accessible name. */
  subject: string;
  disabled: boolean;
  onChange: (flags: AccessFlags) => void;
}) {
  return accessRightKeys.map((right) => (
    <td key={right} className="w-20 px-2 py-2 text-center">
      <input
        type="checkbox"
        checked={flags[right]}
        disabled={disabled}
        aria-label={`${subject}: ${rightLabels[right].toLowerCase()}`}
        onChange={(event) => onChange(setAccessRight(flags, right, event.target.checked))}
        className="size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed"
      />
    </td>
  ));
}

function AddItem({ row, onAdd }: { row: ModuleAccessDraft; onAdd: (name: string) => void }) {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const problem = checkItemName(row, name);
    setError(problem);
    if (problem) return;
    onAdd(name);
    setName("");
  };
  return (
    <div className="flex flex-wrap items-start gap-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="sr-only">
          New item in {row.name}
        </label>
        <input
          id={id}
          value={name}
          placeholder={`Item in ${row.name}, e.g. Banks`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
          className={cx(
            "block w-full rounded-md border bg-white px-3 py-1.5 text-sm shadow-xs placeholder:text-slate-400 focus:outline-2 focus:-outline-offset-1",
            error ? "border-red-400 focus:outline-red-600" : "border-slate-300 focus:outline-indigo-600",
          )}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 flex items-start gap-1.5 text-sm text-red-700">
            <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        )}
      </div>
      <Button variant="secondary" className="py-1.5" onClick={add}>
        <PlusIcon className="size-4" />
        Add item
      </Button>
    </div>
  );
}

/**
 * The role's rights: the eleven modules by read, write and delete, each with the items inside it
 * (their own read, write, delete). Ticking write or delete ticks read; clearing read clears both.
 */
export function AccessMatrix({
  value,
  onChange,
  disabled,
}: {
  value: ModuleAccessDraft[];
  onChange: (matrix: ModuleAccessDraft[]) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const change = (name: ModuleAccessDraft["name"], update: (row: ModuleAccessDraft) => ModuleAccessDraft) =>
    onChange(updateModule(value, name, update));

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">What the role may read, write and delete in each module</caption>
        <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              Module
            </th>
            {accessRightKeys.map((right) => (
              <th key={right} scope="col" className="w-20 px-2 py-2.5 text-center">
                {rightLabels[right]}
              </th>
            ))}
            <th scope="col" className="w-32 px-4 py-2.5 text-right">
              Items
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {value.map((row) => {
            const expanded = open === row.name;
            const panelId = `items-${row.name.replace(/\W+/g, "-")}`;
            return (
              <Fragment key={row.name}>
                <tr className={cx(expanded && "bg-slate-50/70")}>
                  <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                    {row.name}
                  </th>
                  <RightBoxes
                    flags={row.accessPermission}
                    subject={row.name}
                    disabled={disabled}
                    onChange={(accessPermission) =>
                      change(row.name, (current) => ({ ...current, accessPermission }))
                    }
                  />
                  <td className="px-4 py-1.5 text-right">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpen(expanded ? null : row.name)}
                      className={cx(
                        "inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                        focusRing,
                      )}
                    >
                      <span className="sr-only">{row.name} items:</span>
                      {row.itemAccesses.length === 0 ? "None" : row.itemAccesses.length}
                      <ChevronDownIcon
                        className={cx("size-4 transition-transform", expanded && "rotate-180")}
                      />
                    </button>
                  </td>
                </tr>
                {expanded && (
                  <tr id={panelId} className="bg-slate-50/70">
                    <td colSpan={5} className="px-4 pt-1 pb-4">
                      <div className="rounded-md border border-slate-200 bg-white">
                        {row.itemAccesses.length > 0 && (
                          <table className="w-full text-sm">
                            <caption className="sr-only">Items in {row.name}</caption>
                            <tbody className="divide-y divide-slate-100">
                              {row.itemAccesses.map((item, index) => (
                                <tr key={item.name}>
                                  <th
                                    scope="row"
                                    className="px-3 py-1.5 text-left font-normal text-slate-800"
                                  >
                                    {item.name}
                                  </th>
                                  <RightBoxes
                                    flags={item.accessPermission}
                                    subject={`${row.name} item ${item.name}`}
                                    disabled={disabled}
                                    onChange={(accessPermission) =>
                                      change(row.name, (current) => ({
                                        ...current,
                                        itemAccesses: current.itemAccesses.map((other, at) =>
                                          at === index ? { ...other, accessPermission } : other,
                                        ),
                                      }))
                                    }
                                  />
                                  <td className="w-32 px-3 py-1 text-right">
                                    {!disabled && (
                                      <Button
                                        variant="ghost"
                                        className="px-2 py-1 text-red-700"
                                        aria-label={`Remove the item ${item.name} from ${row.name}`}
                                        onClick={() =>
                                          change(row.name, (current) => ({
                                            ...current,
                                            itemAccesses: current.itemAccesses.filter(
                                              (_, at) => at !== index,
                                            ),
                                          }))
                                        }
                                      >
                                        <TrashIcon className="size-4" />
                                      </Button>
                                    )}
                                  </td>
                                </tr>
                              ))}
                            </tbody>
                          </table>
                        )}
                        <div
                          className={cx(
                            "space-y-2 p-3",
                            row.itemAccesses.length > 0 && "border-t border-slate-100",
                          )}
                        >
                          {row.itemAccesses.length === 0 && (
                            <p className="text-sm text-slate-500">
                              No items. An item grants rights on one part of {row.name} (a tab, say); it needs
                              read on {row.name} itself to take effect.
                            </p>
                          )}
                          {!disabled && (
                            <AddItem
                              row={row}
                              onAdd={(name) => change(row.name, (current) => addItemAccess(current, name))}
                            />
                          )}
                        </div>
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
