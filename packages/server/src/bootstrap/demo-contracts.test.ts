import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database, Db } from "../db/database.js";
import { FieldEncryption } from "../records/field-encryption.js";
import { createTestDatabase } from "../testing/test-database.js";
import { seedDemoData } from "./demo-data.js";

async function rows<T>(db: Db, text: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

let database: Database;
let dispose: () => Promise<void>;
beforeEach(async () => {
  const test = await createTestDatabase();
  database = test.database;
  dispose = test.dispose;
});
afterEach(async () => {
  await dispose();
});

describe("demo contracts", () => {
  it("adds the union pair either side of the rate change, an influencer, an MSA and a voided one, once", async () => {
    const encryption = FieldEncryption.withKey(Buffer.alloc(32, 7));
    await seedDemoData(database.db, encryption, new Date("2025-06-02T10:00:00Z"));
    const contracts = await rows<{
      contract_date: string;
      family: string;
      status: string;
      session_fee_cents: string | number | null;
      template_id: number | null;
    }>(
      database.db,
      "select to_char(contract_date, 'YYYY-MM-DD') as contract_date, family, status, session_fee_cents, template_id from contracts order by id",
    );
    expect(contracts.map((c) => [c.contract_date, c.family, c.status])).toEqual([
      ["2025-03-31", "UNION", "Draft"],
      ["2025-04-01", "UNION", "Draft"],
      ["2025-05-15", "NON UNION", "Draft"],
      ["2025-01-10", "MSA", "Draft"],
      ["2025-02-03", "UNION", "Voided"],
    ]);
    expect(contracts.slice(0, 2).map((c) => Number(c.session_fee_cents))).toEqual([78310, 82230]);
    const rights = await rows<{ n: string | number }>(
      database.db,
      "select count(*) as n from asset_use_rights where contract_id is not null",
    );
    expect(Number(rights[0]?.n)).toBe(1);
    const payments = await rows<{ n: string | number }>(
      database.db,
      "select count(*) as n from contract_guarantee_payments where record_number like 'GR00%'",
    );
    expect(Number(payments[0]?.n)).toBe(3);
    await seedDemoData(database.db, encryption, new Date("2025-06-03T10:00:00Z"));
    const again = await rows<{ n: string | number }>(database.db, "select count(*) as n from contracts");
    expect(Number(again[0]?.n)).toBe(5);
  });
});
