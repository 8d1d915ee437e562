import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBodySchema, ErrorCodes, type AccessPermission } from "@rightsdesk/domain";
import { loadConfig } from "../../config/env.js";
import { startServer, type RunningServer } from "../../server.js";
import { call } from "../../testing/admin-fixtures.js";
import { seededServerStorage, type ServerStorage } from "../../testing/seeded-data-dir.js";
import { callServer, killServerProcesses, spawnServer } from "../../testing/server-process.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { MIGRATIONS_DIR, TEST_ADMIN_PASSWORD, testDatabaseKind } from "../../testing/test-database.js";
import { READ_ONLY, TEST_USER_PASSWORD, createTestUser } from "../../testing/test-users.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { AuthRepository } from "./auth-repository.js";

/**
 * A server remembers the callers it resolved (session, user, profile, rights), so a call does not
 * read them again; these tests prove that a sign-out, a block and a role change still take effect on
 * the very next call — on the server that remembers, and on another server of the same database.
 */

const companiesOnly = (rights: AccessPermission) => ({ Company: rights });

describe("one server remembering its callers", () => {
  let t: TestApp;
  let admin: string;
  useSignedInApp(
    () => createTestApp(),
    (app) => {
      ({ t, admin } = app);
    },
  );

  async function signedInUser(userName: string): Promise<{ userId: number; token: string }> {
    const { userId } = await createTestUser(t.database.db, { userName, modules: companiesOnly(READ_ONLY) });
    return { userId, token: (await t.signIn(userName, TEST_USER_PASSWORD)).token };
  }

  it("reads the session, user and rights once for a run of calls", async () => {
    const { token } = await signedInUser("remembered");
    const findSession = vi.spyOn(AuthRepository.prototype, "findSession");
    try {
      for (let index = 0; index < 5; index += 1)
        expect((await call(t, token, "GET", "/User/GetPermission")).status).toBe(200);
      expect(findSession).toHaveBeenCalledTimes(1);
    } finally {
      findSession.mockRestore();
    }
  });

  it("refuses a signed-out session on the next call", async () => {
    const { token } = await signedInUser("signs-out");
    expect((await call(t, token, "GET", "/User/GetPermission")).status).toBe(200);
    expect((await call(t, token, "POST", "/User/Logout", {})).status).toBe(200);
    const after = await call(t, token, "GET", "/User/GetPermission");
    expect(after.status).toBe(401);
    expect(ErrorBodySchema.parse(after.body).errorCode).toBe(ErrorCodes.ForceLogout);
  });

  it("refuses a blocked user's next call", async () => {
    const { userId, token } = await signedInUser("gets-blocked");
    expect((await call(t, token, "POST", "/Company/GetBy", {})).status).toBe(200);
    const block = await call(t, admin, "POST", `/User/ToggleBlockUser/${userId}`, { blocked: true });
    expect(block.status).toBe(200);
    const after = await call(t, token, "POST", "/Company/GetBy", {});
    expect(after.status).toBe(401);
    expect(ErrorBodySchema.parse(after.body).errorCode).toBe(ErrorCodes.ForceLogout);
  });

  it("follows a role change on the next call, taking a right away and giving it back", async () => {
    const { token } = await signedInUser("role-changes");
    expect((await call(t, token, "POST", "/Company/GetBy", {})).status).toBe(200);
    const ownRole = (
      (await call(t, admin, "POST", "/User/Role/GetAll", {})).body as {
        id: number;
        name: string;
        version: number;
      }[]
    ).find((entry) => entry.name === "role of role-changes");
    if (ownRole === undefined) throw new Error("The user's role is missing.");
    const withRights = (moduleAccesses: unknown[], version: number) =>
      call(t, admin, "POST", "/User/Role/Mutate", {
        id: ownRole.id,
        version,
        name: ownRole.name,
        moduleAccesses,
      });
    const taken = await withRights([], ownRole.version);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect((await call(t, token, "POST", "/Company/GetBy", {})).status).toBe(403);
    const given = await withRights(
      [{ name: "Company", accessPermission: READ_ONLY }],
      (taken.body as { version: number }).version,
    );
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect((await call(t, token, "POST", "/Company/GetBy", {})).status).toBe(200);
  });
});

