import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  UploadResultSchema,
  contract,
  elementSectionKeys,
  type Endpoint,
  type HttpMethod,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { assetBody } from "../../testing/asset-fixtures.js";
import { createClient, fullRightsUserOf, sampleOf } from "../../testing/client-fixtures.js";
import { TEST_ENCRYPTION_KEY, createCompany } from "../../testing/company-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useDemoApp } from "../../testing/use-test-app.js";
import { multipartBody, upload } from "../documents/document-test-kit.js";

/**
 * The client dimension of the authorization walk: a user of client B who holds every right calls
 * every endpoint of the contract with path ids, body references and list filters aimed at client
 * A's records (the provider's own client, holding the demo data). Nothing of A comes back, an A id
 * answers exactly like one never used, and A's rows are the same afterwards.
 */
const rows = <T>(db: Pick<Db, "execute">, text: string) => queryRows<T>(db, sql.raw(text));

/** An id no record of any client has. */
const MISSING = 999_999;
/** Signing out would end the walker's session halfway; the session dimension covers it elsewhere. */
const NOT_WALKED = new Set(["logout"]);
/** B's audit log names the provider's administrator who set B up, acting for B: B's own history. */
const B_OWN_MENTIONS: Record<string, string[]> = { listAuditLog: ["sysadmin"] };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-client-walk-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

let t: TestApp;
let admin: string;
let walker: string;
let clientA: number;
useDemoApp(
  () => createTestApp({ RIGHTSDESK_DATA_DIR: dataDir, RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY }),
  async (app) => {
    ({ t, admin } = app);
    clientA = (expectOk(await call(t, admin, "GET", "/User/Client")) as { client: { id: number } }).client.id;
    await giveAOneOfEachKind();
    const clientB = await createClient(t, admin, "Bravo Walkers");
    walker = (await fullRightsUserOf(t, admin, clientB, "bravo-walker")).token;
    await createCompany(t, walker, "Bravo Walk Company");
    expectOk(await call(t, walker, "POST", "/Asset", assetBody("BRVWALK0001", "Bravo Walk Spot")));
  },
);

/** What the demo data lacks, made as A's administrator: files, a photo, a lock, a feed, an element item. */
async function giveAOneOfEachKind(): Promise<void> {
  const first = async (table: string) =>
    (await rows<{ id: number }>(t.database.db, `select min(id)::int as id from ${table}`))[0]?.id ?? 0;
  const owners = {
    Company: await first("companies"),
    People: await first("people"),
    Asset: await first("assets"),
    Element: await first("elements"),
    Contract: await first("contracts"),
    CompletionReport: await first("completion_reports"),
  };
  for (const [prefix, ownerId] of Object.entries(owners)) {
    const uploaded = await upload(t, admin, [
      { name: `alpha-${prefix}-file.txt`, data: `Alpha ${prefix} secret file`, type: "text/plain" },
    ]);
    const [file] = UploadResultSchema.parse(uploaded.json());
    expectOk(
      await call(t, admin, "POST", `/${prefix}/Document/Save/${ownerId}`, {
        blobId: file?.blobId,
        name: `Alpha ${prefix} Paper`,
        category: "OTHER",
      }),
    );
  }
  const talent = (
    await rows<{ id: number }>(
      t.database.db,
      "select min(id)::int as id from people where 'TALENT' = any(kinds)",
    )
  )[0]?.id;
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } })
    .jpeg()
    .toBuffer();
  const [photo] = UploadResultSchema.parse(
    (await upload(t, admin, [{ name: "alpha-face.jpg", data: image, type: "image/jpeg" }])).json(),
  );
  expectOk(
    await call(t, admin, "POST", `/People/Photo/Save/${talent}`, {
      blobId: photo?.blobId,
      caption: "Alpha Walk Headshot",
    }),
  );
  await rows(
    t.database.db,
    `insert into record_items (owner_type, owner_id, section, data)
     values ('element', ${owners.Element}, '${elementSectionKeys[0]}', '{"title":"Alpha Walk Track"}')`,
  );
  expectOk(await call(t, admin, "GET", `/Company/LockCompany/${owners.Company}`));
  expectOk(await call(t, admin, "POST", "/Alert/CalendarFeed", {}));
  const log = await postAiringLog(
    admin,
    "/ReportUpload/Import?source=Alpha%20Walk%20Station&mediaType=TV",
    ["Ad-ID,Air Date,Station", "RDSB2505000,2025-05-20,KALPHA", "RDSB2505000,2025-05-21,KALPHA"],
    "alpha-walk-log.csv",
  );
  expect(log.status, log.text).toBe(200);
}

