import { z } from "zod";
import {
  ContractFamilySchema,
  ContractTemplateNameSchema,
  TemplatePartKindSchema,
  TemplatePartTypeSchema,
  contractFamilies,
  contractTemplateNames,
  templatePartTypes,
} from "./contract-templates.js";
import { IdSchema, optionalText, pathId, referenceId, requiredText } from "../records/field-schemas.js";
import { listResultSchema } from "../list-query/list-query.js";
import { defineListFields } from "../list-query/list-fields.js";
import { RecordVersionSchema, itemStampFields } from "../records/record-stamps.js";

export const TemplateIdParamsSchema = z.object({ id: pathId("template") });
export const SnippetIdParamsSchema = z.object({ id: pathId("snippet") });

/**
 * Rich text as the editor (TipTap / ProseMirror) keeps it: a tree of nodes. Only the nodes and
 * marks below are accepted, so what is stored can always be drawn in the PDF. Placeholders are
 * written in the text as `{{key}}` (see templatePlaceholders and contractPlaceholders).
 */
export const richNodeTypes = [
  "doc",
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "listItem",
  "text",
  "hardBreak",
  "horizontalRule",
] as const;
export const richMarkTypes = ["bold", "italic", "underline"] as const;

export interface RichNode {
  type: (typeof richNodeTypes)[number];
  attrs?: { level?: number; start?: number } | undefined;
  content?: RichNode[] | undefined;
  text?: string | undefined;
  marks?: { type: (typeof richMarkTypes)[number] }[] | undefined;
}

export const RichNodeSchema: z.ZodType<RichNode> = z.lazy(() =>
  z.object({
    type: z.enum(richNodeTypes, {
      error: "The text holds formatting a contract cannot show (tables, images...).",
    }),
    attrs: z
      .object({
        level: z.number().int().min(1).max(3).optional(),
        start: z.number().int().min(0).optional(),
      })
      .passthrough()
      .transform(({ level, start }) => ({
        ...(level !== undefined ? { level } : {}),
        ...(start !== undefined ? { start } : {}),
      }))
      .optional(),
    content: z.array(RichNodeSchema).optional(),
    text: z.string().max(20000).optional(),
    marks: z
      .array(
        z
          .object({ type: z.enum(richMarkTypes, { error: "Only bold, italic and underline are kept." }) })
          .passthrough()
          .transform(({ type }) => ({ type })),
      )
      .optional(),
  }),
);

/** A whole rich-text document: `{ type: "doc", content: [...] }`, with some text in it. */
export const RichDocSchema = RichNodeSchema.refine(
  (node) => node.type === "doc",
  "The content must be a document.",
).refine((node) => richText(node).trim().length > 0, "Enter the text.");

/** The plain text of a rich node (paragraphs on their own lines). */
export function richText(node: RichNode): string {
  if (node.type === "text") return node.text ?? "";
  if (node.type === "hardBreak") return "\n";
  const inner = (node.content ?? []).map(richText);
  const block = ["paragraph", "heading", "listItem"].includes(node.type);
  return block ? `${inner.join("")}\n` : inner.join("");
}

/** A document of plain paragraphs, for demo data, tests and the CLI. */
export function richDocOf(...paragraphs: string[]): RichNode {
  return {
    type: "doc",
    content: paragraphs.map((text) => ({ type: "paragraph", content: text ? [{ type: "text", text }] : [] })),
  };
}

// ---------------------------------------------------------------------------------------------
// Snippets

/** A reusable clause: a part type (Header, Body, Legal, Footer) and its rich text. */
export const SnippetSaveRequestSchema = z.object({
  name: requiredText("snippet name", 200),
  partType: TemplatePartTypeSchema,
  description: optionalText("description", 1000),
  content: RichDocSchema,
});
export type SnippetSaveRequest = z.input<typeof SnippetSaveRequestSchema>;
export const SnippetUpdateRequestSchema = SnippetSaveRequestSchema.extend({ version: RecordVersionSchema });
export type SnippetUpdateRequest = z.input<typeof SnippetUpdateRequestSchema>;

