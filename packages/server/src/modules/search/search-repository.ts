import { sql, type SQL } from "drizzle-orm";
import type { SearchType } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";
import { escapeLike } from "../../lists/index.js";

/** The types global search reads from a table (completion reports are not searchable yet). */
export type SearchableType = Exclude<SearchType, "completion-report">;

/** One match as the search query selects it. */
export interface SearchRow {
  id: number;
  label: string;
  detail: string | null;
  archived: boolean;
}

/** How one type is searched: its table, the name columns matched, the label and the second line. */
interface SearchSource {
  readonly from: string;
  /** Columns with a pg_trgm GIN index: `ilike '%text%'` is answered from them. */
  readonly fields: readonly string[];
  readonly label: string;
  readonly detail: string;
  readonly archived: string;
}

const sources: Record<SearchableType, SearchSource> = {
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

/**
 * "Contains" on the type's name columns, case-insensitive, best first — an exact name, then a
 * name starting with the text, then any other, each by label; archived records after the others.
 */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  /** The first `limit` matches of `text` among records of `type`. */
  async findMatches(type: SearchableType, text: string, limit: number): Promise<SearchRow[]> {
    const source = sources[type];
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
    return queryRows<SearchRow>(
      this.db,
      sql`select id, ${sql.raw(source.label)} as label, ${sql.raw(source.detail)} as detail,
          (${sql.raw(source.archived)}) as archived
        from ${sql.raw(source.from)}
        where ${matches}
        order by ${archivedFirst}${rank}, lower(${sql.raw(source.label)}) collate "C", id
        limit ${limit}`,
    );
  }
}
