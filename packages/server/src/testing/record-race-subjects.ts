import { z } from "zod";
import { contract, recordCallNames, type Endpoint } from "@rightsdesk/domain";
import { call, expectOk } from "./admin-fixtures.js";
import { assetBody, createAsset } from "./asset-fixtures.js";
import { companyBody } from "./company-fixtures.js";
import { contractBody } from "./contract-fixtures.js";
import { elementBody } from "./element-fixtures.js";
import { createPerson, personBody } from "./person-fixtures.js";
import type { TestApp } from "./test-app.js";

/**
 * The kinds of record with an edit lock and a version, as the race suites make and change them:
 * found in the contract (a `lock<Kind>` call beside an `update<Kind>`), each with a create body
 * and a whole change of its profile.
 */

export type Json = Record<string, unknown>;

/** What the other records a kind points at (a talent for a contract, a spot for a report). */
export interface World {
  talentId: number;
  assetId: number;
}

/** Makes the world the race subjects point at: a talent and a spot, named after the suite. */
export async function makeRaceWorld(
  t: TestApp,
  token: string,
  names: { talentFirstName: string; adId: string; spotTitle: string },
): Promise<World> {
  const talent = await createPerson(t, token, names.talentFirstName, "Race");
  const asset = await createAsset(t, token, names.adId, names.spotTitle);
  return { talentId: talent.id, assetId: asset.id };
}

/** How to make a record of a kind, and a whole change of it that writer `tag` alone would make. */
export interface KindSubject {
  readonly createBody: (name: string, world: World) => Json;
  /** Every field it changes carries `tag`, so the stored record shows whose change it holds. */
  readonly changeBody: (name: string, tag: "A" | "B", world: World) => Json;
}

/** Every lockable kind, by the name its calls carry ("Company": lockCompany, updateCompany). */
export const kindSubjects: Record<string, KindSubject> = {
  Company: {
    createBody: (name) => companyBody(name),
    changeBody: (name, tag) => ({
      ...companyBody(name),
      companyNames: [name, `${name} ${tag}`, `${tag} trading`],
      country: tag === "A" ? "USA" : "OTHER",
    }),
  },
  Person: {
    createBody: (name) => personBody(name, "Racer"),
    changeBody: (name, tag) => personBody(`${name} ${tag}`, `Racer ${tag}`, ["TALENT"], { notes: tag }),
  },
  Asset: {
    createBody: (name) => assetBody(adIdOf(name), name),
    changeBody: (name, tag) =>
      assetBody(adIdOf(name), `${name} ${tag}`, { fileType: `MOV ${tag}`, notes: tag }),
  },
  Element: {
    createBody: (name) => elementBody(name),
    changeBody: (name, tag) => elementBody(`${name} ${tag}`, { description: tag, licensorName: tag }),
  },
  Contract: {
    createBody: (name, world) => contractBody(world.talentId, { title: name }),
    changeBody: (name, tag, world) =>
      contractBody(world.talentId, { title: `${name} ${tag}`, role: tag, subtitle: tag }),
  },
  CompletionReport: {
    createBody: (name, world) => ({ name, assetId: world.assetId, productionDate: "2025-05-20" }),
    changeBody: (name, tag, world) => ({
      name: `${name} ${tag}`,
      assetId: world.assetId,
      productionDate: tag === "A" ? "2025-05-21" : "2025-05-22",
    }),
  },
};

/** An Ad-ID made from the record's name ("Lock Asset 3" → LOCK0000003): 4 letters and 7 digits. */
function adIdOf(name: string): string {
  const digits = name.replace(/\D/g, "").padStart(7, "0").slice(-7);
  return `${name.slice(0, 4).toUpperCase()}${digits}`;
}

const endpoints = contract as unknown as Record<string, Endpoint>;

/** The kinds the contract gives an edit lock and a versioned update: "Company", "Person"... */
export const lockableKinds = Object.keys(endpoints)
  .flatMap((name) => /^lock(\w+)$/.exec(name)?.[1] ?? [])
  .filter((kind) => `update${kind}` in endpoints);

/** The kinds the contract lets one update a section item of, by the name their calls carry. */
export const sectionKinds = Object.keys(endpoints).flatMap(
  (name) => /^update(\w+)SectionItem$/.exec(name)?.[1] ?? [],
);

/**
 * Every call whose body carries a `version`: each changes something two people could change at
 * once, so each has a race of its own in the race suites.
 */
export const versionedCalls = Object.values(endpoints)
  .filter((endpoint) => endpoint.body instanceof z.ZodObject && "version" in endpoint.body.shape)
  .map((endpoint) => endpoint.name);

/** The path of a kind's call on record `id`. */
export function kindPath(
  kind: string,
  call: "get" | "create" | "update" | "lock" | "releaseLock",
  id = 0,
): string {
  const endpoint = endpoints[recordCallNames(kind, "")[call]];
  if (!endpoint) throw new Error(`The contract has no ${call} call for ${kind}.`);
  return endpoint.path.replace("{id}", String(id));
}

/** What a kind's get call answers: the record with its version. */
export type VersionedRecord = Json & { version: number };

/** Creates a record of `kind` named `name` as `token`; answers its id. */
export async function createKindRecord(
  t: TestApp,
  token: string,
  kind: string,
  name: string,
  world: World,
): Promise<number> {
  const body = (kindSubjects[kind] as KindSubject).createBody(name, world);
  return (expectOk(await call(t, token, "POST", kindPath(kind, "create"), body)) as { id: number }).id;
}

export async function readKindRecord(
  t: TestApp,
  token: string,
  kind: string,
  id: number,
): Promise<VersionedRecord> {
  return expectOk(await call(t, token, "POST", kindPath(kind, "get", id), {})) as VersionedRecord;
}