/** An airing log posted to a Report Upload endpoint as a multipart form of one CSV file. */
async function postAiringLog(token: string, requestPath: string, lines: readonly string[], name: string) {
  const { payload, contentType } = await multipartBody([
    { name, data: lines.join("\r\n"), type: "text/csv" },
  ]);
  const response = await t.call({
    method: "POST",
    path: requestPath,
    token,
    body: payload,
    headers: { "content-type": contentType },
  });
  return { status: response.statusCode, text: response.body };
}

/** A's records, one id of each kind, read as the owner. */
type Ids = Record<string, number | string>;

/** One of A's section items: the walk calls each section endpoint once per section A has items in. */
interface Item {
  ownerType: string;
  section: string;
  id: number;
  ownerId: number;
}

async function idsOfA(): Promise<{ ids: Ids; items: Item[] }> {
  const db = t.database.db;
  const one = async (from: string, where = "true") =>
    (
      await rows<{ id: number | string }>(
        db,
        `select id from ${from} where tenant_id = ${clientA} and ${where} order by id limit 1`,
      )
    )[0]?.id;
  const kinds: Record<string, [string, string?]> = {
    company: ["companies"],
    person: ["people"],
    asset: ["assets"],
    element: ["elements"],
    contract: ["contracts"],
    completionReport: ["completion_reports"],
    snippet: ["contract_snippets"],
    template: ["contract_templates"],
    reminder: ["reminders"],
    todo: ["todos"],
    guarantee: ["contract_guarantees"],
    licence: ["element_licences"],
    useRight: ["asset_use_rights"],
    photo: ["person_photos"],
    user: ["users"],
    role: ["roles"],
    profile: ["user_profiles"],
    castItem: ["record_items", "owner_type = 'asset' and section = 'Cast'"],
    companyDocument: ["documents", "owner_type = 'company'"],
    personDocument: ["documents", "owner_type = 'people'"],
    assetDocument: ["documents", "owner_type = 'asset'"],
    elementDocument: ["documents", "owner_type = 'element'"],
    contractDocument: ["documents", "owner_type = 'contract'"],
    completion_reportDocument: ["documents", "owner_type = 'completion-report'"],
    blob: ["blobs"],
    airingUpload: ["airing_uploads"],
    airingIssue: ["airing_issues"],
    rateCardEntry: ["rate_card_entries"],
  };
  const ids: Ids = { client: clientA };
  for (const [kind, [table, where]] of Object.entries(kinds)) {
    const id = await one(table, where);
    if (id === undefined) throw new Error(`Client A has no ${kind}: the walk would miss it.`);
    ids[kind] = typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id;
  }
  const items = await rows<Item>(
    db,
    `select distinct on (owner_type, section) owner_type as "ownerType", section, id, owner_id as "ownerId"
       from record_items where tenant_id = ${clientA} order by owner_type, section, id`,
  );
  return { ids, items };
}

/** The record kind and section owner behind each path prefix. */
const KIND_OF_PREFIX: Record<string, { kind: string; owner?: string }> = {
  Company: { kind: "company", owner: "company" },
  People: { kind: "person", owner: "person" },
  Asset: { kind: "asset", owner: "asset" },
  Element: { kind: "element", owner: "element" },
  Contract: { kind: "contract", owner: "contract" },
  CompletionReport: { kind: "completionReport", owner: "completion_report" },
  ContractSnippet: { kind: "snippet" },
  ContractTemplate: { kind: "template" },
};

