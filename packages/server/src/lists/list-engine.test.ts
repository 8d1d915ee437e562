import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError, defineListFields } from "@rightsdesk/domain";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../testing/test-database.js";
import {
  createScratchTable,
  fillScratchTable,
  listScratch,
  scratch,
  type ScratchRow,
} from "../testing/scratch-list.js";
import { defineListColumns } from "./list-columns.js";
import { escapeLike } from "./list-filter-sql.js";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await createScratchTable(test.database.db);
  const blank = { fee: null, amount: null, day: null, at: null, status: null, flag: null, tags: null };
  const rows: ScratchRow[] = [
    { ...blank, id: 1, name: "100% cotton", at: new Date("2025-03-31T23:30:00Z"), day: "2025-03-31" },
    { ...blank, id: 2, name: "100 cotton", at: new Date("2025-04-01T00:00:00Z"), day: "0001-01-01" },
    { ...blank, id: 3, name: "snake_case", fee: 5, tags: ["Red", "blue"] },
    { ...blank, id: 4, name: null, fee: 2 },
  ];
  await fillScratchTable(test.database.db, rows);
});
afterAll(async () => {
  await test.dispose();
});

const ids = async (query: unknown) => (await listScratch(test.database.db, query)).records;
const filter = (property: string, operator: string, value: unknown, caseSensitive = false) =>
  ids({ filters: [{ property, operator, value, caseSensitive }] });

describe(`the list engine on ${testDatabaseKind()}`, () => {
  it("matches % and _ literally", async () => {
    expect(escapeLike("100%_\\")).toBe("100\\%\\_\\\\");
    expect(await filter("name", "cn", "0%")).toEqual([1]);
    expect(await filter("name", "cn", "e_c")).toEqual([3]);
    expect(await filter("name", "nc", "%")).toEqual([2, 3, 4]);
  });

  it("ignores case unless asked, and a missing value passes only the negations", async () => {
    expect(await filter("name", "sw", "SNAKE")).toEqual([3]);
    expect(await filter("name", "sw", "SNAKE", true)).toEqual([]);
    expect(await filter("name", "nq", "snake_case")).toEqual([1, 2, 4]);
    expect(await filter("tags", "cn", "red")).toEqual([3]);
    expect(await filter("tags", "ni", ["RED"])).toEqual([1, 2, 4]);
  });

  it("reads an instant by its UTC day and the empty date marker as no date", async () => {
    expect(await filter("at", "eq", "2025-03-31")).toEqual([1]);
    expect(await filter("at", "gt", "2025-03-31")).toEqual([2]);
    expect(await filter("day", "lte", "2025-12-31")).toEqual([1]);
    expect(await filter("day", "nq", "2025-03-31")).toEqual([2, 3, 4]);
  });

  it("sorts values first and missing ones last in both directions, ties by id", async () => {
    expect(await ids({ sortField: "fee" })).toEqual([4, 3, 1, 2]);
    expect(await ids({ sortField: "fee", sortDescending: true })).toEqual([3, 4, 1, 2]);
    expect(await ids({ sortField: "name", sortDescending: true })).toEqual([3, 1, 2, 4]);
  });

  it("counts every passing row whatever the page", async () => {
    const page = await listScratch(test.database.db, { sortField: "id", pageNumber: 1, pageSize: 2 });
    expect(page).toEqual({ totalRecords: 4, records: [3, 4] });
    expect(await listScratch(test.database.db, { pageNumber: 5, pageSize: 2 })).toEqual({
      totalRecords: 4,
      records: [],
    });
  });

  it("refuses an unknown property or operator with the domain's InvalidData", async () => {
    const error = await listScratch(test.database.db, {
      filters: [{ property: "salary", operator: "eq", value: 1 }],
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errors?.[0]).toMatchObject({ field: "filters.0.property" });
    await expect(
      listScratch(test.database.db, { filters: [{ property: "fee", operator: "cn", value: 1 }] }),
    ).rejects.toThrow("The list query is not valid.");
  });
});

describe("defineListColumns", () => {
  it("binds every declared field and nothing else", () => {
    const fields = defineListFields({ name: "text" });
    expect(() => defineListColumns(fields, { id: scratch.id })).toThrow('List field "name" has no column.');
    expect(() => defineListColumns(fields, { id: scratch.id, name: scratch.name, fee: scratch.fee })).toThrow(
      "Columns bound to no list field: fee.",
    );
    const columns = defineListColumns(defineListFields({ at: "date", day: "date" }), {
      id: scratch.id,
      at: scratch.at,
      day: scratch.day,
    });
    expect(columns.byName.get("at")?.dateStorage).toBe("instant");
    expect(columns.byName.get("day")?.dateStorage).toBe("day");
  });
});
