import { describe, expect, it } from "vitest";
import { contract, type Endpoint } from "@rightsdesk/domain";
import { call, expectOk } from "../testing/admin-fixtures.js";
import { companyBody, createCompany } from "../testing/company-fixtures.js";
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
  sectionKinds,
  type Json,
  type World,
} from "../testing/record-race-subjects.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { testDatabaseKind } from "../testing/test-database.js";
import { useSignedInApp } from "../testing/use-test-app.js";

/**
 * Two people changing the same item of a record's section at the same moment, for every kind whose
 * sections the contract lets one update (`update<Kind>SectionItem`): exactly one change lands
 * whole, the other is told the item changed under it. And two people adding the item of a section
 * that holds one (a person's specification, a contract's agent, a company's tax info): exactly one
 * is added, the other is told the record already has it.
 */

/** A section of many items and an item of it that writer `tag` alone would save. */
interface SectionSubject {
  readonly section: string;
  readonly item: (tag: string) => Json;
}

const manyItemSections: Record<string, SectionSubject> = {
  Company: { section: "Note", item: (tag) => ({ noteType: "Notes", text: `Note ${tag}` }) },
  Person: { section: "Email", item: (tag) => ({ email: `${tag.toLowerCase()}@example.com`, label: "WORK" }) },
  Asset: { section: "InternalNote", item: (tag) => ({ note: `Note ${tag}` }) },
  Element: { section: "Restriction", item: (tag) => ({ restriction: `No use in ${tag}` }) },
  Contract: { section: "Note", item: (tag) => ({ noteType: "Notes", text: `Note ${tag}` }) },
  CompletionReport: { section: "InternalNote", item: (tag) => ({ note: `Note ${tag}` }) },
};

/** A section that holds one item, on a record of `kind`. */
interface OneItemSubject extends SectionSubject {
  readonly kind: string;
  /** The owner's create body, where the kind's usual record has no such section. */
  readonly ownerBody?: (name: string) => Json;
}

/** An advertiser: the one kind of company with every one-item section (alert preferences too). */
const advertiser = (name: string) => companyBody(name, "ADVERTISER");

/** The payroll vendor a company's PayrollVendor item names. */
let vendorId: number;

const oneItemSections: readonly OneItemSubject[] = [
  { kind: "Person", section: "Specification", item: (tag) => ({ height: `6'${tag === "A" ? 1 : 2}"` }) },
  {
    kind: "Contract",
    section: "AgentRepresentation",
    item: (tag) => ({ commissionPercent: tag === "A" ? 10 : 15 }),
  },
  {
    kind: "Company",
    section: "AlertPreference",
    item: (tag) => ({ daysAhead: tag === "A" ? 30 : 60 }),
    ownerBody: advertiser,
  },
  {
    kind: "Company",
    section: "BusinessTaxInfo",
    item: (tag) => ({ classification: tag === "A" ? "C-CORP" : "S-CORP", taxId: "12-3456789" }),
    ownerBody: advertiser,
  },
  {
    kind: "Company",
    section: "PayrollVendor",
    item: (tag) => ({ vendorId, employerAccount: `Account ${tag}` }),
    ownerBody: advertiser,
  },
];

const endpoints = contract as unknown as Record<string, Endpoint>;

/** The path of a kind's section call, its `{section}` and its one id filled in. */
function sectionPath(call: string, section: string, id: number): string {
  const endpoint = endpoints[call];
  if (!endpoint) throw new Error(`The contract has no ${call}.`);
  return endpoint.path.replace("{section}", section).replace(/\{\w+\}/, String(id));
}

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
      talentFirstName: "Sela",
      adId: "SECT9000001",
      spotTitle: "Section race spot",
    });
    vendorId = (await createCompany(t, admin, "Race Payroll Co", "VENDOR")).id;
  },
  { perFile: true },
);

interface SavedItem {
  id: number;
  version: number;
  data: Json;
}

/** A record of the subject's kind that has its section. */
async function createOwner({ kind, ownerBody }: OneItemSubject, name: string): Promise<number> {
  if (!ownerBody) return createKindRecord(t, admin, kind, name, world);
  const created = await call(t, admin, "POST", kindPath(kind, "create"), ownerBody(name));
  return (expectOk(created) as { id: number }).id;
}

function addItem(kind: string, section: string, ownerId: number, data: Json, token = admin) {
  return call(t, token, "POST", sectionPath(`add${kind}SectionItem`, section, ownerId), { data });
}

printRacesRun("two changes or adds of one section item");

describe(`two writers on one section item, every kind, on ${testDatabaseKind()}`, () => {
  it("covers every kind whose section items the contract updates", () => {
    expect(sectionKinds.length).toBeGreaterThan(0);
    expect(Object.keys(manyItemSections).sort()).toEqual([...sectionKinds].sort());
  });

  describe.each(sectionKinds)("%s", (kind) => {
    const { section, item } = manyItemSections[kind] as SectionSubject;

    it(`keeps exactly one of two simultaneous changes to an item, whole (${RACE_ROUNDS} rounds)`, async () => {
      for (let round = 1; round <= RACE_ROUNDS; round += 1) {
        const ownerId = await createKindRecord(t, admin, kind, `Items ${kind} ${round}`, world);
        const added = expectOk(await addItem(kind, section, ownerId, item("first"))) as SavedItem;
        const path = sectionPath(`update${kind}SectionItem`, section, added.id);
        const answers = await Promise.all([
          call(t, writers[0].token, "PUT", path, { data: item("A"), version: added.version }),
          call(t, writers[1].token, "PUT", path, { data: item("B"), version: added.version }),
        ]);
        const { winner, refusal } = oneWinner(answers);
        expectStaleRefusal(refusal);
        const stored = (answers[winner].body ?? {}) as SavedItem;
        expect(stored.version).toBe(added.version + 1);
        expect(stored.data).toMatchObject(item(winner === 0 ? "A" : "B"));
      }
    });
  });

  describe.each(oneItemSections)("$kind", (subject) => {
    const { kind, section, item } = subject;

    it(`adds the one ${section} item once when two add it at once (${RACE_ROUNDS} rounds)`, async () => {
      for (let round = 1; round <= RACE_ROUNDS; round += 1) {
        const ownerId = await createOwner(subject, `One ${kind} ${section} ${round}`);
        const answers = await Promise.all([
          addItem(kind, section, ownerId, item("A"), writers[0].token),
          addItem(kind, section, ownerId, item("B"), writers[1].token),
        ]);
        const { winner, refusal } = oneWinner(answers);
        expectToldWhy(refusal, "section", /already has its/);
        const listed = expectOk(
          await call(t, admin, "POST", sectionPath(`list${kind}SectionItems`, section, ownerId), {}),
        ) as { records: SavedItem[] };
        expect(listed.records).toHaveLength(1);
        expect(listed.records[0]?.data).toMatchObject(item(winner === 0 ? "A" : "B"));
      }
    });
  });
});
