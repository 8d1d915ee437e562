import { count } from "drizzle-orm";
import {
  SnippetSaveRequestSchema,
  TemplateSaveRequestSchema,
  type RichNode,
  type SnippetSaveRequest,
  type TemplateSaveRequest,
} from "@rightsdesk/domain";
import { writeAudit } from "../audit/audit-log.js";
import type { Db } from "../db/database.js";
import { contractSnippets, contractTemplates } from "../db/schema.js";
import { SnippetService } from "../modules/contract-template/contract-snippet-service.js";
import { TemplateService } from "../modules/contract-template/contract-template-service.js";
import type { RecordContext } from "../records/record-context.js";
import { hasSeedEntry } from "./seed-entries.js";

/** The audit entry that records this seed; once it exists the demo templates are never added again. */
const DEMO_TEMPLATES_SEED_ACTION = "demo.seed.contractTemplates";

const text = (value: string, bold = false): RichNode => ({
  type: "text",
  text: value,
  ...(bold ? { marks: [{ type: "bold" as const }] } : {}),
});
const paragraph = (...content: RichNode[]): RichNode => ({ type: "paragraph", content });
const heading = (level: number, value: string): RichNode => ({
  type: "heading",
  attrs: { level },
  content: [text(value)],
});
const list = (ordered: boolean, ...items: string[]): RichNode => ({
  type: ordered ? "orderedList" : "bulletList",
  ...(ordered ? { attrs: { start: 1 } } : {}),
  content: items.map((item) => ({ type: "listItem", content: [paragraph(text(item))] })),
});
const doc = (...content: RichNode[]): RichNode => ({ type: "doc", content });

/** Demo snippets, by the key the templates use. */
const demoSnippets: Record<string, SnippetSaveRequest> = {
  header: {
    name: "Standard header",
    partType: "Header",
    description: "Names the agreement and the parties; used by every demo template.",
    content: doc(
      heading(1, "{{contractTitle}}"),
      paragraph(text("Contract no. "), text("{{contractNumber}}", true), text(", dated {{contractDate}}")),
      paragraph(
        text("This agreement is made between the Producer and "),
        text("{{talentName}}", true),
        text(' ("Talent"), payable to {{payeeName}}, for the role of {{role}}.'),
      ),
      { type: "horizontalRule" },
    ),
  },
  payment: {
    name: "Payment terms",
    partType: "Body",
    description: "When and how fees are paid.",
    content: doc(
      heading(2, "Payment"),
      list(
        false,
        "The session fee of {{sessionFee}} is paid within 30 days of the session.",
        "Holding fees of {{holdingFee}} per cycle are paid on or before the start of each cycle.",
        "Fees are paid to {{payeeName}}; the agent's commission of {{agentFee}}, where it applies, is added on top.",
      ),
    ),
  },
  workForHire: {
    name: "Work for hire",
    partType: "Legal",
    description: "Ownership of the results and proceeds of the services.",
    content: doc(
      heading(2, "Ownership"),
      paragraph(
        text(
          "All results and proceeds of Talent's services are a work made for hire for the Producer, who owns them throughout the world. Talent grants the Producer the right to use Talent's name, likeness and voice in the commercials listed below, only as this agreement allows: {{useRights}}.",
        ),
      ),
      paragraph(
        text(
          "Any use beyond the rights acquired needs Talent's written consent and a further payment agreed in good faith.",
        ),
      ),
    ),
  },
  signature: {
    name: "Signature block",
    partType: "Footer",
    description: "Signature lines for both parties.",
    content: doc(
      heading(3, "Agreed and accepted"),
      paragraph(text("Producer: ______________________________   Date: ____________")),
      paragraph(
        text("Talent: {{talentName}}"),
        { type: "hardBreak" },
        text("Signature: ______________________________   Date: ____________"),
      ),
    ),
  },
};

