import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error.js";
import { defineListFields, findListField } from "./list-fields.js";
import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, ListQueryInputSchema } from "./list-query-input.js";
import { isListOperatorAllowed } from "./list-operators.js";
import { parseListQuery, validateListQuery } from "./validate-list-query.js";

const fields = defineListFields({
  fullName: "text",
  fee: "number",
  createdOn: "date",
  status: { kind: "enum", values: ["ACTIVE", "INACTIVE"] },
  isMinor: "boolean",
  castIds: "set",
});

function errorsOf(input: unknown) {
  const result = validateListQuery(input, fields);
  return result.success ? [] : result.errors;
}

describe("defineListFields", () => {
  it("adds a numeric id when the list declares none, and keeps a declared one", () => {
    expect(findListField(fields, "Id")).toEqual({ name: "id", kind: "number", values: null, sortable: true });
    const own = defineListFields({ ID: "text" });
    expect(findListField(own, "id")?.kind).toBe("text");
    expect(own.names).toEqual(["ID"]);
  });

  it("refuses two fields whose names differ only in case", () => {
    expect(() => defineListFields({ name: "text", Name: "text" })).toThrow(/declared twice/);
  });

  it("marks set fields as not sortable", () => {
    expect(findListField(fields, "castIds")?.sortable).toBe(false);
  });
});

describe("ListQueryInputSchema", () => {
  it("fills the defaults of spec 000 section 3", () => {
    expect(ListQueryInputSchema.parse({})).toEqual({
      filters: [],
      sortField: "Id",
      pageNumber: 0,
      pageSize: LIST_PAGE_SIZE_DEFAULT,
      sortDescending: false,
    });
    expect(LIST_PAGE_SIZE_DEFAULT).toBe(25);
  });
});

