import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { contract, ErrorBodySchema, type Endpoint } from "@rightsdesk/domain";
import { tableChecksums } from "../testing/table-checksums.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { testDatabaseKind } from "../testing/test-database.js";
import { useSignedInApp } from "../testing/use-test-app.js";
import { arbitraryOf, mutations } from "../testing/zod-arbitrary.js";

/**
 * Every write endpoint of the contract, called as an administrator with bodies made from its own
 * schema and then spoiled one way each (a field left out, added or of another type, huge or
 * invisible text, impossible dates, prototype keys). Never a 5xx; every refusal is a catalogue
 * error body, an InvalidData one naming its fields; and a refused call leaves every table exactly
 * as it was (row counts and a checksum of every row). RIGHTSDESK_FUZZ_RUNS sets how many bodies
 * each endpoint gets (CI: 4).
 */
const RUNS = Number(process.env["RIGHTSDESK_FUZZ_RUNS"] ?? 4);
const SEED = Number(process.env["RIGHTSDESK_FUZZ_SEED"] ?? 20261127);

/** What would end the fuzzer's own session or sign-in rather than test a write. */
const SELF_ACCOUNT = /^\/User\/(Logout|ChangePassword|Mfa|TwoStep|SwitchProfile|ActFor|Refresh)/i;

/** Tables a call may touch without changing anything the caller did: the call's own session. */
const BOOKKEEPING = new Set(["sessions", "auth_epoch", "sign_in_attempts", "refresh_tokens"]);

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { perFile: true },
);

const writeEndpoints = Object.values(contract as unknown as Record<string, Endpoint>).filter(
  (endpoint) =>
    endpoint.access.kind !== "public" &&
    endpoint.method !== "GET" &&
    endpoint.bodyKind !== "multipart" &&
    endpoint.body !== undefined &&
    !(endpoint.access.kind === "module" && endpoint.access.right === "read") &&
    !SELF_ACCOUNT.test(endpoint.path),
);

/** Row counts and checksums of every table but the session's own and the list engine's scratch. */
function snapshot(): Promise<Record<string, string>> {
  return tableChecksums(t.database.db, (name) => {
    const table = name.slice(name.indexOf(".") + 1);
    return BOOKKEEPING.has(table) || table.startsWith("list_engine_scratch");
  });
}

/** A value for each `{param}` of the path that its schema accepts: an id, or the first choice. */
function pathOf(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const values: Record<string, string> = {};
  for (const name of names) {
    const candidates = [
      "1",
      "999999",
      ...fc.sample(arbitraryOf(endpoint.params as never), { numRuns: 20, seed: SEED }).flatMap((sample) => {
        const value = (sample as Record<string, unknown> | undefined)?.[name];
        return value === undefined || value === null ? [] : [String(value)];
      }),
    ];
    values[name] =
      candidates.find((candidate) => endpoint.params?.safeParse({ ...values, [name]: candidate }).success) ??
      "1";
  }
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? "1"));
}

/** The values each field is tried at, one per field in turn. */
const LIMITS: readonly unknown[] = [
  2 ** 31,
  "x".repeat(100_000),
  "2025-02-30",
  -1,
  "\uD800",
  1e308,
  [],
  {},
  null,
];

/**
 * Sends each body and checks the answer. A refused call must leave the tables as they were: the
 * state after the previous call is the state before this one, so one snapshot a call is enough.
 */
async function fuzz(endpoint: Endpoint, cases: readonly { what: string; body: unknown; raw?: string }[]) {
  const path = pathOf(endpoint);
  let before = await snapshot();
  for (const { what, body, raw } of cases) {
    const response = await t.app.inject({
      method: endpoint.method,
      url: `/api/v1${path}`,
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      payload: raw ?? JSON.stringify(body ?? null),
    });
    calls += 1;
    const sent = (raw ?? JSON.stringify(body ?? null) ?? "").slice(0, 300);
    const context = `${endpoint.method} ${path} with ${what} (${sent}): ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, context).toBeLessThan(500);
    const after = await snapshot();
    if (response.statusCode >= 400) {
      refused += 1;
      const refusal = ErrorBodySchema.safeParse(response.json());
      expect(refusal.success, context).toBe(true);
      if (refusal.data?.errorType === "InvalidData") {
        expect(refusal.data.errors?.length ?? 0, context).toBeGreaterThan(0);
        for (const error of refusal.data.errors ?? []) expect(error.field, context).not.toBe("");
      }
      expect(after, context).toEqual(before);
    }
    before = after;
  }
}

let calls = 0;
let refused = 0;
afterAll(() => {
  // The figures the README's Reliability section quotes.
  console.log(
    `Contract fuzzing on ${testDatabaseKind()}: ${calls} calls to ${writeEndpoints.length} write endpoints, ${refused} refused, 0 server errors (seed ${SEED}, ${RUNS} spoiled bodies per endpoint and one field at a limit per field).`,
  );
});

describe(`the contract fuzzed on ${testDatabaseKind()}`, () => {
  it("has write endpoints to fuzz", () => {
    expect(writeEndpoints.length).toBeGreaterThan(50);
  });

  it.each(writeEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    "%s: never a 5xx, every refusal named, nothing written by a refusal",
    async (_name, endpoint) => {
      const spoiled = fc.sample(
        arbitraryOf(endpoint.body as never).chain((body) => mutations(body)),
        { numRuns: RUNS, seed: SEED },
      );
      // Then each field of one body at a limit in turn: 2^31, a huge text, an impossible date...
      const [base] = fc.sample(arbitraryOf(endpoint.body as never), { numRuns: 1, seed: SEED });
      const fields =
        base !== null && typeof base === "object" && !Array.isArray(base) ? Object.keys(base) : [];
      const atLimits = fields.map((field, index) => {
        const value = LIMITS[index % LIMITS.length];
        return { what: `${field} at a limit`, body: { ...(base as object), [field]: value }, raw: undefined };
      });
      await fuzz(endpoint, [...spoiled, ...atLimits]);
    },
  );
});
