import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error.js";
import { evaluateListQuery } from "./evaluate-list-query.js";
import { defineListFields } from "./list-fields.js";
import { readListRecordValue } from "./list-record-value.js";

const fields = defineListFields({
  title: "text",
  fee: "number",
  expiresOn: "date",
  status: "enum",
  isMinor: "boolean",
  castIds: "set",
});

const records = [
  {
    id: 1,
    title: "Summer Spot",
    fee: 100,
    expiresOn: "2025-03-31",
    status: "ACTIVE",
    isMinor: false,
    castIds: [10, 11],
  },
  {
    id: 2,
    title: "summer teaser",
    fee: 250.5,
    expiresOn: "2025-04-01T09:00:00Z",
    status: "EXPIRED",
    isMinor: true,
    castIds: [12],
  },
  {
    id: 3,
    title: "Winter Spot",
    fee: null,
    expiresOn: "0001-01-01",
    status: "active",
    isMinor: null,
    castIds: null,
  },
  { id: 4, title: null, fee: "75", expiresOn: null, status: null, isMinor: false, castIds: ["10"] },
  {
    id: 5,
    title: "Autumn",
    fee: 100,
    expiresOn: "2022-04-01",
    status: "INCOMPLETE",
    isMinor: true,
    castIds: [],
  },
];

const ids = (query: unknown) => evaluateListQuery(records, query, fields).records.map((record) => record.id);
const filtered = (property: string, operator: string, value: unknown, caseSensitive?: boolean) =>
  ids({
    filters: [{ property, operator, value, ...(caseSensitive === undefined ? {} : { caseSensitive }) }],
  });

describe("text operators", () => {
  it.each([
    ["eq", "summer spot", [1]],
    ["nq", "summer spot", [2, 3, 4, 5]],
    ["cn", "SPOT", [1, 3]],
    ["nc", "spot", [2, 4, 5]],
    ["sw", "summer", [1, 2]],
    ["ew", "er", [2]],
    ["in", "autumn,winter spot", [3, 5]],
    ["ni", ["autumn", "winter spot"], [1, 2, 4]],
  ])("%s %j", (operator, value, expected) => expect(filtered("title", operator, value)).toEqual(expected));

  it("respects case when asked", () => {
    expect(filtered("title", "sw", "summer", true)).toEqual([2]);
    expect(filtered("title", "eq", "Summer Spot", true)).toEqual([1]);
    expect(filtered("title", "nc", "Spot", true)).toEqual([2, 4, 5]);
  });
});

describe("number operators", () => {
  it.each([
    ["lt", 100, [4]],
    ["lte", "100", [1, 4, 5]],
    ["gt", 100, [2]],
    ["gte", 100, [1, 2, 5]],
    ["eq", 75, [4]],
    ["nq", 100, [2, 3, 4]],
    ["in", "75, 250.5", [2, 4]],
    ["ni", [100], [2, 3, 4]],
  ])("%s %j", (operator, value, expected) => expect(filtered("fee", operator, value)).toEqual(expected));
});

describe("date operators", () => {
  it("compare calendar days as text, the empty marker counting as no date", () => {
    expect(filtered("expiresOn", "lt", "2025-04-01")).toEqual([1, 5]);
    expect(filtered("expiresOn", "gte", "2025-04-01")).toEqual([2]);
    expect(filtered("expiresOn", "eq", "2025-04-01")).toEqual([2]);
    expect(filtered("expiresOn", "lte", "2025-03-31")).toEqual([1, 5]);
    expect(filtered("expiresOn", "gt", "0001-01-01")).toEqual([1, 2, 5]);
    expect(filtered("expiresOn", "nq", "2025-04-01")).toEqual([1, 3, 4, 5]);
    expect(filtered("expiresOn", "in", "2022-04-01,2025-03-31")).toEqual([1, 5]);
  });

  it("reads Date objects by their UTC day and ignores other things", () => {
    expect(readListRecordValue(new Date(Date.UTC(2025, 3, 1, 23)), "date")).toBe("2025-04-01");
    expect(readListRecordValue(new Date(Number.NaN), "date")).toBeNull();
    expect(readListRecordValue("soon", "date")).toBeNull();
    expect(readListRecordValue(20250401, "date")).toBeNull();
  });
});

