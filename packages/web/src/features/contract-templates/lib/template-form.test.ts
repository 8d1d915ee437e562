import { richDocOf, type TemplateRecord } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import {
  TemplateFormSchema,
  templateFormFieldNames,
  templateFormValues,
  toTemplateRequest,
} from "./template-form";
import type { TemplateFormValues } from "./template-form";
import { SnippetFormSchema, toSnippetRequest } from "./snippet-form";

const values: TemplateFormValues = {
  name: "  Principal session  ",
  family: "UNION",
  agreement: "PRINCIPAL COMMERCIAL",
  description: "",
  parts: [
    { partType: "Header", kind: "S", snippetId: 4, content: richDocOf("ignored") },
    { partType: "Body", kind: "F", snippetId: 9, content: richDocOf("Fee: {{sessionFee}}") },
  ],
};

describe("template form → request", () => {
  it("sends a snippet part's snippet and a form part's text, nothing else", () => {
    expect(toTemplateRequest(values)).toEqual({
      name: "  Principal session  ",
      family: "UNION",
      agreement: "PRINCIPAL COMMERCIAL",
      description: undefined,
      parts: [
        { partType: "Header", kind: "S", snippetId: 4 },
        { partType: "Body", kind: "F", content: richDocOf("Fee: {{sessionFee}}") },
      ],
    });
  });

  it("leaves out an agreement not chosen", () => {
    expect(toTemplateRequest({ ...values, agreement: "" }).agreement).toBeUndefined();
  });

  it("checks with the domain's rules, each message on the part's own field", () => {
    const checked = TemplateFormSchema.safeParse({
      ...values,
      family: "",
      parts: [
        { partType: "Header", kind: "S", snippetId: null, content: undefined },
        { partType: "", kind: "F", snippetId: null, content: richDocOf("") },
      ],
    });
    expect(checked.success).toBe(false);
    const issues = Object.fromEntries(
      (checked.error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
    expect(issues).toMatchObject({
      family: "Choose the contract family.",
      "parts.0.snippetId": "Choose the snippet.",
      "parts.1.partType": "Choose the part type.",
      "parts.1.content": "Enter the text.",
    });
  });

  it("refuses a template without parts", () => {
    const checked = TemplateFormSchema.safeParse({ ...values, parts: [] });
    expect(checked.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["parts", "Add at least one part."],
    ]);
  });

  it("names the parts' fields a server error may point at", () => {
    expect(templateFormFieldNames(2)).toContain("parts.1.snippetId");
    expect(templateFormFieldNames(2)).not.toContain("parts.2.snippetId");
  });
});

describe("template as loaded → form", () => {
  it("puts parts in their stored order; a snippet part keeps its snippet, not its text", () => {
    const record = {
      id: 3,
      name: "T",
      family: "MSA",
      agreement: null,
      description: null,
      contractCount: 0,
      createdAt: "2026-01-01T00:00:00Z",
      updatedAt: "2026-01-01T00:00:00Z",
      updatedBy: null,
      version: 2,
      parts: [
        {
          position: 1,
          partType: "Body",
          kind: "F",
          snippetId: null,
          snippetName: null,
          content: richDocOf("b"),
        },
        {
          position: 0,
          partType: "Header",
          kind: "S",
          snippetId: 7,
          snippetName: "H",
          content: richDocOf("h"),
        },
      ],
    } satisfies TemplateRecord;
    const form = templateFormValues(record);
    expect(form).toMatchObject({ family: "MSA", agreement: "", description: "" });
    expect(form.parts).toEqual([
      { partType: "Header", kind: "S", snippetId: 7, content: undefined },
      { partType: "Body", kind: "F", snippetId: null, content: richDocOf("b") },
    ]);
    expect(toTemplateRequest(form).parts).toEqual([
      { partType: "Header", kind: "S", snippetId: 7 },
      { partType: "Body", kind: "F", content: richDocOf("b") },
    ]);
  });
});

describe("snippet form → request", () => {
  it("trims the description away when empty and checks the text is there", () => {
    const form = { name: "Legal", partType: "Legal", description: " ", content: undefined };
    expect(toSnippetRequest(form).description).toBeUndefined();
    const checked = SnippetFormSchema.safeParse(form);
    expect(checked.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["content", "Enter the text."],
    ]);
  });
});
