import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BulkContractResultSchema, type BulkContractResult } from "@rightsdesk/domain";
import { contracts } from "../../db/schema.js";
import { call } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { bulkSharedTerms } from "../../testing/contract-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { RACE_ROUNDS, countRace, printRacesRun, twoWriters, type Writer } from "../../testing/race-pair.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";

/**
 * Two people sending the same bulk contract file at the same moment. A file's rows carry keys
 * (the CLI derives one from a row's content when the file gives none), so the same file is the
 * same keys: exactly one submission creates the contracts, the other is answered that each row's
 * key already made a contract (naming it), and no contract is made twice.
 */

const ROWS = 12;
/** Rows per request when a file goes in batches. */
const BATCH = 4;

let t: TestApp;
let admin: string;
let writers: [Writer, Writer];
let talentIds: number[];
let assetId: number;
useSignedInApp(
  () => createTestApp(),
  async (app) => {
    ({ t, admin } = app);
    writers = await twoWriters(t);
    talentIds = [];
    for (let i = 1; i <= ROWS; i += 1) talentIds.push((await createPerson(t, admin, `Bulk${i}`, "Racer")).id);
    assetId = (await createAsset(t, admin, "BULK9000001", "Bulk race spot")).id;
  },
  { perFile: true },
);

/** One file's request: shared union terms on the spot, a keyed row per talent. */
function bulkFile(round: number) {
  return {
    shared: bulkSharedTerms({ title: `Bulk race ${round}`, assetIds: [assetId] }),
    rows: talentIds.map((talent, index) => ({ key: `race-${round}-${index + 1}`, talent })),
  };
}

async function submit(writer: Writer, file: ReturnType<typeof bulkFile>): Promise<BulkContractResult> {
  const answer = await call(t, writer.token, "POST", "/Contract/Bulk", file);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return BulkContractResultSchema.parse(answer.body);
}

printRacesRun("the same bulk contract file sent twice");

describe(`the same bulk contract file sent twice at once, on ${testDatabaseKind()}`, () => {
  it(`creates its contracts once: one submission makes them, the other is told they exist (${RACE_ROUNDS} rounds)`, async () => {
    for (let round = 1; round <= RACE_ROUNDS; round += 1) {
      const file = bulkFile(round);
      const answers = await Promise.all(writers.map((writer) => submit(writer, file)));
      const made = answers.filter((answer) => answer.created > 0);
      expect(made, JSON.stringify(answers)).toHaveLength(1);
      const [winner, loser] = made[0] === answers[0] ? answers : [answers[1], answers[0]];
      expect(winner).toMatchObject({ committed: true, created: ROWS, existing: 0, invalid: 0 });
      expect(loser).toMatchObject({ committed: true, created: 0, existing: ROWS, invalid: 0 });
      // Each row of the other submission names the contract the winner made for it.
      expect(loser?.rows.map((row) => [row.outcome, row.contractId])).toEqual(
        winner?.rows.map((row) => ["existing", row.contractId]),
      );

      await expectOneContractPerKey(file.rows.map((row) => row.key));
      countRace();
    }
  });

  it(`makes each row of a file sent in batches once, whoever's batch gets there first (${RACE_ROUNDS} rounds)`, async () => {
    for (let round = 1; round <= RACE_ROUNDS; round += 1) {
      const file = bulkFile(RACE_ROUNDS + round);
      // As the CLI sends a long file: one request per batch, one after another.
      const sendInBatches = async (writer: Writer) => {
        const rows: BulkContractResult["rows"] = [];
        for (let start = 0; start < ROWS; start += BATCH) {
          const answer = await submit(writer, { ...file, rows: file.rows.slice(start, start + BATCH) });
          rows.push(...answer.rows);
        }
        return rows;
      };
      const [ana, ben] = await Promise.all([sendInBatches(writers[0]), sendInBatches(writers[1])]);
      file.rows.forEach((_, index) => {
        const outcomes = [ana[index], ben[index]];
        expect(outcomes.map((row) => row?.outcome).sort()).toEqual(["created", "existing"]);
        expect(outcomes[0]?.contractId).toBe(outcomes[1]?.contractId);
      });
      await expectOneContractPerKey(file.rows.map((row) => row.key));
      for (let batch = 0; batch < ROWS; batch += BATCH) countRace();
    }
  });
});

/** Asserts each key made exactly one contract. */
async function expectOneContractPerKey(keys: readonly string[]): Promise<void> {
  const stored = await t.database.db
    .select({ key: contracts.importKey })
    .from(contracts)
    .where(inArray(contracts.importKey, [...keys]));
  expect(stored.map((row) => row.key).sort()).toEqual([...keys].sort());
}
