import { describe, expect, it } from "vitest";
import { AssetSchema } from "../asset/asset.js";
import { ListQuerySchema, listResultSchema } from "./list-query.js";

describe("ListQuerySchema", () => {
  it("defaults to the first page of 25 sorted by Id ascending", () => {
    expect(ListQuerySchema.parse({})).toEqual({
      filters: [],
      sortField: "Id",
      pageNumber: 0,
      pageSize: 25,
      sortDescending: false,
    });
  });

  it("takes filters of property, operator, value and case sensitivity", () => {
    const query = ListQuerySchema.parse({
      filters: [{ property: "title", operator: "cn", value: "sale" }],
      pageSize: 500,
    });
    expect(query.filters[0]).toEqual({
      property: "title",
      operator: "cn",
      value: "sale",
      caseSensitive: false,
    });
  });

  it("refuses a negative page, a page over 500 and an unknown operator", () => {
    expect(ListQuerySchema.safeParse({ pageNumber: -1 }).success).toBe(false);
    expect(ListQuerySchema.safeParse({ pageSize: 501 }).success).toBe(false);
    expect(
      ListQuerySchema.safeParse({ filters: [{ property: "title", operator: "like", value: "x" }] }).success,
    ).toBe(false);
  });
});

describe("listResultSchema", () => {
  it("wraps one page of records with the total", () => {
    const schema = listResultSchema(AssetSchema.pick({ title: true }));
    expect(schema.parse({ totalRecords: 40, records: [{ title: "A" }] })).toEqual({
      totalRecords: 40,
      records: [{ title: "A" }],
    });
    expect(schema.safeParse({ totalRecords: -1, records: [] }).success).toBe(false);
    expect(schema.safeParse({ totalRecords: 1, records: [{ title: "" }] }).success).toBe(false);
  });
});
