import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CalendarFeedCreatedSchema,
  CompanyRecordSchema,
  LoginResponseSchema,
  RecordLockInfoSchema,
  RefreshTokenResponseSchema,
  type CompanyRecord,
} from "@rightsdesk/domain";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "./app.js";
import { loadConfig } from "./config/env.js";
import { openPostgres, type Database } from "./db/database.js";
import { signInAttempts, userPreferences, users } from "./db/schema.js";
import { expectError, expectOk } from "./testing/admin-fixtures.js";
import { TEST_ENCRYPTION_KEY, companyBody } from "./testing/company-fixtures.js";
import { readOutbox } from "./testing/outbox.js";
import { startServerPair, type ServerPair } from "./testing/server-pair.js";
import { callServer as callThroughPort, spawnServer, type ServerProcess } from "./testing/server-process.js";
import { TEST_ADMIN_PASSWORD, testDatabaseKind } from "./testing/test-database.js";
import { FULL, TEST_USER_PASSWORD, createTestUser, rightsExcept } from "./testing/test-users.js";

/**
 * Two built servers on one PostgreSQL database, each with a folder of its own, as a load balancer
 * runs them: whatever a user does through one, the other knows at once. A sign-out, a block and a
 * role change reaching a server that remembers the caller are in auth/remembered-callers.test.ts;
 * the Monday digest runs on two servers in this process, on a clock that says Monday.
 */

/** Failed sign-ins that lock a user name: few, so the test stays short. */
const MAX_FAILURES = 4;

/** A Monday far ahead: the spawned servers, on the real clock, never claim it first. */
const MONDAY = new Date("2030-01-07T06:00:00Z");

/** Calls made through the two servers' ports, for the figure printed at the end. */
let callsMade = 0;
const callServer: typeof callThroughPort = (...args) => {
  callsMade += 1;
  return callThroughPort(...args);
};