describe("enum, boolean and set operators", () => {
  it("match enums without case by default", () => {
    expect(filtered("status", "eq", "active")).toEqual([1, 3]);
    expect(filtered("status", "eq", "active", true)).toEqual([3]);
    expect(filtered("status", "ni", "active,expired")).toEqual([4, 5]);
  });

  it("match booleans, a missing value passing only nq", () => {
    expect(filtered("isMinor", "eq", true)).toEqual([2, 5]);
    expect(filtered("isMinor", "nq", "true")).toEqual([1, 3, 4]);
  });

  it("match sets by membership, a missing set counting as empty", () => {
    expect(filtered("castIds", "cn", 10)).toEqual([1, 4]);
    expect(filtered("castIds", "nc", "10")).toEqual([2, 3, 5]);
    expect(filtered("castIds", "in", [11, 12])).toEqual([1, 2]);
    expect(filtered("castIds", "ni", "11,12")).toEqual([3, 4, 5]);
  });

  it("reads odd record values as missing", () => {
    expect(readListRecordValue({ a: 1 }, "text")).toBeNull();
    expect(readListRecordValue("x", "number")).toBeNull();
    expect(readListRecordValue("true", "boolean")).toBeNull();
    expect(readListRecordValue(7, "set")).toEqual(["7"]);
    expect(readListRecordValue([1, null, "a"], "set")).toEqual(["1", "a"]);
  });
});

describe("evaluateListQuery", () => {
  it("combines filters with and", () => {
    expect(
      ids({
        filters: [
          { property: "title", operator: "cn", value: "spot" },
          { property: "status", operator: "eq", value: "ACTIVE" },
        ],
      }),
    ).toEqual([1, 3]);
    expect(
      ids({
        filters: [
          { property: "title", operator: "cn", value: "spot" },
          { property: "fee", operator: "gt", value: 0 },
        ],
      }),
    ).toEqual([1]);
  });

  it("sorts by Id ascending by default", () => {
    expect(ids({ sortDescending: true, sortField: "ID" })).toEqual([5, 4, 3, 2, 1]);
    expect(ids({})).toEqual([1, 2, 3, 4, 5]);
  });

  it("sorts text without case and keeps ties in input order", () => {
    expect(ids({ sortField: "title" })).toEqual([5, 1, 2, 3, 4]);
    expect(ids({ sortField: "fee" })).toEqual([4, 1, 5, 2, 3]);
    expect(ids({ sortField: "fee", sortDescending: true })).toEqual([2, 1, 5, 4, 3]);
  });

  it("puts records without a sort value last in both directions", () => {
    expect(ids({ sortField: "expiresOn" })).toEqual([5, 1, 2, 3, 4]);
    expect(ids({ sortField: "expiresOn", sortDescending: true })).toEqual([2, 1, 5, 3, 4]);
    expect(ids({ sortField: "isMinor", sortDescending: true })).toEqual([2, 5, 1, 4, 3]);
  });

  it("pages from page 0 and counts every passing record", () => {
    const page = evaluateListQuery(records, { sortField: "id", pageNumber: 1, pageSize: 2 }, fields);
    expect(page).toEqual({ totalRecords: 5, records: [records[2], records[3]] });
    expect(evaluateListQuery(records, { pageNumber: 9 }, fields)).toEqual({ totalRecords: 5, records: [] });
  });

  it("throws InvalidData for a query that does not fit the fields", () => {
    expect(() => evaluateListQuery(records, { sortField: "salary" }, fields)).toThrow(AppError);
  });
});