/** The kind of record a generic `id` (in a path or a body) names, from the endpoint's path. */
function kindOfId(endpointPath: string): string {
  const rules: [RegExp, string][] = [
    [/^\/User\/Profile\b/, "profile"],
    [/^\/User\/Role\b/, "role"],
    [/^\/User\/Tenant\b/, "client"],
    [/^\/(User|Admin)\//, "user"],
    [/^\/Alert\/Reminder\b/, "reminder"],
    [/^\/Alert\/Todo\b/, "todo"],
    [/^\/(Dashboard|CompletionReport|ReportUpload|Report|Alert)\/CanAccess\//, "company"],
    [/^\/ReportUpload\/Issues\//, "airingIssue"],
    [/^\/ReportUpload\//, "airingUpload"],
    [/^\/RateCard\//, "rateCardEntry"],
  ];
  const rule = rules.find(([pattern]) => pattern.test(endpointPath));
  if (rule) return rule[1];
  const prefix = KIND_OF_PREFIX[endpointPath.split("/")[1] ?? ""];
  if (!prefix) throw new Error(`The walk does not know what {id} names in ${endpointPath}.`);
  return prefix.kind;
}

/** The kind of record a reference field of a body names; undefined for a field that is no reference. */
function kindOfField(field: string, endpointPath: string): string | undefined {
  const kinds: Record<string, string> = {
    clientId: "client",
    tenantId: "client",
    userId: "user",
    ownerId: "user",
    roleId: "role",
    profileId: "profile",
    companyId: "company",
    parentCompanyId: "company",
    loanOutCompanyId: "company",
    payeeAgencyId: "company",
    vendorCompanyId: "company",
    advertiserId: "company",
    vendorId: "company",
    talentId: "person",
    personId: "person",
    excludeId: "person",
    assetId: "asset",
    editVersionId: "asset",
    elementId: "element",
    contractId: "contract",
    completionReportId: "completionReport",
    talentAgentId: "person",
    templateId: "template",
    snippetId: "snippet",
    castItemId: "castItem",
    performerId: "person",
    useRightId: "useRight",
    licenceId: "licence",
    blobId: "blob",
    entityId: "company",
  };
  if (field === "id") return kindOfId(endpointPath);
  if (field in kinds) return kinds[field];
  if (/Id$/.test(field) && field !== "adId") throw new Error(`The walk does not know what ${field} names.`);
  return undefined;
}

/** A never-used value of the same type as `value`, for the twin call. */
const missingLike = (value: number | string) =>
  typeof value === "number" ? MISSING : "00000000-0000-4000-8000-00000000beef";

interface Attempt {
  name: string;
  method: HttpMethod;
  path: string;
  body: unknown;
  /** The same call with every id of A replaced by a never-used one. */
  twinPath: string;
  twinBody: unknown;
  multipart: boolean;
  /** The ids of A it carries, in its path and body. */
  aIds: (number | string)[];
}

/** The calls the walk makes to one endpoint: one per section A has items in, one per enum value. */
function attemptsOf(name: string, endpoint: Endpoint, ids: Ids, items: Item[]): Attempt[] {
  const params = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const prefix = endpoint.path.split("/")[1] ?? "";
  const owner = KIND_OF_PREFIX[prefix]?.owner;
  const sectionItems: (Item | undefined)[] = params.includes("section")
    ? items.filter((item) => item.ownerType === owner)
    : [undefined];
  if (sectionItems.length === 0) throw new Error(`Client A has no ${owner ?? prefix} section items.`);
  const enumParam = params.find((param) => schemaEnum(endpoint, param));
  const enumValues = enumParam ? (schemaEnum(endpoint, enumParam) ?? []) : [undefined];
  const idOf = (kind: string) => {
    const id = ids[kind];
    if (id === undefined) throw new Error(`The walk has no ${kind} of A.`);
    return id;
  };
  /** Each path parameter's value, or null for one that is not an id (kept in the twin). */
  const paramValue = (param: string, item: Item | undefined, enumValue: string | undefined) => {
    if (param === enumParam) return { value: enumValue ?? "", isId: false };
    if (param === "section") return { value: item?.section ?? "", isId: false };
    if (param === "type") return { value: "Edit", isId: false };
    if (param === "itemId" && item) return { value: item.id, isId: true };
    if (["ownerId", "companyId", "personId"].includes(param) && item)
      return { value: item.ownerId, isId: true };
    const byName: Record<string, string> = {
      companyId: "company",
      personId: "person",
      assetId: "asset",
      elementId: "element",
      contractId: "contract",
      completionReportId: "completionReport",
      photoId: "photo",
      useRightId: "useRight",
      licenceId: "licence",
      guaranteeId: "guarantee",
      documentId: `${owner ?? ""}Document`,
    };
    const kind = param === "id" ? kindOfId(endpoint.path) : byName[param];
    if (!kind) throw new Error(`The walk does not know the path parameter {${param}} of ${endpoint.path}.`);
    return { value: idOf(kind), isId: true };
  };
  const bodyWith = (valueOf: (kind: string) => unknown) =>
    endpoint.body
      ? sampleOf(endpoint.body, (field) => {
          if (field === "version") return 1;
          const kind = kindOfField(field, endpoint.path);
          return kind === undefined ? undefined : valueOf(kind);
        })
      : undefined;
  const bodyIds = new Set<number | string>();
  const body = bodyWith((kind) => {
    const id = idOf(kind);
    bodyIds.add(id);
    return id;
  });
  const twinBody = bodyWith((kind) => missingLike(idOf(kind)));
  const query = endpoint.query
    ? `?${new URLSearchParams(sampleOf(endpoint.query, () => undefined) as Record<string, string>)}`
    : "";
  const attempts = sectionItems.flatMap((item) =>
    enumValues.map((enumValue) => {
      const values = Object.fromEntries(params.map((param) => [param, paramValue(param, item, enumValue)]));
      const fill = (twin: boolean) =>
        endpoint.path.replace(/\{(\w+)\}/g, (_match, param: string) => {
          const { value, isId } = values[param] ?? { value: "", isId: false };
          return encodeURIComponent(String(twin && isId ? missingLike(value) : value));
        }) + query;
      return {
        name: [name, item?.section, enumValue].filter(Boolean).join(" "),
        method: endpoint.method,
        path: fill(false),
        body,
        twinPath: fill(true),
        twinBody,
        multipart: endpoint.bodyKind === "multipart",
        aIds: [...bodyIds, ...Object.values(values).flatMap(({ value, isId }) => (isId ? [value] : []))],
      };
    }),
  );
  // A list is also asked for A's record by id, besides its whole first page.
  const isList =
    endpoint.body !== undefined && "filters" in ((endpoint.body as { shape?: object }).shape ?? {});
  if (!isList) return attempts;
  const listKind = KIND_OF_PREFIX[prefix]?.kind ?? (prefix === "User" ? "user" : "company");
  return attempts.flatMap((attempt) => [
    { ...attempt, body: { pageSize: 500 }, twinBody: { pageSize: 500 } },
    {
      ...attempt,
      name: `${attempt.name} by id`,
      body: { filters: [{ property: "id", operator: "eq", value: idOf(listKind) }] },
      aIds: [...attempt.aIds, idOf(listKind)],
      twinBody: { filters: [{ property: "id", operator: "eq", value: MISSING }] },
    },
  ]);
}

/** The values of a path parameter that is an enumeration (report types, widgets), if it is one. */
function schemaEnum(endpoint: Endpoint, param: string): string[] | undefined {
  const shape = (endpoint.params as { shape?: Record<string, { options?: unknown }> } | undefined)?.shape;
  const options = shape?.[param]?.options;
  return Array.isArray(options) && options.every((option) => typeof option === "string")
    ? options
    : undefined;
}

/** Status and text of an answer, files included. */
async function send(method: HttpMethod, requestPath: string, body: unknown, multipart: boolean) {
  if (multipart && requestPath.startsWith("/ReportUpload/")) {
    // A code one slip away from A's spot: its suggestions must come from B's codes alone.
    const lines = ["Ad-ID,Air Date,Station", "RDSB2505001,2025-05-20,KBRAVO"];
    return postAiringLog(walker, requestPath, lines, "bravo-log.csv");
  }
  if (multipart) {
    const files = [{ name: "bravo-walk.txt", data: "Bravo walk file", type: "text/plain" }];
    const response = await upload(
      t,
      walker,
      files,
      requestPath.endsWith("Files") ? "UploadFiles" : "UploadFile",
    );
    return { status: response.statusCode, text: response.body };
  }
  const sendsBody = method === "POST" || method === "PUT";
  const response = await t.call({
    method,
    path: requestPath,
    token: walker,
    ...(sendsBody ? { body: body ?? {} } : {}),
  });
  return { status: response.statusCode, text: response.body };
}

/** Texts that name A's records: none may appear in any answer to B. */
async function markersOfA(): Promise<string[]> {
  const texts = await rows<{ text: string | null }>(
    t.database.db,
    [
      "select legal_name as text from companies",
      "select full_name from people",
      "select title from assets",
      "select ad_id from assets",
      "select title from elements",
      "select title from contracts",
      "select name from completion_reports",
      "select name from contract_snippets",
      "select name from contract_templates",
      "select title from reminders",
      "select title from todos",
      "select name from documents",
      "select file_name from documents",
      "select data->>'title' from record_items",
      "select user_name from users",
      "select file_name from airing_uploads",
      "select name from airing_sources",
      "select first_name || ' ' || last_name from users",
    ]
      .map((query) => `${query} where tenant_id = ${clientA}`)
      .join(" union "),
  );
  // Contract numbers are left out: each client numbers from the start, so B's repeat A's.
  return texts.flatMap(({ text }) => (text && text.length >= 5 ? [text] : []));
}

/** A's rows in every table that holds a client's records, and A's accounts, as one digest per table. */
async function snapshotOfA(): Promise<Record<string, string>> {
  const db = t.database.db;
  const owned = await rows<{ table_name: string }>(
    db,
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'tenant_id' order by 1`,
  );
  const accountsOfA = `(select id from users where tenant_id = ${clientA})`;
  const rolesOfA = `(select id from roles where tenant_id = ${clientA})`;
  const queries: Record<string, string> = {
    ...Object.fromEntries(
      owned.map(({ table_name }) => [table_name, `from "${table_name}" r where r.tenant_id = ${clientA}`]),
    ),
    tenants: `from tenants r where r.id = ${clientA}`,
    role_module_accesses: `from role_module_accesses r where r.role_id in ${rolesOfA}`,
    role_item_accesses: `from role_item_accesses r where r.role_id in ${rolesOfA}`,
    user_preferences: `from user_preferences r where r.user_id in ${accountsOfA}`,
    sessions: `from sessions r where r.user_id in ${accountsOfA}`,
    password_reset_tokens: `from password_reset_tokens r where r.user_id in ${accountsOfA}`,
  };
  const digests: Record<string, string> = {};
  for (const [table, from] of Object.entries(queries)) {
    const [row] = await rows<{ digest: string }>(
      db,
      `select count(*) || ':' || md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest ${from}`,
    );
    digests[table] = row?.digest ?? "";
  }
  return digests;
}

/** An answer with the ids it was asked about written the same way, to compare an A id's with a missing one's. */
function normalized(answer: { status: number; text: string }, ids: readonly (number | string)[]): string {
  const text = [...ids, MISSING, missingLike("")].reduce<string>(
    (current, id) => current.replace(new RegExp(`\\b${String(id)}\\b`, "g"), "ID"),
    answer.text,
  );
  return `${answer.status} ${text}`;
}

describe(`client B's user walks every endpoint at client A's records on ${testDatabaseKind()}`, () => {
  it("gets nothing of A, an A id answers like a missing one, and A's rows stay as they were", async () => {
    const { ids, items } = await idsOfA();
    const markers = await markersOfA();
    expect(markers.length).toBeGreaterThan(50);
    const endpoints = Object.entries(contract as Record<string, Endpoint>).filter(
      // Public endpoints act for nobody: there is no client to cross.
      ([name, endpoint]) => endpoint.access.kind !== "public" && !NOT_WALKED.has(name),
    );
    const attempts = endpoints
      .flatMap(([name, endpoint]) => attemptsOf(name, endpoint, ids, items))
      // Deletes last, so one that wrongly succeeds cannot hide what the others would show.
      .sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
    const before = await snapshotOfA();

    const problems: string[] = [];
    const statuses: Record<string, number> = {};
    for (const attempt of attempts) {
      const answer = await send(attempt.method, attempt.path, attempt.body, attempt.multipart);
      statuses[attempt.name] = answer.status;
      const allowed = B_OWN_MENTIONS[attempt.name] ?? [];
      const leaked = markers.filter((marker) => answer.text.includes(marker) && !allowed.includes(marker));
      if (leaked.length > 0)
        problems.push(`${attempt.name}: answered A's ${JSON.stringify(leaked.slice(0, 3))}`);
      if (answer.status === 401) problems.push(`${attempt.name}: the walker was signed out`);
      if (answer.status >= 500)
        problems.push(`${attempt.name}: ${answer.status} ${answer.text.slice(0, 200)}`);
      const carried = attempt.aIds;
      if (carried.length === 0 || attempt.multipart) continue;
      const twin = await send(attempt.method, attempt.twinPath, attempt.twinBody, false);
      if (normalized(answer, carried) !== normalized(twin, carried))
        problems.push(
          `${attempt.name}: an A id answers ${normalized(answer, carried).slice(0, 200)}, a missing one ${normalized(twin, carried).slice(0, 200)}`,
        );
    }

    expect(problems).toEqual([]);
    expect(await snapshotOfA()).toEqual(before);
    // Acting for another client is a provider profile's right only.
    expect(statuses["actForClient"]).toBe(403);
    expect(expectOk(await call(t, walker, "GET", "/User/Self"))).toBeTruthy();
    // A guard, not a measure: some 600 calls take about 15 s alone, longer beside the journeys.
  }, 240_000);

  it("does not offer A's users as owners of B's to-dos", async () => {
    const owners = expectOk(await call(t, walker, "GET", "/Alert/Todo/Owners")) as {
      records: { id: number }[];
    };
    const { ids } = await idsOfA();
    expect(owners.records.map((owner) => owner.id)).not.toContain(ids["user"]);
  });

  it("does not give B's to-do to a user of A", async () => {
    const { ids } = await idsOfA();
    const answer = await call(t, walker, "POST", "/Alert/Todo", {
      title: "Theirs",
      dueDate: "2025-06-02",
      ownerId: ids["user"],
    });
    // Refused exactly as for an owner who does not exist.
    expect(answer.body).toMatchObject({
      errorType: "InvalidData",
      message: `There is no active user with id ${String(ids["user"])}.`,
    });
  });
});