/** The form part of each template: the engagement terms with the spec's placeholders. */
const engagement = (intro: string): RichNode =>
  doc(
    heading(2, "Engagement"),
    paragraph(text(intro)),
    list(
      true,
      "Campaign: {{contractTitle}} - {{contractSubtitle}}.",
      "Category: {{category}}; performing {{performanceType}} under {{union}}.",
      "Term: {{term}}, starting {{startDate}} and ending {{expirationDate}}.",
      "First work day: call {{timeIn}}, lunch {{lunchOut}} to {{lunchIn}}, wrap {{timeOut}}.",
      "Fitting fee: {{fittingFee}}. Agent fee: {{agentFee}}.",
      "Commercials: {{linkedAssets}}.",
    ),
  );

type DemoTemplatePart =
  | { partType: "Header" | "Body" | "Legal" | "Footer"; snippet: string }
  | { partType: "Body"; form: RichNode };

/** Every demo template: the standard header, payment, work-for-hire and signature around its engagement. */
const standardParts = (engagementIntro: string): DemoTemplatePart[] => [
  { partType: "Header", snippet: "header" },
  { partType: "Body", form: engagement(engagementIntro) },
  { partType: "Body", snippet: "payment" },
  { partType: "Legal", snippet: "workForHire" },
  { partType: "Footer", snippet: "signature" },
];

const demoTemplates: (Omit<TemplateSaveRequest, "parts"> & { parts: DemoTemplatePart[] })[] = [
  {
    name: "Principal commercial (standard)",
    family: "UNION",
    agreement: "PRINCIPAL COMMERCIAL",
    description: "Union principal performer in a commercial, paid at scale or above.",
    parts: standardParts(
      "Talent is engaged as a principal performer under the union commercials contract in force on the contract date.",
    ),
  },
  {
    name: "Influencer agreement",
    family: "NON UNION",
    agreement: "INFLUENCER",
    description: "Non-union creator posting sponsored content on their own channels.",
    parts: standardParts(
      "Talent will create and post the agreed content on Talent's own channels, marked as a paid partnership, and keep it up for the term.",
    ),
  },
];

/**
 * Adds the demo snippets and the two demo templates built from them, through the template
 * services (validated and audited as the root user), once, into a demo database that has none.
 * Contracts refer to templates, so this runs before the demo contracts. Answers how many
 * templates were added.
 */
export async function seedDemoContractTemplates(tx: Db, context: RecordContext): Promise<number> {
  if (await hasSeedEntry(tx, DEMO_TEMPLATES_SEED_ACTION)) return 0;
  const [snippetCount] = await tx.select({ count: count() }).from(contractSnippets);
  const [templateCount] = await tx.select({ count: count() }).from(contractTemplates);
  if (Number(snippetCount?.count ?? 0) > 0 || Number(templateCount?.count ?? 0) > 0) return 0;

  const snippets = new SnippetService(tx);
  const ids = new Map<string, number>();
  for (const [key, snippet] of Object.entries(demoSnippets)) {
    ids.set(key, (await snippets.create(SnippetSaveRequestSchema.parse(snippet), context)).id);
  }
  const templates = new TemplateService(tx);
  for (const { parts, ...template } of demoTemplates) {
    const request = TemplateSaveRequestSchema.parse({
      ...template,
      parts: parts.map((part) =>
        "form" in part
          ? { partType: part.partType, kind: "F", content: part.form }
          : { partType: part.partType, kind: "S", snippetId: ids.get(part.snippet) },
      ),
    });
    await templates.create(request, context);
  }
  await writeAudit(tx, {
    at: context.now,
    actor: { userId: context.caller.userId, userName: context.caller.userName },
    action: DEMO_TEMPLATES_SEED_ACTION,
    entityType: "contractTemplate",
    changes: [{ field: "templates", from: 0, to: demoTemplates.length }],
    request: context.request,
  });
  return demoTemplates.length;
}
