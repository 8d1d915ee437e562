import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filterOperatorsFor, isListValuedOperator } from "./filter-operators";
import {
  listPageSizes,
  normalizeColumnFilter,
  readListState,
  writeListState,
  type ColumnFilter,
  type ListColumnSpec,
  type ListViewState,
} from "./list-state";

const columns: ListColumnSpec[] = [
  { id: "recordId", field: "id", kind: "number" },
  { id: "legalName", field: "legalName", kind: "text" },
  { id: "mainType", field: "mainType", kind: "enum", values: ["AD AGENCY", "AGENT/REPRESENTATIVE", "A,B"] },
  { id: "city", field: "city", kind: "text", defaultVisible: false },
  { id: "updated", field: "updatedOn", kind: "date" },
  { id: "logo", field: null, kind: "text" },
];

/** Text as a person might type it — commas, colons, backslashes, accents — trimmed and not empty. */
const text = fc
  .string({ unit: fc.constantFrom("a", "Z", " ", ",", ":", "\\", "é", "%", "&", "=", ".", "+", "1") })
  .map((value) => value.trim())
  .filter((value) => value !== "");
const numberText = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, part]) => `${whole}.${part}`),
);
const dateText = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function filterOf(column: ListColumnSpec): fc.Arbitrary<ColumnFilter> {
  const operator = fc.constantFrom(...filterOperatorsFor(column.kind));
  const value =
    column.kind === "number"
      ? numberText
      : column.kind === "date"
        ? dateText
        : column.kind === "enum"
          ? fc.constantFrom(...(column.values ?? []))
          : text;
  return fc
    .record({
      operator,
      values: fc.array(value, { minLength: 1, maxLength: 4 }),
      caseSensitive: fc.boolean(),
    })
    .map(({ operator, values, caseSensitive }) => ({
      column: column.id,
      operator,
      values: isListValuedOperator(operator) ? values : values.slice(0, 1),
      caseSensitive,
    }));
}

/** Any state the table can be in: each filter normalized as the table keeps it. */
const listState: fc.Arbitrary<ListViewState> = fc
  .record({
    filters: fc.tuple(
      ...columns
        .filter((column) => column.field !== null)
        .map((column) => fc.option(filterOf(column), { nil: null }).map((filter) => ({ column, filter }))),
    ),
    sort: fc.option(
      fc.record({
        column: fc.constantFrom(...columns.filter((column) => column.field).map((column) => column.id)),
        descending: fc.boolean(),
      }),
      { nil: null },
    ),
    page: fc.nat({ max: 10_000 }),
    pageSize: fc.constantFrom(...listPageSizes),
    visible: fc.subarray(
      columns.map((column) => column.id),
      { minLength: 1 },
    ),
  })
  .map(({ filters, sort, page, pageSize, visible }) => ({
    filters: filters.flatMap(({ column, filter }) => {
      const normalized = filter ? normalizeColumnFilter(column, filter) : null;
      return normalized ? [normalized] : [];
    }),
    sort,
    page,
    pageSize,
    visibleColumns: visible,
  }));

describe("list state in the URL", () => {
  it("reads back exactly the state it wrote", () => {
    fc.assert(
      fc.property(listState, (state) => {
        const url = writeListState(state, columns).toString();
        expect(readListState(new URLSearchParams(url), columns)).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it("writes the same address for the state it reads, whatever was typed", () => {
    const anyParams = fc.dictionary(
      fc.constantFrom(
        "f.legalName",
        "f.recordId",
        "f.mainType",
        "f.updated",
        "sort",
        "dir",
        "page",
        "size",
        "hide",
        "show",
      ),
      fc.string({ maxLength: 20 }),
    );
    fc.assert(
      fc.property(anyParams, (raw) => {
        const state = readListState(new URLSearchParams(raw), columns);
        const again = readListState(writeListState(state, columns), columns);
        expect(again).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });
});
