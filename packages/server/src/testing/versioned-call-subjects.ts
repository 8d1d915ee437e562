import { richDocOf } from "@rightsdesk/domain";
import { call, createRole, createUser, expectOk } from "./admin-fixtures.js";
import { addUseRight, createAsset, useRightBody } from "./asset-fixtures.js";
import { createReport } from "./completion-report-fixtures.js";
import { createContract, guaranteeBody } from "./contract-fixtures.js";
import { addLicence, createElement, licenceBody } from "./element-fixtures.js";
import { createPerson } from "./person-fixtures.js";
import type { Json, VersionedRecord, World } from "./record-race-subjects.js";
import type { TestApp } from "./test-app.js";
import { TEST_USER_PASSWORD, createTestUser } from "./test-users.js";

/**
 * The versioned calls that change something other than a lockable record's profile or a section
 * item (those have their own races): a role, a user, a use right, a guarantee, a status, a to-do...
 * Each says how to make a fresh thing for the call to change, writer A's and writer B's change of
 * it, and how to read it back.
 */

export type Tag = "A" | "B";

/** What the subjects work with: the app, the administrator's token and the records they hang off. */
export interface Scene {
  readonly t: TestApp;
  readonly admin: string;
  readonly world: World;
}

/** The thing a call changes, as both writers read it. */
export interface Target {
  /** Fills the call's path, and the body's `id` of the calls that carry it there. */
  readonly id: number;
  readonly version: number;
  /** The record the thing hangs off (a guarantee's contract) or a to-do's owner, where the call needs one. */
  readonly ownerId?: number;
  /** Two sessions of one user, for a call that changes the caller's own record. */
  readonly tokens?: readonly [string, string];
}

export interface CallSubject {
  /** Makes a fresh thing for round `round` of the race and reads its version. */
  readonly prepare: (scene: Scene, round: number) => Promise<Target>;
  /** Writer `tag`'s body, without the version. */
  readonly change: (tag: Tag, target: Target, round: number) => Json;
  /** The thing as stored now. */
  readonly read: (scene: Scene, target: Target) => Promise<Json>;
  /** What the stored thing shows once writer `tag`'s change is in: the change itself unless given. */
  readonly shows?: (tag: Tag, target: Target, round: number) => Json;
}

async function post(scene: Scene, path: string, body: Json = {}): Promise<VersionedRecord> {
  return expectOk(await call(scene.t, scene.admin, "POST", path, body)) as VersionedRecord;
}

/** Record `id` of a list answer (`{ records }`, or a bare array). */
async function listed(scene: Scene, path: string, id: number, body: Json = {}): Promise<VersionedRecord> {
  const answer: unknown = await post(scene, path, body);
  const records = (
    Array.isArray(answer) ? answer : (answer as { records: unknown[] }).records
  ) as VersionedRecord[];
  const found = records.find((record) => record["id"] === id);
  if (!found) throw new Error(`${path} does not list ${id}.`);
  return found;
}

const targetOf = (record: VersionedRecord, extra: Partial<Target> = {}): Target => ({
  id: record["id"] as number,
  version: record.version,
  ...extra,
});

/** The names and e-mail address only writer `tag` gives the user of round `round`. */
const personalia = (tag: Tag, round: number) => ({
  firstName: `First ${tag}`,
  lastName: `Last ${tag}`,
  email: `race.${round}.${tag.toLowerCase()}@example.com`,
});

/** A role as writer `tag` leaves it: A lets it change companies, B only read people. */
const roleChange = (tag: Tag, round: number) => ({
  name: `Race role ${round} ${tag}`,
  description: `Changed by ${tag}`,
  moduleAccesses: [
    {
      name: tag === "A" ? "Company" : "People",
      accessPermission: { canRead: true, canWrite: tag === "A", canDelete: false },
    },
  ],
});

const snippetBody = (name: string, text: string) => ({ name, partType: "Legal", content: richDocOf(text) });

const templateBody = (name: string, text: string) => ({
  name,
  family: "UNION",
  parts: [{ partType: "Body", kind: "F", content: richDocOf(text) }],
});

/** A spot of its own for round `round`, so what one round writes onto a spot leaves the next alone. */
const roundAsset = (scene: Scene, prefix: string, round: number) =>
  createAsset(
    scene.t,
    scene.admin,
    `${prefix}${String(round).padStart(7, "0")}`,
    `${prefix} race spot ${round}`,
  );

const getUser = (scene: Scene, target: Target) => post(scene, `/User/GetUserById/${target.id}`);
const getContract = (scene: Scene, target: Target) => post(scene, `/Contract/GetById/${target.id}`);
const getReport = (scene: Scene, target: Target) => post(scene, `/CompletionReport/GetById/${target.id}`);

