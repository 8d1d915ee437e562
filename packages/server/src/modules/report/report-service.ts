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
  type ReportDefinition,
  type ReportRunResult,
  type ReportType,
  type UserPermission,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { pinnedDb } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import { readSqlReport, type ReportReader } from "./report-repository.js";
import { computedReportSources, type ComputedReportSource } from "./report-computed.js";
import { sqlReportSources, type ReportWindow } from "./report-sources.js";

type RunRequest = z.output<typeof ReportRunRequestSchema>;

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
    // An export reads its rows after the handler answers, still in the request's transaction.
    const db = pinnedDb(this.db);
    const reader = sqlSource
      ? readSqlReport(db, definition, sqlSource, window, query)
      : computed
        ? computedReader(db, definition, computed, window, query)
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
