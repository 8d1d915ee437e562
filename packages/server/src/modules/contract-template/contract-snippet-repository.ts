import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { snippetListFields, type ListPage, type RichNode } from "@rightsdesk/domain";
import { contractSnippets, contractTemplateParts, contractTemplates, users } from "../../db/schema.js";
import { defineListColumns } from "../../lists/index.js";
import { TrackedTableRepository } from "../../records/record-table.js";

const usedByCount = sql<number>`(select count(distinct ${contractTemplateParts.templateId}) from ${contractTemplateParts} where ${contractTemplateParts.snippetId} = ${contractSnippets.id})::int`;

/** The snippet list's fields bound to SQL (the whitelist is the contract's `snippetListFields`). */
export const snippetListColumns = defineListColumns(snippetListFields, {
  id: contractSnippets.id,
  name: contractSnippets.name,
  partType: contractSnippets.partType,
  description: contractSnippets.description,
  usedByCount,
  updatedAt: contractSnippets.updatedAt,
});

const summaryColumns = {
  id: contractSnippets.id,
  name: contractSnippets.name,
  partType: contractSnippets.partType,
  description: contractSnippets.description,
  usedByCount,
  createdAt: contractSnippets.createdAt,
  updatedAt: contractSnippets.updatedAt,
  updatedBy: users.userName,
  version: contractSnippets.version,
};
export type SnippetSummaryRow = Awaited<ReturnType<SnippetRepository["list"]>>["records"][number];

const recordColumns = {
  ...summaryColumns,
  content: sql<RichNode>`${contractSnippets.content}`,
};
export type SnippetRow = NonNullable<Awaited<ReturnType<SnippetRepository["find"]>>>;

/** The columns a create or update writes. */
export interface SnippetValues {
  name: string;
  partType: string;
  description: string | null;
  content: RichNode;
}

/** Names compare without case: "Work for hire" and "WORK FOR HIRE" are one snippet. */
export function sameName(
  column: typeof contractSnippets.name | typeof contractTemplates.name,
  name: string,
): SQL {
  return sql`lower(${column}) = lower(${name})`;
}

/** Contract snippets as stored; every query of them lives here. */
export class SnippetRepository extends TrackedTableRepository<typeof contractSnippets, SnippetValues> {
  protected readonly table = contractSnippets;
  readonly noun = "snippet";

  list(query: unknown) {
    const rows = () =>
      this.db
        .select(summaryColumns)
        .from(contractSnippets)
        .leftJoin(users, eq(users.id, contractSnippets.updatedBy))
        .$dynamic();
    return this.fetchList(snippetListColumns, query, undefined, rows) satisfies Promise<ListPage<unknown>>;
  }

  /** One snippet; `forUpdate` locks its row until the transaction ends. */
  find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(recordColumns)
      .from(contractSnippets)
      .leftJoin(users, eq(users.id, contractSnippets.updatedBy));
    return this.findOne(select.$dynamic(), id, options);
  }

  /**
   * Snippets by id with their part type, for checking a template's parts. The rows stay locked
   * (shared) until the transaction ends, so a snippet cannot be deleted or change part type
   * between the check and the template's save.
   */
  async partTypes(ids: readonly number[]): Promise<Map<number, { name: string; partType: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: contractSnippets.id, name: contractSnippets.name, partType: contractSnippets.partType })
      .from(contractSnippets)
      .where(inArray(contractSnippets.id, [...new Set(ids)]))
      .for("share");
    return new Map(rows.map((row) => [row.id, { name: row.name, partType: row.partType }]));
  }

  /** Another snippet already holding this name, if any. */
  async findByName(name: string, except?: number): Promise<{ id: number; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: contractSnippets.id, name: contractSnippets.name })
      .from(contractSnippets)
      .where(
        and(sameName(contractSnippets.name, name), except ? ne(contractSnippets.id, except) : undefined),
      );
    return row;
  }

  /** The templates using a snippet, by name, with the part types they use it as. */
  async usedBy(snippetId: number): Promise<{ id: number; name: string; partType: string }[]> {
    return this.db
      .selectDistinct({
        id: contractTemplates.id,
        name: contractTemplates.name,
        partType: contractTemplateParts.partType,
      })
      .from(contractTemplateParts)
      .innerJoin(contractTemplates, eq(contractTemplates.id, contractTemplateParts.templateId))
      .where(eq(contractTemplateParts.snippetId, snippetId))
      .orderBy(asc(contractTemplates.name), asc(contractTemplates.id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(contractSnippets).where(eq(contractSnippets.id, id));
  }
}
