import { describe, expect, it } from "vitest";
import { isOpenSearchShortcut, moveActive, typeForAltDigit, type KeyPress } from "./search-keys";
import { readLastSearchType, writeLastSearchType } from "./search-types";

const press = (overrides: Partial<KeyPress>): KeyPress => ({
  key: "",
  code: "",
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  inTextField: false,
  ...overrides,
});

describe("opening search from the keyboard", () => {
  it("opens on Ctrl+K and Cmd+K, even while typing elsewhere", () => {
    expect(isOpenSearchShortcut(press({ key: "k", ctrlKey: true }))).toBe(true);
    expect(isOpenSearchShortcut(press({ key: "K", metaKey: true, inTextField: true }))).toBe(true);
    expect(isOpenSearchShortcut(press({ key: "k", ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isOpenSearchShortcut(press({ key: "k" }))).toBe(false);
  });

  it("opens on / only when the user is not typing in a field", () => {
    expect(isOpenSearchShortcut(press({ key: "/" }))).toBe(true);
    expect(isOpenSearchShortcut(press({ key: "/", inTextField: true }))).toBe(false);
  });
});

describe("inside the search dialog", () => {
  it("picks asset, person, company, contract and completion report with Alt+1 to Alt+5, by key position", () => {
    expect(typeForAltDigit(press({ altKey: true, code: "Digit1", key: "¡" }))).toBe("asset");
    expect(typeForAltDigit(press({ altKey: true, code: "Digit2" }))).toBe("person");
    expect(typeForAltDigit(press({ altKey: true, code: "Numpad3" }))).toBe("company");
    expect(typeForAltDigit(press({ altKey: true, code: "Digit4" }))).toBe("contract");
    expect(typeForAltDigit(press({ altKey: true, code: "Digit5" }))).toBe("completion-report");
    expect(typeForAltDigit(press({ altKey: true, code: "Digit6" }))).toBeNull();
    expect(typeForAltDigit(press({ code: "Digit2" }))).toBeNull();
  });

  it("moves through the results with the arrows, starting from none", () => {
    expect(moveActive(-1, "ArrowDown", 3)).toBe(0);
    expect(moveActive(0, "ArrowDown", 3)).toBe(1);
    expect(moveActive(2, "ArrowDown", 3)).toBe(2);
    expect(moveActive(-1, "ArrowUp", 3)).toBe(2);
    expect(moveActive(1, "ArrowUp", 3)).toBe(0);
    expect(moveActive(0, "ArrowUp", 3)).toBe(0);
    expect(moveActive(-1, "ArrowDown", 0)).toBe(-1);
  });

  it("remembers the last type searched, ignoring one that cannot be searched", () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    expect(readLastSearchType(storage)).toBe("asset");
    writeLastSearchType(storage, "company");
    expect(readLastSearchType(storage)).toBe("company");
    writeLastSearchType(storage, "completion-report");
    expect(readLastSearchType(storage)).toBe("completion-report");
    stored.set("rightsdesk.search.lastType", "invoice");
    expect(readLastSearchType(storage)).toBe("asset");
  });
});
