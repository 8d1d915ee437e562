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
  type ListQueryInput,
  type ReportColumn,
  type ReportDefinition,
  type ReportRow,
  type ReportRunResult,
  type ReportType,
  type UserPermission,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import {
  compileListQuery,
  defineListColumns,
  fetchListPage,
  type CompiledListQuery,
} from "../../lists/index.js";
import { computedReportSources, type ComputedReportSource } from "./report-computed.js";
import { sqlReportSources, type ReportWindow, type SqlReportSource } from "./report-sources.js";

type RunRequest = z.output<typeof ReportRunRequestSchema>;

/** Rows an export reads per query, so memory stays bounded however long the report is. */
export const EXPORT_CHUNK_ROWS = 5000;

/** Today (the UTC day of the request's clock) and the window's last day. */
export function reportWindow(definition: ReportDefinition, now: Date, withinDays: number): ReportWindow {
  const today = toIsoDate(now.toISOString().slice(0, 10));
  return { today, to: definition.window === "window" ? addDays(today, withinDays) : today };
}

/**
 * The query a report runs: the list query of the request, except that the list default sort
 * ("Id", exactly as the schema fills it in when the caller gives none) means the report's own
 * default sort. The direction is the report's, reversed when the caller asks for descending.
 * A caller who wants the row ids in order writes "id".
 */
export function reportQuery(definition: ReportDefinition, query: ListQueryInput): ListQueryInput {
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

async function execute<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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
  const selectPage = ({ limit, offset }: Pick<CompiledListQuery, "limit" | "offset">) =>
    execute<ReportRow>(
      db,
      sql`select ${selectList} ${source.from} where ${where} order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`,
    );
  return {
    page: () =>
      fetchListPage(
        { ...compiled, where },
        {
          selectPage,
          count: () =>
            execute<{ count: number | string }>(
              db,
              sql`select count(*) as count ${source.from} where ${where}`,
            ),
        },
      ),
    async *all() {
      for (let offset = 0; ; offset += EXPORT_CHUNK_ROWS) {
        const rows = await selectPage({ limit: EXPORT_CHUNK_ROWS, offset });
        if (rows.length > 0) yield rows;
        if (rows.length < EXPORT_CHUNK_ROWS) return;
      }
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
