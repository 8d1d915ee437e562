import { and, sql, type SQL } from "drizzle-orm";
import type { ReportRunRequestSchema } from "@rightsdesk/domain";
import {
  AppError,
  LIST_PAGE_SIZE_MAX,
  LIST_SORT_FIELD_DEFAULT,
  addDays,
  toIsoDate,
  canAccessModule,
  evaluateListQuery,
  findReportDefinition,
  reportDefinitions,
  reportListFields,
  canonicalMedia,
  type ListFilter,
  type ListQueryInput,
  type ReportColumn,
  type ReportDefinition,
  type ReportRow,
  type ReportRunResult,
  type ReportType,
  type UserPermission,
  type ListFieldKind,
} from "@rightsdesk/domain";
import type { z } from "zod";
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
import { computedReportSources, type ComputedReportSource } from "./report-computed.js";
import { sqlReportSources, type ReportWindow, type SqlReportSource } from "./report-sources.js";

type RunRequest = z.output<typeof ReportRunRequestSchema>;

/** Rows an export reads per query, so memory stays bounded however long the report is. */
export const EXPORT_CHUNK_ROWS = 5000;
let exportChunkRows = EXPORT_CHUNK_ROWS;
/** Tests only: a small chunk, to cross chunk boundaries with a few rows. */
export function setExportChunkRowsForTests(rows: number): void {
  exportChunkRows = rows;
}

/** Today (the UTC day of the request's clock) and the window's last day. */
export function reportWindow(definition: ReportDefinition, now: Date, withinDays: number): ReportWindow {
  const today = toIsoDate(now.toISOString().slice(0, 10));
  return { today, to: definition.window === "window" ? addDays(today, withinDays) : today };
}

/** A media name an older synonym of the catalogue's ("TV COMMERCIAL", "INTERNET") reads as the catalogue's. */
function catalogueMediaName(value: string): string {
  const mapped = canonicalMedia(value);
  return mapped.status === "mapped" && mapped.subtypes.length === 0 ? mapped.type : value;
}

/** An exact filter on the Media column (eq, ne, in, ni) names media as the catalogue does. */
function catalogueMediaFilter(filter: ListFilter): ListFilter {
  if (filter.property !== "mediaType" || !["eq", "ne", "in", "ni"].includes(filter.operator)) return filter;
  const { value } = filter;
  if (typeof value === "string") return { ...filter, value: catalogueMediaName(value) };
  if (Array.isArray(value))
    return {
      ...filter,
      value: value.map((item) => (typeof item === "string" ? catalogueMediaName(item) : item)),
    };
  return filter;
}

/**
 * The query a report runs: the list query of the request, except that the list default sort
 * ("Id", exactly as the schema fills it in when the caller gives none) means the report's own
 * default sort. The direction is the report's, reversed when the caller asks for descending.
 * A caller who wants the row ids in order writes "id".
 */
export function reportQuery(definition: ReportDefinition, input: ListQueryInput): ListQueryInput {
  const query = { ...input, filters: input.filters.map(catalogueMediaFilter) };
  if (query.sortField !== LIST_SORT_FIELD_DEFAULT) return query;
  const descending = !definition.defaultSort.ascending;
  return {
    ...query,
    sortField: definition.defaultSort.field,
    sortDescending: query.sortDescending ? !descending : descending,
  };
}

/** One report's rows on one day: a page of them, or all of them in chunks. */
interface ReportReader {
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

function sqlReader(
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
      sql`select ${selectList} ${source.from} where ${where} order by ${orderSql} limit ${limit} offset ${offset}`,
    );
  const countSql =
    compiled.where === undefined && source.count
      ? source.count(window)
      : sql`select count(*) as count ${source.from} where ${where}`;
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
          sql`select ${selectList}, ${keyset.key} as "${sql.raw(SORT_KEY)}" ${source.from}
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

function computedReader(
  db: Db,
  definition: ReportDefinition,
  source: ComputedReportSource,
  window: ReportWindow,
  query: ListQueryInput,
): ReportReader {
  const fields = reportListFields(definition);
  const rows = source(db, window);
  return {
    page: async () => evaluateListQuery(await rows, query, fields),
    async *all() {
      const found = await rows;
      for (let pageNumber = 0; ; pageNumber++) {
        const page = evaluateListQuery(found, { ...query, pageNumber, pageSize: LIST_PAGE_SIZE_MAX }, fields);
        if (page.records.length > 0) yield page.records;
        if ((pageNumber + 1) * LIST_PAGE_SIZE_MAX >= page.totalRecords) return;
      }
    },
  };
}

export interface PreparedReport {
  definition: ReportDefinition;
  window: ReportWindow;
  reader: ReportReader;
}

/** The reports: the catalogue, a page, and every row for an export. */
export class ReportService {
  constructor(private readonly db: Db) {}

  catalogue(permission: UserPermission) {
    return {
      records: reportDefinitions
        .filter((definition) => canAccessModule(permission, definition.module, "read"))
        .map(({ key, name, description, window }) => ({ key, name, description, window })),
    };
  }

  /** Checks the caller may read the report's module and binds the request to its rows. */
  prepare(
    reportType: ReportType,
    request: RunRequest,
    permission: UserPermission,
    now: Date,
  ): PreparedReport {
    const definition = findReportDefinition(reportType);
    if (!definition) throw AppError.notFound(`There is no report "${reportType}".`);
    if (!canAccessModule(permission, definition.module, "read")) {
      throw AppError.unauthorized(
        `You need read access to the ${definition.module} module to run the ${definition.name} report.`,
      );
    }
    const window = reportWindow(definition, now, request.withinDays);
    const query = reportQuery(definition, request.query);
    const sqlSource = sqlReportSources[reportType];
    const computed = computedReportSources[reportType];
    const reader = sqlSource
      ? sqlReader(this.db, definition, sqlSource, window, query)
      : computed
        ? computedReader(this.db, definition, computed, window, query)
        : undefined;
    if (!reader) throw new Error(`Report ${reportType} has no source.`);
    return { definition, window, reader };
  }

  async run(
    reportType: ReportType,
    request: RunRequest,
    permission: UserPermission,
    now: Date,
  ): Promise<ReportRunResult> {
    const { definition, window, reader } = this.prepare(reportType, request, permission, now);
    const page = await reader.page();
    const windowed = definition.window === "window";
    return {
      reportType,
      today: window.today,
      from: windowed ? window.today : null,
      to: windowed ? window.to : null,
      totalRecords: page.totalRecords,
      records: page.records,
    };
  }
}