/** Two servers of one PostgreSQL database: one in this process, one in its own, as a deployment runs them. */
describe.runIf(testDatabaseKind() === "postgres")("two servers of one database", () => {
  let storage: ServerStorage | undefined;
  let first: RunningServer | undefined;

  afterEach(async () => {
    await killServerProcesses();
    await first?.close();
    await storage?.dispose();
  });

  const request = (url: string, token: string | null, method: "GET" | "POST", path: string, body?: unknown) =>
    callServer({ url }, token, method, path, body);

  async function signIn(url: string, userName: string, password: string): Promise<string> {
    const answer = await request(url, null, "POST", "/User/Login", { userName, password });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body as { userAuthInfo: { token: string } }).userAuthInfo.token;
  }

  async function startBoth(): Promise<{ one: string; two: string; server: RunningServer }> {
    storage = await seededServerStorage("rightsdesk-two-servers-");
    const env = {
      ...storage.env,
      HOST: "127.0.0.1",
      RIGHTSDESK_LOG_LEVEL: "silent",
      RIGHTSDESK_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      RIGHTSDESK_WEB_DIR: "/nonexistent",
    };
    first = await startServer({ ...loadConfig({ ...env, PORT: "0" }), migrationsDir: MIGRATIONS_DIR });
    const second = await spawnServer(env);
    await second.ready();
    const two = second.url;
    return { one: first.url, two, server: first };
  }

  it("a sign-out, a block and a role change on one server take effect on the other's next call", async () => {
    const { one, two, server } = await startBoth();
    const admin = await signIn(one, "sysadmin", TEST_ADMIN_PASSWORD);

    // Sign-out: the session signed out on the first server is refused by the second at once.
    await createTestUser(server.database.db, { userName: "leaves", modules: companiesOnly(READ_ONLY) });
    const leaving = await signIn(one, "leaves", TEST_USER_PASSWORD);
    expect((await request(two, leaving, "GET", "/User/GetPermission")).status).toBe(200);
    expect((await request(two, leaving, "GET", "/User/GetPermission")).status).toBe(200);
    expect((await request(one, leaving, "POST", "/User/Logout", {})).status).toBe(200);
    expect((await request(two, leaving, "GET", "/User/GetPermission")).status).toBe(401);

    // Block: blocked on the first server, refused by the second.
    const { userId } = await createTestUser(server.database.db, {
      userName: "blocked",
      modules: companiesOnly(READ_ONLY),
    });
    const blocked = await signIn(one, "blocked", TEST_USER_PASSWORD);
    expect((await request(two, blocked, "POST", "/Company/GetBy", {})).status).toBe(200);
    const block = await request(one, admin, "POST", `/User/ToggleBlockUser/${userId}`, { blocked: true });
    expect(block.status, JSON.stringify(block.body)).toBe(200);
    expect((await request(two, blocked, "POST", "/Company/GetBy", {})).status).toBe(401);

    // Role change: a right taken away on the first server is gone on the second's next call.
    await createTestUser(server.database.db, { userName: "demoted", modules: companiesOnly(READ_ONLY) });
    const demoted = await signIn(one, "demoted", TEST_USER_PASSWORD);
    expect((await request(two, demoted, "POST", "/Company/GetBy", {})).status).toBe(200);
    const roles = (await request(one, admin, "POST", "/User/Role/GetAll", {})).body as {
      id: number;
      name: string;
      version: number;
    }[];
    const role = roles.find((entry) => entry.name === "role of demoted");
    if (role === undefined) throw new Error("The user's role is missing.");
    const changed = await request(one, admin, "POST", "/User/Role/Mutate", {
      id: role.id,
      version: role.version,
      name: role.name,
      moduleAccesses: [],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await request(two, demoted, "POST", "/Company/GetBy", {})).status).toBe(403);
  }, 120_000);
});
