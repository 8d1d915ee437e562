import type { SearchType } from "@rightsdesk/domain";
import { searchableTypes } from "./search-types";

/** The parts of a key press the shortcuts look at. */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** Whether focus is in a place that takes typing (a text box, a text area, an editor). */
  inTextField: boolean;
}

/** Ctrl+K or Cmd+K anywhere; "/" when the user is not typing somewhere. */
export function isOpenSearchShortcut(press: KeyPress): boolean {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && !press.shiftKey && press.key.toLowerCase() === "k")
    return true;
  return press.key === "/" && !press.ctrlKey && !press.metaKey && !press.altKey && !press.inTextField;
}

/** Alt+1… picks the type in that place; read from the key's position, as Alt changes the character on a Mac. */
export function typeForAltDigit(press: KeyPress): SearchType | null {
  if (!press.altKey || press.ctrlKey || press.metaKey) return null;
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(press.code);
  if (!match) return null;
  return searchableTypes[Number(match[1]) - 1]?.type ?? null;
}

/** The option made active by an arrow key: none active yet means the first (down) or last (up). */
export function moveActive(current: number, key: "ArrowDown" | "ArrowUp", count: number): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current < 0 ? 0 : Math.min(count - 1, current + 1);
  return current < 0 ? count - 1 : Math.max(0, current - 1);
}

/** Whether an element takes typed text, so "/" belongs to it rather than to search. */
export function isTextField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) {
    return !["checkbox", "radio", "button", "submit", "reset", "file", "range", "color"].includes(
      element.type,
    );
  }
  return false;
}