export const SnippetRecordSchema = z.object({
  id: IdSchema,
  name: z.string(),
  partType: z.enum(templatePartTypes),
  description: z.string().nullable(),
  content: RichNodeSchema,
  /** The templates that use it: a snippet in use cannot be deleted. */
  usedBy: z.array(z.object({ id: IdSchema, name: z.string() })),
  ...itemStampFields,
});
export type SnippetRecord = z.infer<typeof SnippetRecordSchema>;
export const SnippetSummarySchema = SnippetRecordSchema.omit({ content: true, usedBy: true }).extend({
  usedByCount: z.number().int().nonnegative(),
});
export type SnippetSummary = z.infer<typeof SnippetSummarySchema>;
export const SnippetListResultSchema = listResultSchema(SnippetSummarySchema);
export const snippetListFields = defineListFields({
  id: "number",
  name: "text",
  partType: { kind: "enum", values: templatePartTypes },
  description: "text",
  usedByCount: "number",
  updatedAt: "date",
});

// ---------------------------------------------------------------------------------------------
// Templates

/**
 * One part of a template, in order: a snippet (kind S, by id, its text follows the snippet) or a
 * form part written in the template itself (kind F).
 */
export const TemplatePartInputSchema = z
  .object({
    partType: TemplatePartTypeSchema,
    kind: TemplatePartKindSchema,
    snippetId: referenceId("snippet").optional(),
    content: RichDocSchema.optional(),
  })
  .superRefine((part, ctx) => {
    if (part.kind === "S" && part.snippetId === undefined) {
      ctx.addIssue({ code: "custom", message: "Choose the snippet.", path: ["snippetId"] });
    }
    if (part.kind === "F" && part.content === undefined) {
      ctx.addIssue({ code: "custom", message: "Enter the form part's text.", path: ["content"] });
    }
  });
export type TemplatePartInput = z.input<typeof TemplatePartInputSchema>;

export const TemplateSaveRequestSchema = z.object({
  name: requiredText("template name", 200),
  family: ContractFamilySchema,
  agreement: ContractTemplateNameSchema.optional(),
  description: optionalText("description", 1000),
  parts: z
    .array(TemplatePartInputSchema)
    .min(1, "Add at least one part.")
    .max(100, "A template takes at most 100 parts."),
});
export type TemplateSaveRequest = z.input<typeof TemplateSaveRequestSchema>;
export const TemplateUpdateRequestSchema = TemplateSaveRequestSchema.extend({ version: RecordVersionSchema });
export type TemplateUpdateRequest = z.input<typeof TemplateUpdateRequestSchema>;

export const TemplatePartRecordSchema = z.object({
  position: z.number().int().nonnegative(),
  partType: z.enum(templatePartTypes),
  kind: TemplatePartKindSchema,
  snippetId: IdSchema.nullable(),
  snippetName: z.string().nullable(),
  /** A form part's own text, or the snippet's current text. */
  content: RichNodeSchema,
});
export const TemplateRecordSchema = z.object({
  id: IdSchema,
  name: z.string(),
  family: z.enum(contractFamilies),
  agreement: z.enum(contractTemplateNames).nullable(),
  description: z.string().nullable(),
  parts: z.array(TemplatePartRecordSchema),
  /** Contracts drawn from it: a template in use cannot be deleted. */
  contractCount: z.number().int().nonnegative(),
  ...itemStampFields,
});
export type TemplateRecord = z.infer<typeof TemplateRecordSchema>;
export const TemplateSummarySchema = TemplateRecordSchema.omit({ parts: true }).extend({
  partCount: z.number().int().nonnegative(),
});
export type TemplateSummary = z.infer<typeof TemplateSummarySchema>;
export const TemplateListResultSchema = listResultSchema(TemplateSummarySchema);
export const templateListFields = defineListFields({
  id: "number",
  name: "text",
  family: { kind: "enum", values: contractFamilies },
  agreement: { kind: "enum", values: contractTemplateNames },
  description: "text",
  partCount: "number",
  contractCount: "number",
  updatedAt: "date",
});

/** POST /ContractTemplate/Preview/{id}: the template drawn for a contract, or with its placeholders shown. */
export const TemplatePreviewRequestSchema = z
  .object({ contractId: referenceId("contract").optional() })
  .optional();
