import { and, asc, eq, ne, sql } from "drizzle-orm";
import { templateListFields, type ListPage, type RichNode } from "@rightsdesk/domain";
import {
  contractSnippets,
  contractTemplateParts,
  contractTemplates,
  contracts,
  users,
} from "../../db/schema.js";
import { defineListColumns } from "../../lists/index.js";
import { TrackedTableRepository } from "../../records/record-table.js";
import { sameName } from "./contract-snippet-repository.js";

const partCount = sql<number>`(select count(*) from ${contractTemplateParts} where ${contractTemplateParts.templateId} = ${contractTemplates.id})::int`;
const contractCount = sql<number>`(select count(*) from ${contracts} where ${contracts.templateId} = ${contractTemplates.id})::int`;

/** The template list's fields bound to SQL (the whitelist is the contract's `templateListFields`). */
export const templateListColumns = defineListColumns(templateListFields, {
  id: contractTemplates.id,
  name: contractTemplates.name,
  family: contractTemplates.family,
  agreement: contractTemplates.agreement,
  description: contractTemplates.description,
  partCount,
  contractCount,
  updatedAt: contractTemplates.updatedAt,
});

const summaryColumns = {
  id: contractTemplates.id,
  name: contractTemplates.name,
  family: contractTemplates.family,
  agreement: contractTemplates.agreement,
  description: contractTemplates.description,
  partCount,
  contractCount,
  createdAt: contractTemplates.createdAt,
  updatedAt: contractTemplates.updatedAt,
  updatedBy: users.userName,
  version: contractTemplates.version,
};
export type TemplateSummaryRow = Awaited<ReturnType<TemplateRepository["list"]>>["records"][number];
export type TemplateRow = NonNullable<Awaited<ReturnType<TemplateRepository["find"]>>>;

/** The template's own columns a create or update writes. */
export interface TemplateValues {
  name: string;
  family: string;
  agreement: string | null;
  description: string | null;
}

/** One part as stored: a snippet by id (kind S) or its own text (kind F). */
export interface TemplatePartValues {
  partType: string;
  kind: "S" | "F";
  snippetId: number | null;
  content: RichNode | null;
}

/** A part as templates answer it: a snippet part carries the snippet's current name and text. */
export interface TemplatePartRow {
  position: number;
  partType: string;
  kind: string;
  snippetId: number | null;
  snippetName: string | null;
  content: RichNode | null;
}

/** Contract templates and their parts as stored; every query of them lives here. */
export class TemplateRepository extends TrackedTableRepository<typeof contractTemplates, TemplateValues> {
  protected readonly table = contractTemplates;
  readonly noun = "template";

  list(query: unknown) {
    const rows = () =>
      this.db
        .select(summaryColumns)
        .from(contractTemplates)
        .leftJoin(users, eq(users.id, contractTemplates.updatedBy))
        .$dynamic();
    return this.fetchList(templateListColumns, query, undefined, rows) satisfies Promise<ListPage<unknown>>;
  }

  /** One template without its parts; `forUpdate` locks its row until the transaction ends. */
  find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(summaryColumns)
      .from(contractTemplates)
      .leftJoin(users, eq(users.id, contractTemplates.updatedBy));
    return this.findOne(select.$dynamic(), id, options);
  }

  /** The parts in order, a snippet part with the snippet's text as it is now. */
  async parts(templateId: number): Promise<TemplatePartRow[]> {
    const rows = await this.db
      .select({
        position: contractTemplateParts.position,
        partType: contractTemplateParts.partType,
        kind: contractTemplateParts.kind,
        snippetId: contractTemplateParts.snippetId,
        snippetName: contractSnippets.name,
        ownContent: contractTemplateParts.content,
        snippetContent: contractSnippets.content,
      })
      .from(contractTemplateParts)
      .leftJoin(contractSnippets, eq(contractSnippets.id, contractTemplateParts.snippetId))
      .where(eq(contractTemplateParts.templateId, templateId))
      .orderBy(asc(contractTemplateParts.position));
    return rows.map(({ ownContent, snippetContent, ...row }) => ({
      ...row,
      content: (row.kind === "S" ? snippetContent : ownContent) as RichNode | null,
    }));
  }

  /** Another template already holding this name, if any. */
  async findByName(name: string, except?: number): Promise<{ id: number; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: contractTemplates.id, name: contractTemplates.name })
      .from(contractTemplates)
      .where(
        and(sameName(contractTemplates.name, name), except ? ne(contractTemplates.id, except) : undefined),
      );
    return row;
  }

  /** Replaces the parts with these, numbered from 0 in the order given. */
  async replaceParts(templateId: number, parts: readonly TemplatePartValues[]): Promise<void> {
    await this.db.delete(contractTemplateParts).where(eq(contractTemplateParts.templateId, templateId));
    if (parts.length === 0) return;
    await this.db
      .insert(contractTemplateParts)
      .values(parts.map((part, position) => ({ ...part, templateId, position })));
  }

  /** Deletes the template; its parts go with it (cascade). */
  async delete(id: number): Promise<void> {
    await this.db.delete(contractTemplates).where(eq(contractTemplates.id, id));
  }
}
