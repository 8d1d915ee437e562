import { describe, expect, it } from "vitest";
import { NoteSchema } from "./note.js";

describe("NoteSchema", () => {
  it("defaults to a plain, shared note", () => {
    expect(NoteSchema.parse({ owner: { entityType: "asset", entityId: 2 }, text: " Call agent " })).toEqual({
      owner: { entityType: "asset", entityId: 2 },
      noteType: "Notes",
      text: "Call agent",
      isInternal: false,
    });
  });

  it("needs the note text", () => {
    const result = NoteSchema.safeParse({
      owner: { entityType: "asset", entityId: 2 },
      text: "",
      noteType: "Special Provisions",
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(["Enter the note text."]);
  });
});