/** Every such call, by its name in the contract. */
export const callSubjects: Record<string, CallSubject> = {
  mutateRole: {
    prepare: async ({ t, admin }, round) =>
      targetOf(await createRole(t, admin, `Race role ${round}`, { Company: "r" })),
    change: (tag, { id }, round) => ({ id, ...roleChange(tag, round) }),
    read: (scene, { id }) => listed(scene, "/User/Role/GetAll", id),
    shows: (tag, _target, round) => roleChange(tag, round),
  },
  mutateUser: {
    prepare: async ({ t, admin }, round) => {
      const role = await createRole(t, admin, `Race user role ${round}`, { Company: "r" });
      return targetOf(await createUser(t, admin, { userName: `race.user.${round}`, roleId: role.id }));
    },
    change: (tag, { id }, round) => ({
      id,
      userName: `race.user.${round}`,
      userType: "AD AGENCY USER",
      ...personalia(tag, round),
    }),
    read: getUser,
    shows: (tag, _target, round) => personalia(tag, round),
  },
  mutateSelf: {
    prepare: async (scene, round) => {
      const userName = `race.self.${round}`;
      await createTestUser(scene.t.database.db, { userName });
      const signIn = async () => (await scene.t.signIn(userName, TEST_USER_PASSWORD)).token;
      const tokens = [await signIn(), await signIn()] as const;
      return targetOf(expectOk(await call(scene.t, tokens[0], "GET", "/User/Self")) as VersionedRecord, {
        tokens,
      });
    },
    change: (tag, _target, round) => personalia(tag, round),
    read: getUser,
  },
  updatePersonStatus: {
    prepare: async ({ t, admin }, round) => targetOf(await createPerson(t, admin, `Status${round}`, "Racer")),
    change: (tag) => ({ status: tag === "A" ? "INACTIVE" : "BLOCKED" }),
    read: (scene, { id }) => post(scene, `/People/GetById/${id}`),
  },
  updateAssetUseRight: {
    prepare: async ({ t, admin, world }) =>
      targetOf(await addUseRight(t, admin, world.assetId), { ownerId: world.assetId }),
    change: (tag) => ({ useRight: useRightBody({ note: `Cycle of ${tag}` }) }),
    read: (scene, { id, ownerId }) => listed(scene, `/Asset/UseRight/GetAll/${ownerId}`, id),
    shows: (tag) => ({ note: `Cycle of ${tag}`, cycleExpireDate: "2025-08-30" }),
  },
  updateContractUseRight: {
    prepare: async (scene, round) => {
      const { t, admin, world } = scene;
      const asset = await roundAsset(scene, "CURT", round);
      const contract = await createContract(t, admin, world.talentId);
      await post(scene, `/Contract/LinkedAsset/Save/${contract.id}`, { assetId: asset.id });
      const useRight = useRightBody({ startCycleDate: "2025-04-01", cycleExpireDate: "2025-06-30" });
      const right = await post(scene, `/Contract/UseRight/Save/${contract.id}`, {
        assetId: asset.id,
        useRight,
      });
      return targetOf(right, { ownerId: contract.id });
    },
    change: (tag) => ({
      useRight: useRightBody({
        startCycleDate: "2025-04-01",
        cycleExpireDate: "2025-06-30",
        note: `Cycle of ${tag}`,
      }),
    }),
    read: (scene, { id, ownerId }) => listed(scene, `/Contract/UseRight/GetAll/${ownerId}`, id),
    shows: (tag) => ({ note: `Cycle of ${tag}`, cycleExpireDate: "2025-06-30" }),
  },
  updateElementLicence: {
    prepare: async ({ t, admin }, round) => {
      const song = await createElement(t, admin, `Race song ${round}`);
      return targetOf(await addLicence(t, admin, song.id), { ownerId: song.id });
    },
    change: (tag) => ({
      licence: licenceBody({ label: `Licence of ${tag}`, territory: `Territory ${tag}` }),
    }),
    read: (scene, { id, ownerId }) => listed(scene, `/Element/Licence/GetAll/${ownerId}`, id),
    shows: (tag) => ({ label: `Licence of ${tag}`, territory: `Territory ${tag}` }),
  },
  changeContractStatus: {
    prepare: async ({ t, admin, world }) => targetOf(await createContract(t, admin, world.talentId)),
    change: (tag) => (tag === "A" ? { status: "Due Review" } : { status: "Voided", reason: "Voided by B" }),
    read: getContract,
    shows: (tag) => ({ status: tag === "A" ? "Due Review" : "Voided" }),
  },
  updateContractGuarantee: {
    prepare: async (scene) => {
      const contract = await createContract(scene.t, scene.admin, scene.world.talentId);
      const guarantee = await post(
        scene,
        `/Contract/Guarantee/Save/${contract.id}`,
        guaranteeBody("Guarantee of first"),
      );
      return targetOf(guarantee, { ownerId: contract.id });
    },
    change: (tag) => guaranteeBody(`Guarantee of ${tag}`),
    read: (scene, { id, ownerId }) => listed(scene, `/Contract/Guarantee/GetAll/${ownerId}`, id),
    shows: (tag) => ({ description: `Guarantee of ${tag}` }),
  },
  updateContractSnippet: {
    prepare: async (scene, round) =>
      targetOf(await post(scene, "/ContractSnippet", snippetBody(`Race snippet ${round}`, "First."))),
    change: (tag, _target, round) => snippetBody(`Race snippet ${round} ${tag}`, `Text of ${tag}.`),
    read: (scene, { id }) => post(scene, `/ContractSnippet/GetById/${id}`),
  },
  updateContractTemplate: {
    prepare: async (scene, round) =>
      targetOf(await post(scene, "/ContractTemplate", templateBody(`Race template ${round}`, "First."))),
    change: (tag, _target, round) => templateBody(`Race template ${round} ${tag}`, `Text of ${tag}.`),
    read: (scene, { id }) => post(scene, `/ContractTemplate/GetById/${id}`),
  },
  submitCompletionReport: {
    prepare: async (scene, round) => {
      const asset = await roundAsset(scene, "SUBM", round);
      return targetOf(await createReport(scene.t, scene.admin, asset.id));
    },
    change: () => ({}),
    read: getReport,
    shows: () => ({ stage: "submitted" }),
  },
  reviseCompletionReport: {
    prepare: async (scene, round) => {
      const asset = await roundAsset(scene, "REVS", round);
      const report = await createReport(scene.t, scene.admin, asset.id);
      return targetOf(
        await post(scene, `/CompletionReport/Submit/${report.id}`, { version: report.version }),
      );
    },
    change: (tag) => ({ reason: `Reopened by ${tag}` }),
    read: async (scene, target) => ({
      ...(await getReport(scene, target)),
      reasons: await revisionReasons(scene, target),
    }),
    shows: (tag) => ({ stage: "revised", revisionCount: 1, reasons: [`Reopened by ${tag}`] }),
  },
  updateRateCardEntry: {
    prepare: async (scene, round) => {
      const entry = await post(scene, "/RateCard/Add", rateCardFigure(round, "the race"));
      return { id: Number(entry["id"]), version: entry.version };
    },
    change: (tag, _target, round) => rateCardFigure(round, tag),
    read: async ({ t, admin }, { id }) => {
      const card = expectOk(await call(t, admin, "GET", "/RateCard?origin=client")) as {
        entries: VersionedRecord[];
      };
      const found = card.entries.find((entry) => entry["id"] === String(id));
      if (!found) throw new Error(`The rate card does not list entry ${id}.`);
      return found;
    },
    shows: (tag, _target, round) => {
      const { amountCents, source } = rateCardFigure(round, tag);
      return { amountCents, source };
    },
  },
  updateTodo: {
    prepare: async (scene, round) => {
      const owner = expectOk(await call(scene.t, scene.admin, "GET", "/User/Self")) as { id: number };
      const todo = await post(scene, "/Alert/Todo", {
        title: `Race to-do ${round}`,
        dueDate: null,
        ownerId: owner.id,
      });
      return targetOf(todo, { ownerId: owner.id });
    },
    change: (tag, { ownerId }) => ({ ...todoChange(tag), ownerId }),
    read: (scene, { id }) => listed(scene, "/Alert/Todo/GetAll", id, { scope: "all", includeDone: true }),
    shows: (tag) => todoChange(tag),
  },
};

/** A client figure of its own year for round `round` (no two rounds overlap), as writer `tag` states it. */
function rateCardFigure(round: number, tag: string): Json {
  return {
    union: "SAG-AFTRA",
    contractYear: 2025,
    category: "extraSession",
    effectiveFrom: `${2040 + round}-01-01`,
    effectiveTo: `${2040 + round}-12-31`,
    amountCents: tag === "A" ? 40_000 + round : tag === "B" ? 50_000 + round : 30_000 + round,
    source: `Rate sheet of ${tag}`,
  };
}

/** Why each revision of a report was opened, oldest first. */
async function revisionReasons({ t, admin }: Scene, { id }: Target): Promise<string[]> {
  const log = expectOk(await call(t, admin, "GET", `/CompletionReport/RevisionLog/${id}`));
  return (log as { records: { reason: string }[] }).records.map((revision) => revision.reason);
}

/** A to-do as writer `tag` leaves it: A marks it done, B renames it and gives it a due date. */
function todoChange(tag: Tag) {
  return tag === "A"
    ? { title: "Done by A", dueDate: null, done: true }
    : { title: "Renamed by B", dueDate: "2025-07-01", done: false };
}
