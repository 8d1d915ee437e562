import { readListRecordValue } from "./list-record-value.js";
import type { ListOperator } from "./list-operators.js";
import type { ListScalar } from "./normalize-filter-values.js";
import type { ResolvedListFilter } from "./validate-list-query.js";

const fold = (value: ListScalar, caseSensitive: boolean): ListScalar =>
  typeof value === "string" && !caseSensitive ? value.toLowerCase() : value;

type PositiveListOperator = Exclude<ListOperator, "nq" | "nc" | "ni">;

function matchScalar(
  actual: ListScalar,
  operator: PositiveListOperator,
  wanted: readonly ListScalar[],
): boolean {
  const [first] = wanted;
  if (first === undefined) return false;
  switch (operator) {
    case "eq":
    case "in":
      return wanted.some((value) => value === actual);
    case "lt":
      return actual < first;
    case "gt":
      return actual > first;
    case "lte":
      return actual <= first;
    case "gte":
      return actual >= first;
    case "cn":
      return String(actual).includes(String(first));
    case "sw":
      return String(actual).startsWith(String(first));
    case "ew":
      return String(actual).endsWith(String(first));
  }
}

/** The positive form of each negated operator: nq → eq, nc → cn, ni → in. */
const positiveOf = { nq: "eq", nc: "cn", ni: "in" } as const;

/**
 * Whether one record passes one filter. A negated operator (nq, nc, ni) is exactly the negation
 * of its positive form, so a record with no value passes it; a positive one never passes with
 * no value. Text, enum and set values compare without case unless the filter says otherwise.
 */
export function matchListFilter(record: object, filter: ResolvedListFilter): boolean {
  const operator = filter.operator;
  if (operator === "nq" || operator === "nc" || operator === "ni") {
    return !matchListFilter(record, { ...filter, operator: positiveOf[operator] });
  }
  const actual = readListRecordValue((record as Record<string, unknown>)[filter.property], filter.kind);
  if (actual === null) return false;
  const wanted = filter.values.map((value) => fold(value, filter.caseSensitive));
  if (Array.isArray(actual)) {
    const members = actual.map((member) => fold(member, filter.caseSensitive));
    return wanted.some((value) => members.includes(value as string));
  }
  return matchScalar(fold(actual, filter.caseSensitive), operator, wanted);
}
