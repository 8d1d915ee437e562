import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertMarks, users } from "../../db/schema.js";
import { createTestDatabase, type TestDatabase } from "../../testing/test-database.js";
import { alertMarksOf } from "./alert-service.js";
import { recordLabels } from "./alert-records.js";
import { assetCompanies } from "./asset-company.js";
import { loadHoldingFeeCast } from "./holding-fee-cast.js";

/**
 * A large library's 30-day window holds tens of thousands of alerts: the lookups by key or id must
 * take lists longer than PostgreSQL's 65,535 bind parameters of one statement.
 */
const MANY = 70_000;
const manyIds = (first: number) => Array.from({ length: MANY }, (_, i) => first + i);

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await test?.dispose();
});

describe("lookups over more keys or ids than one statement takes parameters", () => {
  it("finds the marks among 70,000 alert keys, keys with commas, quotes and braces included", async () => {
    const { db } = test.database;
    const [admin] = await db.select({ id: users.id }).from(users).limit(1);
    if (!admin) throw new Error("The seeded database has no user.");
    const odd = 'USAGE_RIGHT:use-right:7,"{x}"\\:2026-12-01';
    await db.insert(alertMarks).values([
      {
        key: "MPU_EXPIRE:asset:69999:2026-12-01",
        action: "RENEW",
        markedBy: admin.id,
        markedAt: new Date(),
      },
      { key: odd, action: "DONE", markedBy: admin.id, markedAt: new Date() },
    ]);
    const keys = manyIds(1).map((id) => `MPU_EXPIRE:asset:${id}:2026-12-01`);
    const marks = await alertMarksOf(db, [...keys, odd]);
    expect([...marks.keys()].sort()).toEqual(["MPU_EXPIRE:asset:69999:2026-12-01", odd].sort());
    expect(marks.get(odd)?.action).toBe("DONE");
  });

  it("labels records among 70,000 pointers of each type", async () => {
    const { db } = test.database;
    const pointers = (["asset", "element", "contract", "person", "company"] as const).flatMap((type) =>
      manyIds(1_000_000).map((id) => ({ type, id })),
    );
    expect((await recordLabels(db, pointers)).size).toBe(0);
  });

  it("reads the companies and union cast of 70,000 assets", async () => {
    const { db } = test.database;
    expect((await assetCompanies(db, manyIds(1_000_000))).size).toBe(0);
    expect(await loadHoldingFeeCast(db, { assetIds: manyIds(1_000_000) })).toEqual([]);
  });
});