describe.runIf(testDatabaseKind() === "postgres")("two servers of one PostgreSQL database", () => {
  let pair: ServerPair;
  let one: ServerProcess;
  let two: ServerProcess;
  let database: Database;
  let admin: string;

  beforeAll(async () => {
    pair = await startServerPair(process.env["TEST_DATABASE_URL"] ?? "", {
      RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      RIGHTSDESK_SIGNIN_MAX_FAILURES: String(MAX_FAILURES),
    });
    ({ one, two } = pair);
    await Promise.all([one.ready(), two.ready()]);
    database = await openPostgres(pair.databaseUrl);
    admin = (await signIn(one, "sysadmin", TEST_ADMIN_PASSWORD)).token;
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await pair?.dispose();
    // The figure the README's Reliability section quotes.
    console.log(
      `Two servers of one PostgreSQL database: ${callsMade} calls through both, every check as on one server.`,
    );
  });

  async function signIn(server: ServerProcess, userName: string, password = TEST_USER_PASSWORD) {
    const answer = await callServer(server, null, "POST", "/User/Login", { userName, password });
    return LoginResponseSchema.parse(expectOk(answer)).userAuthInfo;
  }

  /** A user with every right, signed in through the first server. */
  async function signedInUser(userName: string) {
    await createTestUser(database.db, { userName, modules: rightsExcept({ Company: FULL }) });
    return signIn(one, userName);
  }

  it("started together on a new database: both migrated and seeded it once, and both answer", async () => {
    for (const server of [one, two]) {
      expect((await callServer(server, admin, "GET", "/User/GetPermission")).status).toBe(200);
    }
    const roots = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = 'sysadmin'`);
    expect(roots).toHaveLength(1);
  });

  it("a session opened on one server is used, refreshed and signed out on the other", async () => {
    const session = await signedInUser("travels");
    expect((await callServer(two, session.token, "GET", "/User/GetPermission")).status).toBe(200);
    const pair = RefreshTokenResponseSchema.parse(
      expectOk(
        await callServer(two, null, "POST", "/User/RefreshToken", { refreshToken: session.refreshToken }),
      ),
    );
    expect((await callServer(one, pair.token, "GET", "/User/GetPermission")).status).toBe(200);
    expect((await callServer(two, pair.token, "POST", "/User/Logout", {})).status).toBe(200);
    expectError(await callServer(one, pair.token, "GET", "/User/GetPermission"), 401, "ForceLogout");
    expectError(
      await callServer(one, null, "POST", "/User/RefreshToken", { refreshToken: pair.refreshToken }),
      401,
      "ForceLogout",
    );
  });

  it("one refresh token sent to both servers at once: one new pair, the other told it was used a moment ago", async () => {
    let { refreshToken } = await signedInUser("twin-tabs");
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all(
        [one, two].map((server) => callServer(server, null, "POST", "/User/RefreshToken", { refreshToken })),
      );
      const won = answers.filter((answer) => answer.status === 200);
      expect(won).toHaveLength(1);
      const lost = answers.find((answer) => answer.status !== 200);
      expect(lost && expectError(lost, 401, "ForceLogout").message).toMatch(/used a moment ago/);
      const next = RefreshTokenResponseSchema.parse(won[0]?.body);
      // The winner's session carries on through either server.
      for (const server of [one, two]) {
        expect((await callServer(server, next.token, "GET", "/User/GetPermission")).status).toBe(200);
      }
      refreshToken = next.refreshToken;
    }
  });

  it("failed sign-ins alternating between the servers add up to one lock that both enforce", async () => {
    await createTestUser(database.db, { userName: "guessed" });
    const attempt = (server: ServerProcess, password: string) =>
      callServer(server, null, "POST", "/User/Login", { userName: "guessed", password });
    for (let failure = 1; failure < MAX_FAILURES; failure += 1) {
      const refused = expectError(await attempt(failure % 2 ? one : two, "wrong-guess"), 403, "Unauthorized");
      expect(refused.message).not.toMatch(/Too many/);
    }
    const locking = expectError(
      await attempt(MAX_FAILURES % 2 ? one : two, "wrong-guess"),
      403,
      "Unauthorized",
    );
    expect(locking.message).toMatch(/Too many failed sign-ins for this user name/);
    for (const server of [one, two]) {
      const locked = expectError(await attempt(server, TEST_USER_PASSWORD), 403, "Unauthorized");
      expect(locked.message).toMatch(/Too many failed sign-ins/);
    }
  });

  it("a burst of guesses sent to both servers at once gets no more password checks than the limit", async () => {
    await createTestUser(database.db, { userName: "burst" });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        callServer(index % 2 ? one : two, null, "POST", "/User/Login", {
          userName: "burst",
          password: "guess",
        }),
      ),
    );
    for (const answer of answers) expectError(answer, 403, "Unauthorized");
    const outcomes = await database.db
      .select({ outcome: signInAttempts.outcome })
      .from(signInAttempts)
      .where(eq(signInAttempts.userName, "burst"));
    expect(outcomes.filter((row) => row.outcome === "wrong-password")).toHaveLength(MAX_FAILURES);
    expect(outcomes.filter((row) => row.outcome === "locked-out")).toHaveLength(12 - MAX_FAILURES);
  });

  describe("a company edited through both servers", () => {
    const lockCall = async (server: ServerProcess, token: string, action: string, id: number) =>
      RecordLockInfoSchema.parse(
        expectOk(
          await callServer(
            server,
            token,
            action === "ReleaseCompanyLock" ? "POST" : "GET",
            `/Company/${action}/${id}`,
            action === "ReleaseCompanyLock" ? {} : undefined,
          ),
        ),
      );
    const update = (server: ServerProcess, token: string, company: CompanyRecord, legalName: string) =>
      callServer(server, token, "PUT", `/Company/${company.id}`, {
        ...companyBody(legalName),
        version: company.version,
      });
    const createCompany = async (token: string, legalName: string) =>
      CompanyRecordSchema.parse(
        expectOk(await callServer(one, token, "POST", "/Company", companyBody(legalName))),
      );

    it("an edit lock taken through one server holds on the other, and a stale version is refused there", async () => {
      const jane = (await signedInUser("jane")).token;
      const omar = (await signedInUser("omar")).token;
      const company = await createCompany(jane, "Shared Agency");
      expect((await lockCall(one, jane, "LockCompany", company.id)).status).toBe("lockedByMe");
      expect(await lockCall(two, omar, "GetCompanyLockStatus", company.id)).toMatchObject({
        status: "lockedByOther",
        holderName: "Test jane",
      });
      expect((await lockCall(two, omar, "LockCompany", company.id)).status).toBe("lockedByOther");
      const refused = expectError(await update(two, omar, company, "Omar's Agency"), 409, "DependencyError");
      expect(refused.message).toMatch(/^Test jane is editing this company/);

      expect((await lockCall(two, jane, "ReleaseCompanyLock", company.id)).status).toBe("free");
      const saved = CompanyRecordSchema.parse(expectOk(await update(two, omar, company, "Omar's Agency")));
      expect(saved.version).toBe(company.version + 1);
      const stale = expectError(await update(one, jane, company, "Jane's Agency"), 400, "InvalidData");
      expect(stale.errors?.[0]?.field).toBe("version");
    });

    it("two users taking a free lock through different servers at the same moment: exactly one holds it", async () => {
      const ann = (await signedInUser("ann")).token;
      const ben = (await signedInUser("ben")).token;
      for (let round = 0; round < 5; round += 1) {
        const company = await createCompany(ann, `Contested ${round}`);
        const [first, second] = await Promise.all([
          lockCall(one, ann, "LockCompany", company.id),
          lockCall(two, ben, "LockCompany", company.id),
        ]);
        expect([first.status, second.status].sort()).toEqual(["lockedByMe", "lockedByOther"]);
      }
    });
  });

  it("a tax id saved through one server reads the same through the other", async () => {
    const company = CompanyRecordSchema.parse(
      expectOk(await callServer(one, admin, "POST", "/Company", companyBody("Taxed Agency"))),
    );
    const taxInfo = { classification: "C-CORP", taxId: "12-3456789" };
    expectOk(
      await callServer(one, admin, "POST", `/Company/BusinessTaxInfo/Save/${company.id}`, { data: taxInfo }),
    );
    for (const server of [two, one]) {
      const items = expectOk(
        await callServer(server, admin, "POST", `/Company/BusinessTaxInfo/GetAll/${company.id}`, {}),
      ) as { records: { data: Record<string, unknown> }[] };
      expect(items.records[0]?.data).toMatchObject(taxInfo);
    }
  });

  it("a third server with a field encryption key of its own refuses to start, naming the setting", async () => {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "rightsdesk-pair-own-key-"));
    try {
      const third = await spawnServer({ DATABASE_URL: pair.databaseUrl, RIGHTSDESK_DATA_DIR: dir });
      try {
        await expect(third.ready()).rejects.toThrow(
          /exited \(1\)[^]*field encryption key is not the one[^]*RIGHTSDESK_ENCRYPTION_KEY/,
        );
      } finally {
        await third.kill();
      }
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  });

  it("a calendar feed made on one server opens on both, and a new or revoked one takes effect on the other at once", async () => {
    const owner = (await signedInUser("subscriber")).token;
    const feedPath = (url: string) => url.slice(url.indexOf("/Calendar/"));
    const read = (server: ServerProcess, url: string) => callServer(server, null, "GET", feedPath(url));
    const made = async (server: ServerProcess) =>
      CalendarFeedCreatedSchema.parse(
        expectOk(await callServer(server, owner, "POST", "/Alert/CalendarFeed", {})),
      );

    const first = await made(one);
    for (const server of [one, two]) {
      const feed = await read(server, first.url);
      expect(feed.status).toBe(200);
      expect(String(feed.body)).toMatch(/^BEGIN:VCALENDAR/);
    }
    const second = await made(one);
    expect((await read(two, first.url)).status).toBe(404);
    expect((await read(two, second.url)).status).toBe(200);
    expectOk(await callServer(two, owner, "DELETE", "/Alert/CalendarFeed"));
    expect((await read(one, second.url)).status).toBe(404);
  });
  it("the Monday digest of two servers checking at once goes to each user exactly once", async () => {
    const recipients = await usersWantingTheDigest(12);
    const folders = await Promise.all(
      ["one", "two"].map((which) => fsp.mkdtemp(path.join(os.tmpdir(), `rightsdesk-digest-${which}-`))),
    );
    try {
      // The spawned servers read the real clock; these two run the same scheduler on a Monday.
      const servers = await Promise.all(folders.map((outbox) => digestServer(outbox, MONDAY)));
      await Promise.all(servers.map((server) => server.app.ready()));
      // Closing waits for the check under way and for its mails.
      await Promise.all(servers.map((server) => server.close()));
      const sent = (await Promise.all(folders.map(readOutbox))).flat();
      expect(sent.map((mail) => mail.to).sort()).toEqual(recipients.sort());
      expect(new Set(sent.map((mail) => mail.subject))).toEqual(
        new Set([`Rights Desk alerts for the week of 2030-01-07`]),
      );
    } finally {
      await Promise.all(folders.map((dir) => fsp.rm(dir, { recursive: true, force: true })));
    }
  });

  /** Users with the weekly digest on: their addresses. */
  async function usersWantingTheDigest(count: number): Promise<string[]> {
    const addresses: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const userName = `weekly-${index}`;
      const { userId } = await createTestUser(database.db, { userName, modules: rightsExcept() });
      await database.db.insert(userPreferences).values({ userId, weeklyDigest: true });
      addresses.push(`${userName}@example.com`);
    }
    return addresses;
  }

  /** A server of the pair's database in this process, with its own connections, outbox and clock. */
  async function digestServer(outbox: string, now: Date) {
    const config = loadConfig({
      DATABASE_URL: pair.databaseUrl,
      RIGHTSDESK_DATA_DIR: outbox,
      RIGHTSDESK_OUTBOX_DIR: outbox,
      RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
      RIGHTSDESK_LOG_LEVEL: "silent",
      RIGHTSDESK_WEB_DIR: "/nonexistent",
    });
    const own = await openPostgres(pair.databaseUrl);
    const app = await buildApp({ config, database: own, clock: () => now, alertDigestSchedule: true });
    return {
      app,
      close: async () => {
        await app.close();
        await own.close();
      },
    };
  }
});
