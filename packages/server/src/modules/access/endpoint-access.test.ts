import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ErrorBodySchema,
  accessRights,
  buildPath,
  contract,
  moduleNames,
  type Endpoint,
  type ModuleName,
} from "@rightsdesk/domain";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { READ_ONLY, TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";

/**
 * Walks every endpoint of the contract as four callers: nobody, a user whose role lacks the
 * endpoint's module, a user who may only read it, and a user with every right (not the root user,
 * who passes everything). A new endpoint is walked as soon as it is declared.
 */
const endpoints = Object.entries(contract as unknown as Record<string, Endpoint>).map(([key, endpoint]) => ({
  key,
  endpoint,
}));
const moduleEndpoints = endpoints.filter(({ endpoint }) => endpoint.access.kind === "module");
const sessionEndpoints = endpoints.filter(({ endpoint }) => endpoint.access.kind === "session");

let t: TestApp;
const tokens = new Map<string, string>();
const withoutModule = (module: ModuleName) => `walk-without-${moduleNames.indexOf(module)}`;
const readOnlyOn = (module: ModuleName) => `walk-readonly-${moduleNames.indexOf(module)}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createTestUser(db, { userName: "walk-none", modules: {} });
  await createTestUser(db, { userName: "walk-full", modules: rightsExcept() });
  for (const module of moduleNames) {
    await createTestUser(db, { userName: withoutModule(module), modules: rightsExcept({ [module]: null }) });
    await createTestUser(db, {
      userName: readOnlyOn(module),
      modules: rightsExcept({ [module]: READ_ONLY }),
    });
  }
  for (const userName of [
    "walk-none",
    "walk-full",
    ...moduleNames.flatMap((m) => [withoutModule(m), readOnlyOn(m)]),
  ]) {
    tokens.set(userName, (await t.signIn(userName, TEST_USER_PASSWORD)).token);
  }
});
afterAll(async () => {
  await t.close();
});

/** Calls an endpoint with placeholder values: an id that does not exist, an empty body. */
async function callAs(endpoint: Endpoint, userName: string | null) {
  const params = Object.fromEntries(
    [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key, 999999]),
  );
  // Signing out ends the session it is called with, so it gets a session of its own.
  const token =
    userName === null
      ? undefined
      : endpoint.name === "logout"
        ? (await t.signIn(userName, TEST_USER_PASSWORD)).token
        : tokens.get(userName);
  return t.call({
    method: endpoint.method,
    path: buildPath(endpoint.path, params),
    ...(token ? { token } : {}),
    ...(endpoint.method === "GET" ? {} : { body: {} }),
  });
}

function isRefusal(status: number): boolean {
  return status === 401 || status === 403;
}

/** A 403 with the Unauthorized code (6): the caller's module rights refused the call. */
function isUnauthorized(response: { statusCode: number; json(): unknown }): boolean {
  return response.statusCode === 403 && ErrorBodySchema.parse(response.json()).errorCode === 6;
}

function describeAnswer(response: { statusCode: number; body: string }): string {
  return `${response.statusCode} ${response.body.slice(0, 160)}`;
}

describe(`the access rule of every endpoint on ${testDatabaseKind()}`, () => {
  it("is declared: public, session, or a known module with read, write or delete", () => {
    expect(endpoints.length).toBeGreaterThan(40);
    for (const { key, endpoint } of endpoints) {
      expect(endpoint.name, key).toBe(key);
      const access = endpoint.access as { kind?: unknown; module?: unknown; right?: unknown } | undefined;
      expect(["public", "session", "module"], `${key} declares no access rule`).toContain(access?.kind);
      if (access?.kind === "module") {
        expect(moduleNames as readonly unknown[], key).toContain(access.module);
        expect(accessRights as readonly unknown[], key).toContain(access.right);
      }
    }
  });

  it("without a token: public endpoints answer, every other one is 401 ForceLogout", async () => {
    const wrong: string[] = [];
    for (const { key, endpoint } of endpoints) {
      const response = await callAs(endpoint, null);
      const refused = isRefusal(response.statusCode);
      if (endpoint.access.kind === "public" ? refused : response.statusCode !== 401) {
        wrong.push(`${key}: ${describeAnswer(response)}`);
      } else if (endpoint.access.kind !== "public") {
        expect(ErrorBodySchema.parse(response.json()).errorType, key).toBe("ForceLogout");
      }
    }
    expect(wrong).toEqual([]);
  });

  it("session endpoints let in any signed-in user, even one whose role has no module", async () => {
    const wrong: string[] = [];
    for (const { key, endpoint } of sessionEndpoints) {
      const response = await callAs(endpoint, "walk-none");
      if (isRefusal(response.statusCode)) wrong.push(`${key}: ${describeAnswer(response)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("module endpoints answer 403 Unauthorized to a role without the module", async () => {
    const wrong: string[] = [];
    for (const { key, endpoint } of moduleEndpoints) {
      if (endpoint.access.kind !== "module") continue;
      const response = await callAs(endpoint, withoutModule(endpoint.access.module));
      if (!isUnauthorized(response)) wrong.push(`${key}: ${describeAnswer(response)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("with read-only rights, read endpoints answer and write or delete endpoints are 403", async () => {
    const wrong: string[] = [];
    for (const { key, endpoint } of moduleEndpoints) {
      if (endpoint.access.kind !== "module") continue;
      const response = await callAs(endpoint, readOnlyOn(endpoint.access.module));
      const allowed = endpoint.access.right === "read";
      if (allowed ? isRefusal(response.statusCode) : !isUnauthorized(response)) {
        wrong.push(`${key} (${endpoint.access.right}): ${describeAnswer(response)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("with every right, no endpoint refuses (whatever it answers to placeholder input)", async () => {
    const wrong: string[] = [];
    for (const { key, endpoint } of endpoints) {
      if (endpoint.access.kind === "public") continue;
      const response = await callAs(endpoint, "walk-full");
      if (isRefusal(response.statusCode)) wrong.push(`${key}: ${describeAnswer(response)}`);
    }
    expect(wrong).toEqual([]);
  });
});
