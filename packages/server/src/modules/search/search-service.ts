import { sql, type SQL } from "drizzle-orm";
import {
  AppError,
  canAccessModule,
  searchTypeDefinitions,
  type SearchHit,
  type SearchRequestSchema,
  type SearchResult,
  type SearchType,
  type UserPermission,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";

type SearchRequest = z.output<typeof SearchRequestSchema>;

/** How one type is searched: its table, the name columns matched, the label and the second line. */
interface SearchSource {
  readonly from: string;
  /** Columns with a pg_trgm GIN index: `ilike '%text%'` is answered from them. */
  readonly fields: readonly string[];
  readonly label: string;
  readonly detail: string;
  readonly archived: string;
}

const sources: Record<Exclude<SearchType, "completion-report">, SearchSource> = {
  asset: {
    from: "assets",
    fields: ["title", "ad_id"],
    label: "title",
    detail: "ad_id",
    archived: "archived_at is not null",
  },
  person: {
    from: "people",
    fields: ["full_name"],
    label: "full_name",
    detail: "employment_type",
    archived: "archived_at is not null",
  },
  company: {
    from: "companies",
    fields: ["legal_name", "business_name", "dba_name"],
    label: "legal_name",
    detail: "main_type || coalesce(' · ' || sub_type, '')",
    archived: "archived_at is not null",
  },
  contract: {
    from: "contracts",
    fields: ["title", "contract_number"],
    label: "title",
    detail: "contract_number || ' · ' || family",
    archived: "false",
  },
};

/** `%`, `_` and the escape character itself match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Global search: "contains" on the type's name columns, case-insensitive, best first — an exact
 * name, then a name starting with the text, then any other, each by label; archived records
 * after the others, flagged. Asks for one row more than the limit to tell whether there are more.
 */
export class SearchService {
  constructor(private readonly db: Db) {}

  async search(request: SearchRequest, permission: UserPermission): Promise<SearchResult> {
    const definition = searchTypeDefinitions.find((candidate) => candidate.type === request.type);
    if (!definition || request.type === "completion-report" || !definition.available) {
      const message = "Completion reports cannot be searched yet.";
      throw AppError.invalidData(message, [{ field: "type", message }]);
    }
    if (!canAccessModule(permission, definition.module, "read")) {
      throw AppError.unauthorized(
        `You need read access to the ${definition.module} module to search ${definition.name.toLowerCase()} records.`,
      );
    }
    const source = sources[request.type];
    const text = request.text;
    const contains = `%${escapeLike(text)}%`;
    const prefix = `${escapeLike(text.toLowerCase())}%`;
    const matches = sql.join(
      source.fields.map((field) => sql`${sql.raw(field)} ilike ${contains}`),
      sql` or `,
    );
    const rankOf = (field: string): SQL =>
      sql`case when lower(${sql.raw(field)}) = lower(${text}) then 0 when lower(${sql.raw(field)}) like ${prefix} then 1 when ${sql.raw(field)} ilike ${contains} then 2 else 3 end`;
    const rank =
      source.fields.length === 1
        ? rankOf(source.fields[0] as string)
        : sql`least(${sql.join(source.fields.map(rankOf), sql`, `)})`;
    // Contracts are never archived: a constant would not be allowed in ORDER BY.
    const archivedFirst = source.archived === "false" ? sql`` : sql`(${sql.raw(source.archived)}), `;
    const result = (await this.db.execute(
      sql`select id, ${sql.raw(source.label)} as label, ${sql.raw(source.detail)} as detail,
          (${sql.raw(source.archived)}) as archived
        from ${sql.raw(source.from)}
        where ${matches}
        order by ${archivedFirst}${rank}, lower(${sql.raw(source.label)}) collate "C", id
        limit ${request.limit + 1}`,
    )) as unknown as { rows: { id: number; label: string; detail: string | null; archived: boolean }[] };
    const hits: SearchHit[] = result.rows.slice(0, request.limit).map((row) => ({
      type: request.type,
      id: Number(row.id),
      label: row.label,
      detail: row.detail,
      archived: Boolean(row.archived),
    }));
    return { type: request.type, text, hits, more: result.rows.length > request.limit };
  }
}