describe("validateListQuery", () => {
  it("resolves property names to the declared ones and values to the field's kind", () => {
    const result = validateListQuery(
      {
        filters: [
          { property: "FULLNAME", operator: "cn", value: "ann" },
          { property: "fee", operator: "gte", value: "12.5" },
          { property: "isMinor", operator: "eq", value: "TRUE" },
          { property: "status", operator: "in", value: "active, inactive" },
          { property: "castIds", operator: "in", value: [3, "4"] },
          { property: "createdOn", operator: "lt", value: "2025-04-01", caseSensitive: true },
        ],
        sortField: "createdon",
        sortDescending: true,
      },
      fields,
    );
    expect(result).toEqual({
      success: true,
      query: {
        filters: [
          { property: "fullName", kind: "text", operator: "cn", values: ["ann"], caseSensitive: false },
          { property: "fee", kind: "number", operator: "gte", values: [12.5], caseSensitive: false },
          { property: "isMinor", kind: "boolean", operator: "eq", values: [true], caseSensitive: false },
          {
            property: "status",
            kind: "enum",
            operator: "in",
            values: ["active", "inactive"],
            caseSensitive: false,
          },
          { property: "castIds", kind: "set", operator: "in", values: ["3", "4"], caseSensitive: false },
          {
            property: "createdOn",
            kind: "date",
            operator: "lt",
            values: ["2025-04-01"],
            caseSensitive: true,
          },
        ],
        sortField: "createdOn",
        sortKind: "date",
        sortDescending: true,
        pageNumber: 0,
        pageSize: 25,
      },
    });
  });

  it("accepts the default query on any list", () => {
    expect(validateListQuery(undefined, fields).success).toBe(true);
  });

  it("names an unknown property and lists the allowed ones", () => {
    expect(errorsOf({ filters: [{ property: "salary", operator: "eq", value: 1 }] })).toEqual([
      {
        field: "filters.0.property",
        message:
          'Unknown property "salary". Filter on one of: fullName, fee, createdOn, status, isMinor, castIds, id.',
      },
    ]);
  });

  it("names an operator the field's kind does not allow", () => {
    const [error] = errorsOf({
      filters: [
        { property: "fullName", operator: "eq", value: "x" },
        { property: "createdOn", operator: "cn", value: "2025" },
      ],
    });
    expect(error?.field).toBe("filters.1.operator");
    expect(error?.message).toMatch(/Operator "cn" is not allowed for date field "createdOn"/);
  });

  it.each([
    [{ property: "fee", operator: "eq", value: "ten" }, /not a number/],
    [{ property: "fee", operator: "eq", value: "" }, /not a number/],
    [{ property: "createdOn", operator: "gt", value: "04/01/2025" }, /YYYY-MM-DD/],
    [{ property: "createdOn", operator: "gt", value: "2025-02-30" }, /YYYY-MM-DD/],
    [{ property: "createdOn", operator: "gt", value: 20250101 }, /YYYY-MM-DD/],
    [{ property: "isMinor", operator: "eq", value: "yes" }, /true or false/],
    [{ property: "fullName", operator: "eq", value: true }, /not text/],
    [{ property: "status", operator: "eq", value: "ARCHIVED" }, /not one of ACTIVE, INACTIVE/],
    [{ property: "fullName", operator: "eq", value: ["a", "b"] }, /takes one value, not a list/],
    [{ property: "fee", operator: "in", value: " , " }, /at least one value/],
    [{ property: "fee", operator: "ni", value: [] }, /at least one value/],
  ])("names the bad value of %o", (filter, message) => {
    const [error] = errorsOf({ filters: [filter] });
    expect(error?.field).toBe("filters.0.value");
    expect(error?.message).toMatch(message);
  });

  it("checks enum values with case when the filter is case-sensitive", () => {
    expect(
      errorsOf({ filters: [{ property: "status", operator: "eq", value: "active", caseSensitive: true }] }),
    ).toHaveLength(1);
    expect(
      errorsOf({ filters: [{ property: "status", operator: "eq", value: "ACTIVE", caseSensitive: true }] }),
    ).toEqual([]);
  });

  it("takes a single non-list value for in", () => {
    const result = validateListQuery(
      {
        filters: [
          { property: "isMinor", operator: "eq", value: false },
          { property: "fee", operator: "in", value: 7 },
        ],
      },
      fields,
    );
    expect(result.success && result.query.filters[1]?.values).toEqual([7]);
  });

  it("names structural problems by their path", () => {
    expect(errorsOf({ pageSize: LIST_PAGE_SIZE_MAX + 1 }).map((error) => error.field)).toEqual(["pageSize"]);
    expect(errorsOf({ pageSize: 0 })[0]?.message).toBe("Page size must be at least 1.");
    expect(errorsOf({ pageNumber: -1 })[0]?.message).toBe("Page numbers start at 0.");
    expect(errorsOf({ pageNumber: 1.5 })[0]?.field).toBe("pageNumber");
    expect(errorsOf({ filters: [{ property: "fee", operator: "between", value: 1 }] })[0]).toEqual({
      field: "filters.0.operator",
      message: "Use one of the operators lt, gt, lte, gte, eq, nq, cn, nc, sw, ew, in, ni.",
    });
    expect(errorsOf({ filters: [{ property: " ", operator: "eq", value: 1 }] })[0]?.field).toBe(
      "filters.0.property",
    );
    expect(errorsOf({ filters: [{ property: "fee", operator: "eq", value: { a: 1 } }] })[0]?.field).toBe(
      "filters.0.value",
    );
    expect(errorsOf({ pagesize: 10 })[0]?.message).toMatch(/pagesize/);
  });

  it("names an unknown or unsortable sort field", () => {
    expect(errorsOf({ sortField: "salary" })).toEqual([
      {
        field: "sortField",
        message:
          'Unknown sort field "salary". Sort on one of: fullName, fee, createdOn, status, isMinor, castIds, id.',
      },
    ]);
    expect(errorsOf({ sortField: "castIds" })[0]?.message).toBe(
      '"castIds" holds a list and cannot be sorted on.',
    );
  });

  it("reports every bad filter at once", () => {
    const errors = errorsOf({
      filters: [
        { property: "nope", operator: "eq", value: 1 },
        { property: "fee", operator: "sw", value: 1 },
      ],
      sortField: "nope",
    });
    expect(errors.map((error) => error.field)).toEqual([
      "filters.0.property",
      "filters.1.operator",
      "sortField",
    ]);
  });
});

describe("parseListQuery", () => {
  it("throws InvalidData carrying the field errors", () => {
    try {
      parseListQuery({ sortField: "nope" }, fields);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).type).toBe("InvalidData");
      expect((error as AppError).errors?.[0]?.field).toBe("sortField");
    }
  });
});

describe("listOperatorsByKind", () => {
  it("allows ordering on numbers and dates only, and contains on text and sets", () => {
    expect(isListOperatorAllowed("number", "lt")).toBe(true);
    expect(isListOperatorAllowed("date", "gte")).toBe(true);
    expect(isListOperatorAllowed("text", "lt")).toBe(false);
    expect(isListOperatorAllowed("text", "sw")).toBe(true);
    expect(isListOperatorAllowed("set", "cn")).toBe(true);
    expect(isListOperatorAllowed("enum", "cn")).toBe(false);
    expect(isListOperatorAllowed("boolean", "in")).toBe(false);
  });
});
