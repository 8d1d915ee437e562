import { AppError } from "../errors/app-error.js";
import type { FieldError } from "../errors/error-catalogue.js";
import { fieldErrorsFromZod } from "../errors/zod-issues.js";
import { findListField, type ListFields } from "./list-fields.js";
import { ListQueryInputSchema, type ListFilter } from "./list-query-input.js";
import {
  isListOperatorAllowed,
  listOperatorsByKind,
  type ListFieldKind,
  type ListOperator,
} from "./list-operators.js";
import { normalizeFilterValues, type ListScalar } from "./normalize-filter-values.js";

/** A filter checked against the list's whitelist, its values in the field's kind. */
export interface ResolvedListFilter {
  /** The property name as the list declares it. */
  readonly property: string;
  readonly kind: ListFieldKind;
  readonly operator: ListOperator;
  /** One value, or several for `in`/`ni`. */
  readonly values: readonly ListScalar[];
  readonly caseSensitive: boolean;
}

export interface ResolvedListQuery {
  readonly filters: readonly ResolvedListFilter[];
  readonly sortField: string;
  readonly sortKind: ListFieldKind;
  readonly sortDescending: boolean;
  readonly pageNumber: number;
  readonly pageSize: number;
}

export type ListQueryValidation =
  | { readonly success: true; readonly query: ResolvedListQuery }
  | { readonly success: false; readonly errors: readonly FieldError[] };

function resolveFilter(
  filter: ListFilter,
  index: number,
  fields: ListFields,
): ResolvedListFilter | FieldError {
  const at = `filters.${index}`;
  const field = findListField(fields, filter.property);
  if (!field) {
    return {
      field: `${at}.property`,
      message: `Unknown property "${filter.property}". Filter on one of: ${fields.names.join(", ")}.`,
    };
  }
  if (!isListOperatorAllowed(field.kind, filter.operator)) {
    return {
      field: `${at}.operator`,
      message: `Operator "${filter.operator}" is not allowed for ${field.kind} field "${field.name}"; use ${listOperatorsByKind[field.kind].join(", ")}.`,
    };
  }
  const normalized = normalizeFilterValues(field, filter.operator, filter.value, filter.caseSensitive);
  if ("message" in normalized) return { field: `${at}.value`, message: normalized.message };
  return {
    property: field.name,
    kind: field.kind,
    operator: filter.operator,
    values: normalized.values,
    caseSensitive: filter.caseSensitive,
  };
}

/**
 * Validates a list query against one list's fields. Every problem is reported with the dotted
 * path of the bad part (`filters.1.operator`, `pageSize`), as form and API errors use.
 */
export function validateListQuery(input: unknown, fields: ListFields): ListQueryValidation {
  const parsed = ListQueryInputSchema.safeParse(input ?? {});
  if (!parsed.success) return { success: false, errors: fieldErrorsFromZod(parsed.error) };
  const errors: FieldError[] = [];
  const filters: ResolvedListFilter[] = [];
  parsed.data.filters.forEach((filter, index) => {
    const resolved = resolveFilter(filter, index, fields);
    if ("field" in resolved) errors.push(resolved);
    else filters.push(resolved);
  });
  const sortField = findListField(fields, parsed.data.sortField);
  if (!sortField) {
    errors.push({
      field: "sortField",
      message: `Unknown sort field "${parsed.data.sortField}". Sort on one of: ${fields.names.join(", ")}.`,
    });
  } else if (!sortField.sortable) {
    errors.push({ field: "sortField", message: `"${sortField.name}" holds a list and cannot be sorted on.` });
  }
  if (errors.length > 0 || !sortField) return { success: false, errors };
  const { pageNumber, pageSize, sortDescending } = parsed.data;
  return {
    success: true,
    query: {
      filters,
      sortField: sortField.name,
      sortKind: sortField.kind,
      sortDescending,
      pageNumber,
      pageSize,
    },
  };
}

/** As `validateListQuery`, throwing an InvalidData AppError that carries the field errors. */
export function parseListQuery(input: unknown, fields: ListFields): ResolvedListQuery {
  const result = validateListQuery(input, fields);
  if (!result.success) throw AppError.invalidData("The list query is not valid.", result.errors);
  return result.query;
}
