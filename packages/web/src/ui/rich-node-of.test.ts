import { RichDocSchema } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { richNodeOf } from "./rich-node-of";

describe("richNodeOf", () => {
  it("keeps what a contract can draw: headings' levels, lists' start, bold/italic/underline", () => {
    const node = richNodeOf({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2, textAlign: null }, content: [{ type: "text", text: "Fees" }] },
        {
          type: "orderedList",
          attrs: { start: 3, type: null },
          content: [
            {
              type: "listItem",
              content: [
                {
                  type: "paragraph",
                  content: [{ type: "text", text: "Net", marks: [{ type: "bold" }, { type: "underline" }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(node).toEqual({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Fees" }] },
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [
            {
              type: "listItem",
              content: [
                {
                  type: "paragraph",
                  content: [{ type: "text", text: "Net", marks: [{ type: "bold" }, { type: "underline" }] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(RichDocSchema.safeParse(node).success).toBe(true);
  });

  it("drops nodes and marks the domain does not accept (a quote, a link, strike-through)", () => {
    const node = richNodeOf({
      type: "doc",
      content: [
        { type: "blockquote", content: [{ type: "paragraph" }] },
        {
          type: "paragraph",
          content: [{ type: "text", text: "x", marks: [{ type: "strike" }, { type: "link" }] }],
        },
      ],
    });
    expect(node).toEqual({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "x" }] }],
    });
  });
});
