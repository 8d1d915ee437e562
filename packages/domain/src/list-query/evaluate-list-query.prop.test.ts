import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateListQuery } from "./evaluate-list-query.js";
import { defineListFields } from "./list-fields.js";

const fields = defineListFields({ name: "text", fee: "number", day: "date", tags: "set" });

interface Row {
  id: number;
  name: string | null;
  fee: number | null;
  day: string | null;
  tags: string[];
}

const letters = fc.constantFrom("a", "B", "c", "ab", "Ab", "bc", "");
const dayArb = fc.constantFrom("2024-01-31", "2024-02-29", "2025-03-31", "2025-04-01", "0001-01-01");
const rowArb = fc.record({
  name: fc.option(letters),
  fee: fc.option(fc.integer({ min: -3, max: 3 })),
  day: fc.option(dayArb),
  tags: fc.array(fc.constantFrom("x", "y", "z"), { maxLength: 3 }),
});
const rowsArb = fc
  .array(rowArb, { maxLength: 30 })
  .map((rows) => rows.map((row, index): Row => ({ id: index + 1, ...row })));

const filterArb = fc.oneof(
  fc.record({
    property: fc.constant("name"),
    operator: fc.constantFrom("eq", "nq", "cn", "nc", "sw", "ew"),
    value: letters,
    caseSensitive: fc.boolean(),
  }),
  fc.record({
    property: fc.constant("fee"),
    operator: fc.constantFrom("lt", "gt", "lte", "gte", "eq", "nq"),
    value: fc.integer({ min: -3, max: 3 }),
  }),
  fc.record({
    property: fc.constant("fee"),
    operator: fc.constantFrom("in", "ni"),
    value: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    property: fc.constant("day"),
    operator: fc.constantFrom("lt", "gt", "lte", "gte", "eq", "nq"),
    value: dayArb.filter((day) => day !== "0001-01-01"),
  }),
  fc.record({
    property: fc.constant("tags"),
    operator: fc.constantFrom("cn", "nc"),
    value: fc.constantFrom("x", "y", "z", "X"),
  }),
);

const queryArb = fc.record({
  filters: fc.array(filterArb, { maxLength: 3 }),
  sortField: fc.constantFrom("id", "name", "fee", "day"),
  sortDescending: fc.boolean(),
  pageNumber: fc.integer({ min: 0, max: 4 }),
  pageSize: fc.integer({ min: 1, max: 12 }),
});
type Query = typeof queryArb extends fc.Arbitrary<infer Q> ? Q : never;
type Filter = Query["filters"][number];

/** The spec's semantics written out plainly, one operator at a time. */
function naiveMatches(row: Row, filter: Filter): boolean {
  const negated = filter.operator === "nq" || filter.operator === "nc" || filter.operator === "ni";
  if (filter.property === "tags") {
    const has = row.tags.some((tag) => tag.toLowerCase() === String(filter.value).toLowerCase());
    return filter.operator === "cn" ? has : !has;
  }
  const raw =
    filter.property === "day" && row.day === "0001-01-01"
      ? null
      : row[filter.property as "name" | "fee" | "day"];
  if (raw === null) return negated;
  const sensitive = "caseSensitive" in filter && filter.caseSensitive;
  const norm = (value: unknown) => (typeof value === "string" && !sensitive ? value.toLowerCase() : value);
  const a = norm(raw) as string | number;
  const list: readonly (string | number)[] = Array.isArray(filter.value) ? filter.value : [filter.value];
  const b = norm(list[0]) as string | number;
  switch (filter.operator) {
    case "eq":
      return a === b;
    case "nq":
      return a !== b;
    case "lt":
      return a < b;
    case "gt":
      return a > b;
    case "lte":
      return a <= b;
    case "gte":
      return a >= b;
    case "cn":
      return String(a).indexOf(String(b)) !== -1;
    case "nc":
      return String(a).indexOf(String(b)) === -1;
    case "sw":
      return String(a).slice(0, String(b).length) === String(b);
    case "ew":
      return String(b).length === 0 || String(a).slice(-String(b).length) === String(b);
    case "in":
      return list.includes(a);
    default:
      return !list.includes(a);
  }
}

function naiveEvaluate(rows: Row[], query: Query): { totalRecords: number; records: Row[] } {
  const kept = rows.filter((row) => query.filters.every((filter) => naiveMatches(row, filter)));
  const keyOf = (row: Row) => {
    const value = row[query.sortField as keyof Row];
    if (value === null || value === "0001-01-01") return null;
    return typeof value === "string" ? value.toLowerCase() : (value as number);
  };
  // Insertion sort: stable by construction, nulls gathered at the end in input order.
  const present = kept.filter((row) => keyOf(row) !== null);
  const absent = kept.filter((row) => keyOf(row) === null);
  const sorted: Row[] = [];
  for (const row of present) {
    const key = keyOf(row) as string | number;
    let at = sorted.length;
    while (at > 0) {
      const before = keyOf(sorted[at - 1] as Row) as string | number;
      const outOfOrder = query.sortDescending ? before < key : before > key;
      if (!outOfOrder) break;
      at -= 1;
    }
    sorted.splice(at, 0, row);
  }
  const all = [...sorted, ...absent];
  const pageStart = query.pageNumber * query.pageSize;
  return {
    totalRecords: kept.length,
    records: all.filter((_, index) => index >= pageStart && index < pageStart + query.pageSize),
  };
}

describe("evaluateListQuery (properties)", () => {
  it("agrees with a naive filter, insertion sort and slice", () => {
    fc.assert(
      fc.property(rowsArb, queryArb, (rows, query) => {
        expect(evaluateListQuery(rows, query, fields)).toEqual(naiveEvaluate(rows, query));
      }),
      { numRuns: 400 },
    );
  });

  it("counts the same total whatever the page, and pages tile the whole result", () => {
    fc.assert(
      fc.property(rowsArb, queryArb, (rows, query) => {
        const whole = evaluateListQuery(rows, { ...query, pageNumber: 0, pageSize: 500 }, fields);
        const pages = Array.from({ length: 31 }, (_, pageNumber) =>
          evaluateListQuery(rows, { ...query, pageNumber }, fields),
        );
        for (const page of pages) expect(page.totalRecords).toBe(whole.totalRecords);
        expect(pages.flatMap((page) => page.records)).toEqual(whole.records);
      }),
    );
  });
});
