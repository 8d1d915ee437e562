import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from "@headlessui/react";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { arrangeMoves, type ArrangeMove } from "../lib/arrange-layout";
import { ArrangeIcon } from "./dashboard-icons";

/**
 * "Arrange <title>": the keyboard's way to move and resize a widget, the same moves a drag by the
 * header or a pull on the corner make. Moves that cannot be made are disabled.
 */
export function ArrangeMenu({
  title,
  canMove,
  onMove,
}: {
  title: string;
  canMove: (move: ArrangeMove) => boolean;
  onMove: (move: ArrangeMove) => void;
}) {
  return (
    <Menu>
      <MenuButton
        aria-label={`Arrange ${title}`}
        title="Arrange"
        className={cx(
          "rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 data-open:bg-slate-100",
          focusRing,
        )}
      >
        <ArrangeIcon className="size-4" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-44 rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
      >
        {arrangeMoves.map((entry, index) => (
          <div key={entry.move}>
            {index === 4 && <MenuSeparator className="my-1 h-px bg-slate-100" />}
            <MenuItem disabled={!canMove(entry.move)}>
              <button
                type="button"
                onClick={() => onMove(entry.move)}
                className="block w-full px-3 py-1.5 text-left text-slate-800 data-disabled:text-slate-400 data-focus:bg-indigo-50 data-focus:text-indigo-900"
              >
                {entry.label}
              </button>
            </MenuItem>
          </div>
        ))}
      </MenuItems>
    </Menu>
  );
}
