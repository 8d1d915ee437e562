import { isEmptyDate } from "../dates/empty-date.js";
import type { ListFieldKind } from "./list-operators.js";
import type { ListScalar } from "./normalize-filter-values.js";

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/**
 * A record's value in the field's kind, or null when it has none (the empty date marker,
 * 0001-01-01, spec 000 section 9, counts as none). Dates compare by their
 * calendar day (the first ten characters of an ISO string); a set is a list of texts, and a
 * missing set is an empty one.
 */
export function readListRecordValue(raw: unknown, kind: ListFieldKind): ListScalar | string[] | null {
  if (raw === null || raw === undefined) return kind === "set" ? [] : null;
  switch (kind) {
    case "number": {
      const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
      return typeof value === "number" && Number.isFinite(value) ? value : null;
    }
    case "date": {
      const text = raw instanceof Date ? (Number.isNaN(raw.getTime()) ? "" : raw.toISOString()) : String(raw);
      const day = DATE_PREFIX.exec(text)?.[0] ?? null;
      return day === null || isEmptyDate(day) ? null : day;
    }
    case "boolean":
      return typeof raw === "boolean" ? raw : null;
    case "set":
      return Array.isArray(raw)
        ? raw.filter((item) => item !== null && item !== undefined).map(String)
        : [String(raw)];
    default:
      return typeof raw === "object" ? null : String(raw);
  }
}
