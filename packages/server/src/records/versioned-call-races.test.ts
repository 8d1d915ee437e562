import { describe, expect, it } from "vitest";
import { contract, type Endpoint } from "@rightsdesk/domain";
import { call } from "../testing/admin-fixtures.js";
import { createAsset } from "../testing/asset-fixtures.js";
import { createPerson } from "../testing/person-fixtures.js";
import {
  expectStaleRefusal,
  oneWinner,
  printRacesRun,
  RACE_ROUNDS,
  twoWriters,
} from "../testing/race-pair.js";
import { lockableKinds, sectionKinds, versionedCalls } from "../testing/record-race-subjects.js";
import { createTestApp } from "../testing/test-app.js";
import { testDatabaseKind } from "../testing/test-database.js";
import { useSignedInApp } from "../testing/use-test-app.js";
import {
  callSubjects,
  type CallSubject,
  type Scene,
  type Tag,
  type Target,
} from "../testing/versioned-call-subjects.js";

/**
 * Two people sending the same versioned call at the same moment, for every call of the contract
 * whose body carries a `version` and that the record and section item races leave out: a role, a
 * user, your own name, a person's status, a use right, a licence, a contract's status or guarantee,
 * a snippet, a template, a report's submit or revise, a to-do. Both read the thing at one version,
 * both send: exactly one call lands whole, the other is told the thing changed under it.
 */

let scene: Scene;
let writerTokens: [string, string];
useSignedInApp(
  () => createTestApp(),
  async ({ t, admin }) => {
    writerTokens = (await twoWriters(t)).map((writer) => writer.token) as [string, string];
    const talent = await createPerson(t, admin, "Vera", "Race");
    const asset = await createAsset(t, admin, "VERS9000001", "Versioned race spot");
    scene = { t, admin, world: { talentId: talent.id, assetId: asset.id } };
  },
  { perFile: true },
);

const endpoints = contract as unknown as Record<string, Endpoint>;

/** The versioned calls the record and section item races already cover. */
const coveredElsewhere = new Set([
  ...lockableKinds.map((kind) => `update${kind}`),
  ...sectionKinds.flatMap((kind) => [`add${kind}SectionItem`, `update${kind}SectionItem`]),
]);

const raceCalls = versionedCalls.filter((name) => !coveredElsewhere.has(name));

/** Writer `tag`'s call, as they would send it having read the target at its version. */
function send(name: string, subject: CallSubject, target: Target, tag: Tag, round: number) {
  const endpoint = endpoints[name] as Endpoint;
  const token = (target.tokens ?? writerTokens)[tag === "A" ? 0 : 1] as string;
  const body = { ...subject.change(tag, target, round), version: target.version };
  return call(scene.t, token, endpoint.method, endpoint.path.replace(/\{\w+\}/, String(target.id)), body);
}

printRacesRun("two calls at one version");

describe(`two writers on one versioned call, every call, on ${testDatabaseKind()}`, () => {
  it("covers every call of the contract whose body carries a version", () => {
    expect(raceCalls.length).toBeGreaterThan(0);
    expect(Object.keys(callSubjects).sort()).toEqual([...raceCalls].sort());
  });

  describe.each(raceCalls)("%s", (name) => {
    it(`keeps exactly one of two simultaneous calls, whole, and tells the other why (${RACE_ROUNDS} rounds)`, async () => {
      const subject = callSubjects[name] as CallSubject;
      for (let round = 1; round <= RACE_ROUNDS; round += 1) {
        const target = await subject.prepare(scene, round);
        const answers = await Promise.all([
          send(name, subject, target, "A", round),
          send(name, subject, target, "B", round),
        ]);
        const { winner, refusal } = oneWinner(answers);
        expectStaleRefusal(refusal);
        const stored = await subject.read(scene, target);
        expect(stored["version"]).toBe(target.version + 1);
        const shows = subject.shows ?? subject.change;
        expect(stored).toMatchObject(shows(winner === 0 ? "A" : "B", target, round));
      }
    });
  });
});
