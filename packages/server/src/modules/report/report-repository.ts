import { and, sql, type SQL } from "drizzle-orm";
import {
  reportListFields,
  type ListFieldKind,
  type ListQueryInput,
  type ReportColumn,
  type ReportDefinition,
  type ReportRow,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";
import {
  compileListQuery,
  defineListColumns,
  fetchListPage,
  listColumnOf,
  listSortKeySql,
  type CompiledListQuery,
} from "../../lists/index.js";
import type { ReportWindow, SqlReportSource } from "./report-sources.js";

/** Rows an export reads per query, so memory stays bounded however long the report is. */
export const EXPORT_CHUNK_ROWS = 5000;
let exportChunkRows = EXPORT_CHUNK_ROWS;
/** Tests only: a small chunk, to cross chunk boundaries with a few rows. */
export function setExportChunkRowsForTests(rows: number): void {
  exportChunkRows = rows;
}

/** One report's rows on one day: a page of them, or all of them in chunks. */
export interface ReportReader {
  page(): Promise<{ totalRecords: number; records: ReportRow[] }>;
  all(): AsyncGenerator<ReportRow[]>;
}

/** How a column's value leaves the database: days as text, money and numbers as numbers. */
function outputSql(column: ReportColumn, value: SQL): SQL {
  switch (column.kind) {
    case "date":
      return sql`to_char(${value}, 'YYYY-MM-DD')`;
    case "money":
    case "number":
      return sql`(${value})::float8`;
    default:
      return sql`(${value})::text`;
  }
}

/** A SQL report's rows: its cells bound to the list engine, read a page at a time or in chunks. */
export function readSqlReport(
  db: Db,
  definition: ReportDefinition,
  source: SqlReportSource,
  window: ReportWindow,
  query: ListQueryInput,
): ReportReader {
  const all = source.cells(window);
  const cells: Record<string, SQL> = {};
  for (const column of definition.columns) {
    const cell = all[column.key];
    if (!cell) throw new Error(`Report ${definition.key} has no SQL for column ${column.key}.`);
    cells[column.key] = cell;
  }
  const columns = defineListColumns(reportListFields(definition), { id: source.id, ...cells });
  const compiled = compileListQuery(query, columns);
  const { resolved } = compiled;
  const orderBy =
    source.windowSort && resolved.sortField === source.windowSort.field
      ? [
          sql`${source.windowSort.column} ${sql.raw(resolved.sortDescending ? "desc" : "asc")}`,
          sql`${source.id} asc`,
        ]
      : compiled.orderBy;
  const from = typeof source.from === "function" ? source.from(window) : source.from;
  const base = source.where(window);
  const where = compiled.where ? (and(base, compiled.where) as SQL) : base;
  const selectList = sql.join(
    [
      sql`${source.id} as "id"`,
      sql`${source.linkId} as "linkId"`,
      ...definition.columns.map(
        (column) => sql`${outputSql(column, cells[column.key] as SQL)} as ${sql.raw(`"${column.key}"`)}`,
      ),
    ],
    sql`, `,
  );
  const orderSql = sql.join(orderBy, sql`, `);
  const selectPage = ({ limit, offset }: Pick<CompiledListQuery, "limit" | "offset">) =>
    queryRows<ReportRow>(
      db,
      sql`select ${selectList} ${from} where ${where} order by ${orderSql} limit ${limit} offset ${offset}`,
    );
  const countSql =
    compiled.where === undefined && source.count
      ? source.count(window)
      : sql`select count(*) as count ${from} where ${where}`;
  const keyset = keysetOf(source, resolved.sortField, resolved.sortDescending, columns);
  return {
    page: () =>
      fetchListPage(
        { ...compiled, where },
        {
          selectPage,
          count: () => queryRows<{ count: number | string }>(db, countSql),
        },
      ),
    async *all() {
      if (!keyset) {
        for (let offset = 0; ; offset += exportChunkRows) {
          const rows = await selectPage({ limit: exportChunkRows, offset });
          if (rows.length > 0) yield rows;
          if (rows.length < exportChunkRows) return;
        }
      }
      // Each chunk starts right after the last row of the one before (its sort key, then its id),
      // so the database reads the next rows off the order instead of skipping every earlier one.
      let after: KeysetRow | null = null;
      for (;;) {
        const rows: (ReportRow & KeysetRow)[] = await queryRows(
          db,
          sql`select ${selectList}, ${keyset.key} as "${sql.raw(SORT_KEY)}" ${from}
            where ${where}${after ? sql` and ${keyset.after(after)}` : sql``}
            order by ${orderSql} limit ${exportChunkRows}`,
        );
        const last = rows[rows.length - 1];
        if (last) {
          after = { [SORT_KEY]: last[SORT_KEY], id: last.id };
          yield rows.map(({ [SORT_KEY]: _key, ...row }) => row as ReportRow);
        }
        if (rows.length < exportChunkRows) return;
      }
    },
  };
}

const SORT_KEY = "__sortKey";
/** The last row of a chunk: its sort key as text (null when it has none) and its id. */
interface KeysetRow {
  [SORT_KEY]: string | null;
  id: number;
}

/** The SQL type a sort key read back as text is compared in, per kind of field. */
const sortKeyTypes: Partial<Record<ListFieldKind, string>> = {
  text: "text",
  enum: "text",
  date: "date",
  number: "numeric",
  boolean: "boolean",
};

/**
 * How to read a report's rows in its order by keyset, for the orders the list engine writes: the
 * window's date column then id, the id alone, or a field's sort key (nulls last) then id. Null
 * for a sort it cannot follow (a field holding a set): those exports read in OFFSET chunks.
 */
function keysetOf(
  source: SqlReportSource,
  sortField: string,
  descending: boolean,
  columns: ReturnType<typeof defineListColumns>,
): { key: SQL; after: (row: KeysetRow) => SQL } | null {
  const id = source.id;
  if (source.windowSort && sortField === source.windowSort.field) {
    // Inside the window every row has a day, and the order is (day, id) with the id ascending.
    const day = source.windowSort.column;
    return {
      key: sql`(${day})::text`,
      after: (row) =>
        descending
          ? sql`${day} <= ${row[SORT_KEY]}::date and (${day} < ${row[SORT_KEY]}::date or ${id} > ${row.id})`
          : sql`(${day}, ${id}) > (${row[SORT_KEY]}::date, ${row.id})`,
    };
  }
  const sort = listColumnOf(columns, sortField);
  if (sort === columns.id) {
    return {
      key: sql`null::text`,
      after: (row) => (descending ? sql`${id} < ${row.id}` : sql`${id} > ${row.id}`),
    };
  }
  const type = sortKeyTypes[sort.kind];
  if (!type) return null;
  const key = listSortKeySql(sort);
  return {
    key: sql`(${key})::text`,
    after: (row) => {
      const last = row[SORT_KEY];
      if (last === null) return sql`(${key} is null and ${id} > ${row.id})`;
      const value = sql`${last}::${sql.raw(type)}`;
      const beyond = descending ? sql`${key} < ${value}` : sql`${key} > ${value}`;
      return sql`(${beyond} or (${key} = ${value} and ${id} > ${row.id}) or ${key} is null)`;
    },
  };
}
