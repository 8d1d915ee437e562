import { isIsoDate } from "../dates/iso-date.js";
import type { ListFieldDefinition } from "./list-fields.js";
import { LIST_FILTER_VALUES_MAX, type ListFilterValue } from "./list-query-input.js";
import { listValuedOperators, type ListOperator } from "./list-operators.js";

export type ListScalar = string | number | boolean;

/** Either the values in the field's kind, or a message saying what is wrong with the value. */
export type NormalizedFilterValues = { readonly values: ListScalar[] } | { readonly message: string };

function normalizeOne(field: ListFieldDefinition, raw: string | number | boolean): ListScalar | string[] {
  const problem = (expected: string): string[] => [
    `"${String(raw)}" is not ${expected} for "${field.name}".`,
  ];
  switch (field.kind) {
    case "number": {
      const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw.trim()) : raw;
      return typeof value === "number" && Number.isFinite(value) ? value : problem("a number");
    }
    case "date": {
      const value = typeof raw === "string" ? raw.trim() : "";
      return isIsoDate(value) ? value : problem("a date written YYYY-MM-DD");
    }
    case "boolean": {
      if (typeof raw === "boolean") return raw;
      const text = String(raw).trim().toLowerCase();
      return text === "true" || text === "false" ? text === "true" : problem("true or false");
    }
    default:
      return typeof raw === "boolean" ? problem("text") : String(raw);
  }
}

function checkEnum(field: ListFieldDefinition, value: ListScalar, caseSensitive: boolean): string | null {
  if (field.kind !== "enum" || field.values === null) return null;
  const wanted = caseSensitive ? String(value) : String(value).toLowerCase();
  const known = field.values.some((allowed) => (caseSensitive ? allowed : allowed.toLowerCase()) === wanted);
  return known ? null : `"${String(value)}" is not one of ${field.values.join(", ")} for "${field.name}".`;
}

/**
 * Turns a raw filter value into the field's kind. `in`/`ni` take a list: an array, or a string
 * split on commas (each part trimmed, empty parts dropped); they need at least one value. Every
 * other operator takes exactly one value.
 */
export function normalizeFilterValues(
  field: ListFieldDefinition,
  operator: ListOperator,
  raw: ListFilterValue,
  caseSensitive: boolean,
): NormalizedFilterValues {
  const isList = listValuedOperators.includes(operator);
  if (!isList && Array.isArray(raw))
    return { message: `Operator "${operator}" takes one value, not a list.` };
  const parts: (string | number | boolean)[] = !isList
    ? [raw as string | number | boolean]
    : Array.isArray(raw)
      ? raw
      : typeof raw === "string"
        ? raw
            .split(",")
            .map((part) => part.trim())
            .filter((part) => part.length > 0)
        : [raw];
  if (parts.length === 0) return { message: `Operator "${operator}" needs at least one value.` };
  if (parts.length > LIST_FILTER_VALUES_MAX) {
    return { message: `Operator "${operator}" takes at most ${LIST_FILTER_VALUES_MAX} values.` };
  }
  const values: ListScalar[] = [];
  for (const part of parts) {
    const value = normalizeOne(field, part);
    if (Array.isArray(value)) return { message: value.join(" ") };
    const enumProblem = checkEnum(field, value, caseSensitive);
    if (enumProblem) return { message: enumProblem };
    values.push(value);
  }
  return { values };
}
