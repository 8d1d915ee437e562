import { sql, type SQL } from "drizzle-orm";
import { codeLabel, searchTypeDefinitions, type SearchType } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";
import { escapeLike } from "../../lists/index.js";

/** The types global search reads. */
export type SearchableType = SearchType;

/** One match as the search query selects it. */
export interface SearchRow {
  id: number;
  label: string;
  detail: string | null;
  archived: boolean;
}

/**
 * How one type is searched: its table, the column of each field the domain's definition names
 * (searchTypeDefinitions: one list says what a box searches and what the query matches), the
 * label and the second line, and how the second line reads in words.
 */
interface SearchSource {
  readonly from: string;
  /**
   * The column of each searched field; each of a table's own has a pg_trgm GIN index that answers
   * `ilike '%text%'`.
   */
  readonly columns: Readonly<Record<string, string>>;
  readonly label: string;
  readonly detail: string;
  /** The second line in words: codes (CREW, NON UNION) through codeLabel. */
  readonly readDetail: (detail: string) => string;
  readonly archived: string;
}

const codesIn = (separator: RegExp) => (detail: string) => detail.split(separator).map(codeLabel).join(" · ");

const sources: Record<SearchableType, SearchSource> = {
  asset: {
    from: "assets",
    columns: { title: "title", adId: "ad_id" },
    label: "title",
    detail: "ad_id",
    readDetail: (detail) => detail,
    archived: "archived_at is not null",
  },
  person: {
    from: "people",
    columns: { fullName: "full_name" },
    label: "full_name",
    detail: "employment_type",
    readDetail: codesIn(/,\s*/),
    archived: "archived_at is not null",
  },
  company: {
    from: "companies",
    columns: { legalName: "legal_name", businessName: "business_name", dbaName: "dba_name" },
    label: "legal_name",
    detail: "main_type || coalesce(' · ' || sub_type, '')",
    readDetail: codesIn(/ · /),
    archived: "archived_at is not null",
  },
  contract: {
    from: "contracts",
    columns: { title: "title", contractNumber: "contract_number" },
    label: "title",
    detail: "contract_number || ' · ' || family",
    readDetail: (detail) => {
      const [number = "", ...family] = detail.split(" · ");
      return [number, ...family.map(codeLabel)].join(" · ");
    },
    archived: "false",
  },
  "completion-report": {
    // One row per report with its spot and its cast members' names (one text), so a query matches
    // a report by any of them; row-level security keeps every table read here to the caller's client.
    from: `(select r.id, r.name, r.archived_at, a.title as asset_title, a.ad_id,
        (select string_agg(p.full_name, ' · ' order by p.full_name) from record_items i
          join people p on p.id = (i.data ->> 'personId')::int
          where i.owner_type = 'completion_report' and i.owner_id = r.id and i.section = 'Cast') as cast_names
      from completion_reports r join assets a on a.id = r.asset_id) as completion_report_search`,
    columns: { name: "name", assetTitle: "asset_title", adId: "ad_id", cast: "cast_names" },
    label: "name",
    detail: "ad_id || ' · ' || asset_title",
    readDetail: (detail) => detail,
    archived: "archived_at is not null",
  },
};

/** The columns a type's search matches: its definition's fields, in order. */
function columnsOf(type: SearchableType): string[] {
  const definition = searchTypeDefinitions.find((candidate) => candidate.type === type);
  return (definition?.fields ?? []).map((field) => {
    const column = sources[type].columns[field.key];
    if (column === undefined) throw new Error(`Search has no column for ${type} field ${field.key}.`);
    return column;
  });
}

/** `field ilike '%text%'` on any of a type's columns. */
function matchesOf(fields: readonly string[], contains: string): SQL {
  return sql.join(
    fields.map((field) => sql`${sql.raw(field)} ilike ${contains}`),
    sql` or `,
  );
}

/**
 * "Contains" on the type's name columns, case-insensitive, best first — an exact name, then a
 * name starting with the text, then any other, each by label; archived records after the others.
 */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  /** The first `limit` matches of `text` among records of `type`. */
  async findMatches(type: SearchableType, text: string, limit: number): Promise<SearchRow[]> {
    const source = sources[type];
    const fields = columnsOf(type);
    const contains = `%${escapeLike(text)}%`;
    const prefix = `${escapeLike(text.toLowerCase())}%`;
    const matches = matchesOf(fields, contains);
    const rankOf = (field: string): SQL =>
      sql`case when lower(${sql.raw(field)}) = lower(${text}) then 0 when lower(${sql.raw(field)}) like ${prefix} then 1 when ${sql.raw(field)} ilike ${contains} then 2 else 3 end`;
    const rank =
      fields.length === 1
        ? rankOf(fields[0] as string)
        : sql`least(${sql.join(fields.map(rankOf), sql`, `)})`;
    // Contracts are never archived: a constant would not be allowed in ORDER BY.
    const archivedFirst = source.archived === "false" ? sql`` : sql`(${sql.raw(source.archived)}), `;
    const rows = await queryRows<SearchRow>(
      this.db,
      sql`select id, ${sql.raw(source.label)} as label, ${sql.raw(source.detail)} as detail,
          (${sql.raw(source.archived)}) as archived
        from ${sql.raw(source.from)}
        where ${matches}
        order by ${archivedFirst}${rank}, lower(${sql.raw(source.label)}) collate "C", id
        limit ${limit}`,
    );
    return rows.map((row) => ({
      ...row,
      detail: row.detail === null ? null : source.readDetail(row.detail),
    }));
  }

  /** How many records of `type` match `text`, counting at most `cap`. */
  async countMatches(type: SearchableType, text: string, cap: number): Promise<number> {
    const source = sources[type];
    const matches = matchesOf(columnsOf(type), `%${escapeLike(text)}%`);
    const [row] = await queryRows<{ count: number }>(
      this.db,
      sql`select count(*)::int as count from (select 1 from ${sql.raw(source.from)} where ${matches} limit ${cap}) as found`,
    );
    return Number(row?.count ?? 0);
  }
}
