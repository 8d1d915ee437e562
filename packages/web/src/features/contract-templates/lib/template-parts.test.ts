import { describe, expect, it } from "vitest";
import { describeTemplatePart, moveTarget, moveTemplatePart, newTemplatePart } from "./template-parts";

describe("moving template parts", () => {
  const parts = ["Header", "Body", "Legal", "Footer"];

  it("moves a part one place up or down, the others keeping their order", () => {
    expect(moveTemplatePart(parts, 2, "up")).toEqual(["Header", "Legal", "Body", "Footer"]);
    expect(moveTemplatePart(parts, 0, "down")).toEqual(["Body", "Header", "Legal", "Footer"]);
  });

  it("leaves the list as it is at either end, where the buttons are disabled", () => {
    expect(moveTarget(0, "up", 4)).toBeNull();
    expect(moveTarget(3, "down", 4)).toBeNull();
    expect(moveTemplatePart(parts, 0, "up")).toEqual(parts);
    expect(moveTemplatePart(parts, 3, "down")).toEqual(parts);
  });

  it("moving down then up puts every part back", () => {
    for (let index = 0; index < parts.length - 1; index += 1) {
      expect(moveTemplatePart(moveTemplatePart(parts, index, "down"), index + 1, "up")).toEqual(parts);
    }
  });
});

describe("a new part", () => {
  it("is a snippet of the last part's type, or Body in an empty template", () => {
    expect(newTemplatePart(undefined)).toEqual({
      partType: "Body",
      kind: "S",
      snippetId: null,
      content: undefined,
    });
    expect(
      newTemplatePart({ partType: "Legal", kind: "F", snippetId: null, content: undefined }).partType,
    ).toBe("Legal");
  });

  it("is named by its place, type and kind", () => {
    expect(describeTemplatePart(1, { partType: "Body", kind: "F" })).toBe("Part 2: Body form part");
    expect(describeTemplatePart(0, { partType: "", kind: "S" })).toBe("Part 1");
  });
});
