import { describe, expect, it } from "vitest";
import type { RecordLockInfoResponse } from "@rightsdesk/domain";
import { call, expectOk } from "../testing/admin-fixtures.js";
import {
  expectStaleRefusal,
  expectToldWhy,
  oneWinner,
  printRacesRun,
  RACE_ROUNDS,
  twoWriters,
  type Writer,
} from "../testing/race-pair.js";
import {
  createKindRecord,
  kindPath,
  makeRaceWorld,
  kindSubjects,
  lockableKinds,
  readKindRecord,
  type KindSubject,
  type World,
} from "../testing/record-race-subjects.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { testDatabaseKind } from "../testing/test-database.js";
import { useSignedInApp } from "../testing/use-test-app.js";

/**
 * Two people editing the same record at the same moment, for every kind of record with an edit
 * lock and a version (found in the contract: a `lock<Kind>` call beside an `update<Kind>`). Both
 * read the record, both save: exactly one save lands whole, the other is told the record changed
 * under it. Both take the edit lock: exactly one holds it, the other is told who, and that
 * person's saves are refused while it is held.
 */

let t: TestApp;
let admin: string;
let writers: [Writer, Writer];
let world: World;
useSignedInApp(
  () => createTestApp(),
  async (app) => {
    ({ t, admin } = app);
    writers = await twoWriters(t);
    world = await makeRaceWorld(t, admin, {
      talentFirstName: "Tala",
      adId: "RACE9000001",
      spotTitle: "Race spot",
    });
  },
  { perFile: true },
);

const createRecord = (kind: string, name: string) => createKindRecord(t, admin, kind, name, world);

/** Writer `tag`'s save of record `id`, as they would send it having read `version`. */
function save(kind: string, id: number, name: string, tag: "A" | "B", version: number, writer: Writer) {
  const body = { ...(kindSubjects[kind] as KindSubject).changeBody(name, tag, world), version };
  return call(t, writer.token, "PUT", kindPath(kind, "update", id), body);
}

function takeLock(kind: string, id: number, writer: Writer) {
  return call(t, writer.token, "GET", kindPath(kind, "lock", id));
}

printRacesRun("two saves or lock takers on one record");

describe(`two writers on one record, every lockable kind, on ${testDatabaseKind()}`, () => {
  it("covers every kind the contract gives a lock and a versioned update", () => {
    expect(lockableKinds.length).toBeGreaterThan(0);
    expect(Object.keys(kindSubjects).sort()).toEqual([...lockableKinds].sort());
  });

  describe.each(lockableKinds)("%s", (kind) => {
    it(`keeps exactly one of two simultaneous saves, whole, and tells the other why (${RACE_ROUNDS} rounds)`, async () => {
      for (let round = 1; round <= RACE_ROUNDS; round += 1) {
        const name = `Race ${kind} ${round}`;
        const id = await createRecord(kind, name);
        const [ana, ben] = writers;
        const [first, second] = await Promise.all([
          readKindRecord(t, ana.token, kind, id),
          readKindRecord(t, ben.token, kind, id),
        ]);
        expect(second.version).toBe(first.version);
        const answers = await Promise.all([
          save(kind, id, name, "A", first.version, ana),
          save(kind, id, name, "B", second.version, ben),
        ]);
        const { winner, refusal } = oneWinner(answers);
        expectStaleRefusal(refusal);
        const stored = await readKindRecord(t, admin, kind, id);
        expect(stored.version).toBe(first.version + 1);
        const winning = (kindSubjects[kind] as KindSubject).changeBody(name, winner === 0 ? "A" : "B", world);
        expect(stored).toMatchObject(winning);
      }
    });

    it(`gives the edit lock to exactly one of two people taking it at once (${RACE_ROUNDS} rounds)`, async () => {
      for (let round = 1; round <= RACE_ROUNDS; round += 1) {
        const name = `Lock ${kind} ${round}`;
        const id = await createRecord(kind, name);
        const { version } = await readKindRecord(t, admin, kind, id);
        const taken = await Promise.all(writers.map((writer) => takeLock(kind, id, writer)));
        const infos = taken.map((answer) => expectOk(answer) as RecordLockInfoResponse);
        expect(infos.map((info) => info.status).sort()).toEqual(["lockedByMe", "lockedByOther"]);
        const [holding, waiting] = infos[0]?.status === "lockedByMe" ? writers : [writers[1], writers[0]];
        expect(infos.map((info) => info.holderName)).toEqual([holding.name, holding.name]);

        // The one without the lock may not save; the holder may, at the version both read.
        const saves = [
          await save(kind, id, name, "B", version, waiting),
          await save(kind, id, name, "A", version, holding),
        ] as const;
        const { winner, refusal } = oneWinner(saves);
        expect(winner).toBe(1);
        expect(saves[0].status).toBe(409);
        expectToldWhy(refusal, "lock", new RegExp(`^${holding.name} is editing`));
        expectOk(await call(t, holding.token, "POST", kindPath(kind, "releaseLock", id), {}));
      }
    });
  });
});
