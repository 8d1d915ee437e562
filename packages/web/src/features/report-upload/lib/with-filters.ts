import type { ListFilter, ListQuery } from "@rightsdesk/domain";

/** The query narrowed by filters kept outside the table's own (the upload, a date range). */
export function withFilters(query: ListQuery, extra: readonly ListFilter[]): ListQuery {
  return extra.length === 0 ? query : { ...query, filters: [...(query.filters ?? []), ...extra] };
}

/** The query narrowed to one upload's rows or issues, when an upload is named. */
export function withUploadFilter(query: ListQuery, uploadId: number | null): ListQuery {
  return withFilters(
    query,
    uploadId === null
      ? []
      : [{ property: "uploadId", operator: "eq", value: uploadId, caseSensitive: false }],
  );
}
