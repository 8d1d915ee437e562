import { describe, expect, it } from "vitest";
import { applyColumnChoice, squeezedColumnIds } from "./column-priority";

const columns = [{ id: "title" }, { id: "payee", priority: "low" as const }, { id: "status" }];

describe("column priority", () => {
  it("leaves low-priority columns out only when the window is narrow and the user has not asked for them", () => {
    expect([...squeezedColumnIds(columns, false, new Set())]).toEqual(["payee"]);
    expect([...squeezedColumnIds(columns, true, new Set())]).toEqual([]);
    expect([...squeezedColumnIds(columns, false, new Set(["payee"]))]).toEqual([]);
  });

  it("reveals a squeezed column ticked in the Columns control, and hides one unticked", () => {
    const squeezed = new Set(["payee"]);
    expect(
      applyColumnChoice(
        ["title", "status", "payee"],
        ["title", "status"],
        ["title", "payee", "status"],
        squeezed,
      ),
    ).toEqual({ visible: ["title", "payee", "status"], reveal: ["payee"], conceal: [] });
    expect(applyColumnChoice(["title"], ["title", "status"], ["title", "payee", "status"], squeezed)).toEqual(
      {
        visible: ["title", "payee"],
        reveal: [],
        conceal: ["status"],
      },
    );
  });
});
