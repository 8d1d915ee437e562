import { describe, expect, it } from "vitest";
import {
  defaultListState,
  readListState,
  splitListValues,
  joinListValues,
  toListQuery,
  updateListState,
  writeListState,
  type ListColumnSpec,
  type ListViewState,
} from "./list-state";

const columns: ListColumnSpec[] = [
  { id: "recordId", field: "id", kind: "number" },
  { id: "legalName", field: "legalName", kind: "text" },
  { id: "status", field: "status", kind: "enum", values: ["ACTIVE", "INACTIVE", "BLOCKED"] },
  { id: "updated", field: "updatedOn", kind: "date" },
  { id: "city", field: "city", kind: "text", defaultVisible: false },
  { id: "logo", field: null, kind: "text" },
];

const read = (search: string) => readListState(new URLSearchParams(search), columns);
const write = (state: ListViewState) => writeListState(state, columns).toString();
const initial = defaultListState(columns);

describe("readListState", () => {
  it("opens the plain list on an empty address", () => {
    expect(read("")).toEqual({
      filters: [],
      sort: null,
      page: 0,
      pageSize: 25,
      visibleColumns: ["recordId", "legalName", "status", "updated", "logo"],
    });
  });

  it("reads filters, sort, page, size and columns", () => {
    const state = read(
      "f.legalName=cn.cs:Acme&f.status=in:BLOCKED,ACTIVE&f.updated=gte:2026-01-31&sort=updated&dir=desc&page=3&size=50&hide=logo&show=city",
    );
    expect(state).toEqual({
      filters: [
        { column: "legalName", operator: "cn", values: ["Acme"], caseSensitive: true },
        // Enum values come back in the column's order, so equal filters look the same.
        { column: "status", operator: "in", values: ["ACTIVE", "BLOCKED"], caseSensitive: false },
        { column: "updated", operator: "gte", values: ["2026-01-31"], caseSensitive: false },
      ],
      sort: { column: "updated", descending: true },
      page: 2,
      pageSize: 50,
      visibleColumns: ["recordId", "legalName", "status", "updated", "city"],
    });
  });

  it("drops what it cannot read instead of failing", () => {
    const state = read(
      [
        "f.legalName=zz:acme", // unknown operator
        "f.status=cn:ACT", // an enum offers only in/ni
        "f.updated=gt:2026-02-30", // not a date
        "f.recordId=eq:twelve",
        "f.city=cn:", // no value
        "f.logo=cn:x", // the column has no list field
        "f.nope=cn:x",
        "sort=logo",
        "page=-1",
        "size=30",
      ].join("&"),
    );
    expect(state).toEqual(initial);
  });

  it("reads an enum list without the values it does not know", () => {
    expect(read("f.status=ni:ACTIVE,GONE").filters).toEqual([]);
    expect(read("f.status=ni:ACTIVE,ACTIVE").filters).toEqual([
      { column: "status", operator: "ni", values: ["ACTIVE"], caseSensitive: false },
    ]);
  });

  it("keeps case sensitivity only for text columns", () => {
    expect(read("f.recordId=eq.cs:12").filters).toEqual([
      { column: "recordId", operator: "eq", values: ["12"], caseSensitive: false },
    ]);
  });

  it("never hides every column", () => {
    expect(read("hide=recordId,legalName,status,updated,logo").visibleColumns).toEqual(
      initial.visibleColumns,
    );
  });
});

describe("writeListState", () => {
  it("leaves defaults out", () => {
    expect(write(initial)).toBe("");
  });

  it("writes a value with a colon or comma so it reads back", () => {
    const state = updateListState(
      initial,
      {
        filter: {
          column: "legalName",
          filter: {
            column: "legalName",
            operator: "eq",
            values: ["Smith, Jones: LLP"],
            caseSensitive: false,
          },
        },
      },
      columns,
    );
    expect(read(write(state))).toEqual(state);
  });
});

describe("list values", () => {
  it("escapes commas and backslashes", () => {
    const values = ["a,b", "c\\d", "", "e"];
    expect(joinListValues(values)).toBe("a\\,b,c\\\\d,,e");
    expect(splitListValues(joinListValues(values))).toEqual(values);
  });
});

describe("updateListState", () => {
  const onPage3 = { ...initial, page: 2 };

  it("goes back to the first page when the filter, sort or size changes", () => {
    const filter = { column: "legalName", operator: "cn", values: ["a"], caseSensitive: false } as const;
    expect(updateListState(onPage3, { filter: { column: "legalName", filter } }, columns).page).toBe(0);
    expect(updateListState(onPage3, { sort: { column: "legalName", descending: false } }, columns).page).toBe(
      0,
    );
    expect(updateListState(onPage3, { pageSize: 100 }, columns).page).toBe(0);
    expect(updateListState(onPage3, { clearFilters: true }, columns).page).toBe(0);
  });

  it("keeps the page when only the columns change", () => {
    expect(updateListState(onPage3, { visibleColumns: ["legalName"] }, columns)).toEqual({
      ...onPage3,
      visibleColumns: ["legalName"],
    });
  });

  it("keeps one filter per column, in column order", () => {
    const byName = { column: "legalName", operator: "cn", values: ["a"], caseSensitive: false } as const;
    const byId = { column: "recordId", operator: "gt", values: ["10"], caseSensitive: false } as const;
    let state = updateListState(initial, { filter: { column: "legalName", filter: byName } }, columns);
    state = updateListState(state, { filter: { column: "recordId", filter: byId } }, columns);
    state = updateListState(
      state,
      { filter: { column: "legalName", filter: { ...byName, values: ["b"] } } },
      columns,
    );
    expect(state.filters).toEqual([byId, { ...byName, values: ["b"] }]);
    state = updateListState(state, { filter: { column: "recordId", filter: null } }, columns);
    expect(state.filters).toEqual([{ ...byName, values: ["b"] }]);
  });

  it("refuses a filter the column cannot take", () => {
    const bad = { column: "updated", operator: "cn", values: ["2026"], caseSensitive: false } as const;
    expect(updateListState(initial, { filter: { column: "updated", filter: bad } }, columns).filters).toEqual(
      [],
    );
  });

  it("keeps at least one column", () => {
    expect(updateListState(initial, { visibleColumns: [] }, columns).visibleColumns).toEqual(
      initial.visibleColumns,
    );
  });
});

describe("toListQuery", () => {
  it("turns the state into the server's list query", () => {
    const state = read(
      "f.recordId=gte:12&f.legalName=sw.cs:Ac&f.status=in:ACTIVE,BLOCKED&sort=legalName&dir=desc&page=2&size=100",
    );
    expect(toListQuery(state, columns)).toEqual({
      filters: [
        { property: "id", operator: "gte", value: 12, caseSensitive: false },
        { property: "legalName", operator: "sw", value: "Ac", caseSensitive: true },
        { property: "status", operator: "in", value: ["ACTIVE", "BLOCKED"], caseSensitive: false },
      ],
      sortField: "legalName",
      sortDescending: true,
      pageNumber: 1,
      pageSize: 100,
    });
  });

  it("sorts by id, ascending, by default", () => {
    expect(toListQuery(initial, columns)).toEqual({
      filters: [],
      sortField: "Id",
      sortDescending: false,
      pageNumber: 0,
      pageSize: 25,
    });
  });
});
