import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError, evaluateListQuery } from "@rightsdesk/domain";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../testing/test-database.js";
import {
  createScratchTable,
  fillScratchTable,
  listScratch,
  scratchFields,
  scratchStatuses,
  type ScratchRow,
} from "../testing/scratch-list.js";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await createScratchTable(test.database.db);
});
afterAll(async () => {
  await test.dispose();
});

// Letters in both cases plus LIKE's wildcards and escape, so escaping and case folding are exercised.
const textArb = fc.string({ unit: fc.constantFrom("a", "A", "b", "B", "%", "_", "\\", " "), maxLength: 4 });
const numbers = [-2, -1.5, 0, 1, 1.5, 2, 3];
const days = ["0001-01-01", "2024-02-28", "2024-02-29", "2024-03-01", "2025-12-31", "9999-12-31"];
const instants = [
  "0001-01-01T05:00:00Z",
  "2024-02-28T23:59:59.999Z",
  "2024-02-29T00:00:00Z",
  "2024-02-29T12:30:00Z",
  "2024-02-29T23:59:59.999Z",
  "2024-03-01T00:00:00Z",
  "9999-12-31T23:00:00Z",
];
const caseVariants = (values: readonly string[]) =>
  fc.constantFrom(...values.flatMap((value) => [value, value.toLowerCase()]));

const rowArb = fc.record({
  name: fc.option(textArb),
  fee: fc.option(fc.integer({ min: -2, max: 3 })),
  amount: fc.option(fc.constantFrom(...numbers)),
  day: fc.option(fc.constantFrom(...days)),
  at: fc.option(fc.constantFrom(...instants).map((instant) => new Date(instant))),
  status: fc.option(fc.constantFrom(...scratchStatuses)),
  flag: fc.option(fc.boolean()),
  tags: fc.option(fc.array(fc.constantFrom("x", "X", "y", "z"), { maxLength: 3 })),
});
const rowsArb = fc
  .array(rowArb, { maxLength: 25 })
  .map((rows) => rows.map((row, index): ScratchRow => ({ id: index + 1, ...row })));

const listOf = <T>(arb: fc.Arbitrary<T>) => fc.array(arb, { minLength: 1, maxLength: 3 });
const ordered = ["lt", "gt", "lte", "gte", "eq", "nq"] as const;
const filterArb = fc.oneof(
  fc.record({
    property: fc.constantFrom("name", "NAME"),
    operator: fc.constantFrom("eq", "nq", "cn", "nc", "sw", "ew"),
    value: textArb,
    caseSensitive: fc.boolean(),
  }),
  fc.record({
    property: fc.constant("name"),
    operator: fc.constantFrom("in", "ni"),
    value: listOf(textArb),
    caseSensitive: fc.boolean(),
  }),
  fc.record({
    property: fc.constantFrom("fee", "amount"),
    operator: fc.constantFrom(...ordered),
    value: fc.oneof(fc.constantFrom(...numbers), fc.constantFrom(...numbers).map(String)),
  }),
  fc.record({
    property: fc.constantFrom("fee", "amount"),
    operator: fc.constantFrom("in", "ni"),
    value: listOf(fc.constantFrom(...numbers)),
  }),
  fc.record({
    property: fc.constantFrom("day", "at"),
    operator: fc.constantFrom(...ordered),
    value: fc.constantFrom(...days),
  }),
  fc.record({
    property: fc.constantFrom("day", "at"),
    operator: fc.constantFrom("in", "ni"),
    value: listOf(fc.constantFrom(...days)).map((values) => values.join(",")),
  }),
  fc.record({
    property: fc.constant("status"),
    operator: fc.constantFrom("eq", "nq"),
    value: caseVariants(scratchStatuses),
    caseSensitive: fc.boolean(),
  }),
  fc.record({
    property: fc.constant("status"),
    operator: fc.constantFrom("in", "ni"),
    value: listOf(fc.constantFrom(...scratchStatuses)),
  }),
  fc.record({
    property: fc.constant("flag"),
    operator: fc.constantFrom("eq", "nq"),
    value: fc.constantFrom(true, false, "TRUE", "false"),
  }),
  fc.record({
    property: fc.constant("tags"),
    operator: fc.constantFrom("cn", "nc"),
    value: caseVariants(["X", "Y", "Z"]),
    caseSensitive: fc.boolean(),
  }),
  fc.record({
    property: fc.constant("tags"),
    operator: fc.constantFrom("in", "ni"),
    value: listOf(fc.constantFrom("x", "X", "y", "q")),
    caseSensitive: fc.boolean(),
  }),
);

const queryArb = fc.record({
  filters: fc.array(filterArb, { maxLength: 3 }),
  sortField: fc.constantFrom("Id", "name", "fee", "amount", "day", "at", "status", "flag"),
  sortDescending: fc.boolean(),
  pageNumber: fc.integer({ min: 0, max: 3 }),
  pageSize: fc.integer({ min: 1, max: 10 }),
});

/** A page of ids, or the field errors of a refused query: both sides must agree on either. */
async function outcome(run: () => Promise<{ totalRecords: number; records: number[] }>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, errors: error.errors };
    throw error;
  }
}

function expected(rows: readonly ScratchRow[], query: unknown) {
  return outcome(async () => {
    const page = evaluateListQuery(rows, query, scratchFields);
    return { totalRecords: page.totalRecords, records: page.records.map((row) => row.id) };
  });
}

describe(`the list engine on ${testDatabaseKind()} agrees with the domain's evaluator`, () => {
  it("on random rows and queries: the same page, in the same order, and the same total", async () => {
    await fc.assert(
      fc.asyncProperty(rowsArb, fc.array(queryArb, { minLength: 1, maxLength: 4 }), async (rows, queries) => {
        await fillScratchTable(test.database.db, rows);
        for (const query of queries) {
          const actual = await outcome(() => listScratch(test.database.db, query));
          expect(actual).toEqual(await expected(rows, query));
        }
      }),
      { numRuns: 150 },
    );
  });

  it("pages tile the whole result", async () => {
    await fc.assert(
      fc.asyncProperty(rowsArb, queryArb, async (rows, query) => {
        fc.pre(!("code" in (await expected(rows, query))));
        await fillScratchTable(test.database.db, rows);
        const whole = await listScratch(test.database.db, { ...query, pageNumber: 0, pageSize: 500 });
        const pages = [];
        for (let pageNumber = 0; pageNumber * query.pageSize < rows.length + 1; pageNumber += 1) {
          pages.push(await listScratch(test.database.db, { ...query, pageNumber }));
        }
        for (const page of pages) expect(page.totalRecords).toBe(whole.totalRecords);
        expect(pages.flatMap((page) => page.records)).toEqual(whole.records);
      }),
      { numRuns: 40 },
    );
  });
});
