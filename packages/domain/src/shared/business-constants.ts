import { EMPTY_DATE_MARKER } from "../dates/empty-date.js";
import {
  LIST_PAGE_SIZE_DEFAULT,
  LIST_PAGE_SIZE_MAX,
  LIST_SORT_FIELD_DEFAULT,
} from "../list-query/list-query-input.js";

/** Separators of composite keys; where each is used is not in the spec. */
export const SEPARATOR_DOUBLE = "__";
export const SEPARATOR_SINGLE = "_";

/** 1 GiB. The spec does not say what it limits: we use it as the largest file a document may hold. */
export const SIZE_LIMIT_BYTES = 1073741824;

/**
 * Every business constant of spec 001 section 9 and spec 000 section 9 in one place. Values
 * owned by another module (list paging, the empty date marker) are read from it, not copied.
 */
export const businessConstants = {
  /** Rows per list page unless the query says otherwise. */
  pageSize: LIST_PAGE_SIZE_DEFAULT,
  /** The spec's unexplained 500, taken as the largest page a list query may ask for. */
  maxPageSize: LIST_PAGE_SIZE_MAX,
  defaultSortField: LIST_SORT_FIELD_DEFAULT,
  separatorDouble: SEPARATOR_DOUBLE,
  separatorSingle: SEPARATOR_SINGLE,
  sizeLimitBytes: SIZE_LIMIT_BYTES,
  /** 1 January of year 1: stored where an optional date is empty. */
  emptyDateMarker: EMPTY_DATE_MARKER,
  dateDisplayFormat: "MM/DD/YYYY",
} as const;
