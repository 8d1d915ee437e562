import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SERVER_PACKAGE_ROOT, builtServerEntry } from "./testing/built-server.js";
import { createApiClient } from "@rightsdesk/api-client";
import { loadConfig } from "./config/env.js";
import { startServer } from "./server.js";
import { MIGRATIONS_DIR, TEST_ADMIN_PASSWORD } from "./testing/test-database.js";

const folders: string[] = [];
const children: ChildProcess[] = [];

async function tempDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-persist-"));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of folders.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

function embeddedConfig(dataDir: string) {
  return {
    ...loadConfig({
      RIGHTSDESK_DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      RIGHTSDESK_LOG_LEVEL: "silent",
      RIGHTSDESK_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      RIGHTSDESK_WEB_DIR: "/nonexistent",
    }),
    migrationsDir: MIGRATIONS_DIR,
  };
}

/** Polls /Health until the server answers; a first start on a new folder is slow on a busy machine. */
async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const api = createApiClient({ baseUrl });
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      await api.health();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("The server did not become healthy within 100 s");
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

function spawnServer(dataDir: string, port: number): ChildProcess {
  const child = spawn(process.execPath, [builtServerEntry()], {
    cwd: SERVER_PACKAGE_ROOT,
    env: {
      ...process.env,
      RIGHTSDESK_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      RIGHTSDESK_LOG_LEVEL: "silent",
      RIGHTSDESK_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      RIGHTSDESK_WEB_DIR: "/nonexistent",
      DATABASE_URL: "",
    },
    stdio: "ignore",
  });
  children.push(child);
  return child;
}

describe("the embedded database", () => {
  // One test proves both what a clean restart keeps (users, sessions, the token secret: every
  // token signed before the restart is still accepted after it) and what a kill in the middle of
  // writing keeps; each start on a new folder costs seconds, so they are not repeated apart.
  // Its first start, on an empty folder, is the suite's one start from nothing (the database
  // created, migrated and seeded by the built server): other tests that start a server copy the
  // seeded folder instead (testing/seeded-data-dir.ts).
  it("keeps every committed sign-in through a kill in the middle of writing, and through a clean restart", async () => {
    const dataDir = await tempDataDir();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const baseUrl = `http://127.0.0.1:${port}`;
    const first = spawnServer(dataDir, port);
    await waitForHealth(baseUrl, first);
    const api = createApiClient({ baseUrl });
    const committed = [];
    for (let i = 0; i < 5; i += 1) {
      committed.push(await api.login({ body: { userName: "sysadmin", password: TEST_ADMIN_PASSWORD } }));
    }
    const inFlight = Array.from({ length: 5 }, () =>
      api.login({ body: { userName: "sysadmin", password: TEST_ADMIN_PASSWORD } }).catch(() => null),
    );
    first.kill("SIGKILL");
    await Promise.all([...inFlight, waitForExit(first)]);

    const second = spawnServer(dataDir, port);
    await waitForHealth(baseUrl, second);
    for (const signIn of committed) {
      const client = createApiClient({ baseUrl, getContext: () => ({ token: signIn.userAuthInfo.token }) });
      expect((await client.getPermission()).userName).toBe("sysadmin");
    }
    const exited = waitForExit(second);
    second.kill("SIGTERM");
    await exited;
    expect(second.exitCode).toBe(0);

    // A clean restart, in this process: the root account is not made again, and a token signed
    // before both restarts is still accepted (the users, sessions and token secret were kept).
    const third = await startServer(embeddedConfig(dataDir));
    try {
      expect(third.seed.rootCreated).toBe(false);
      const token = committed[0]?.userAuthInfo.token;
      const client = createApiClient({ baseUrl: third.url, getContext: () => ({ token }) });
      expect((await client.getPermission()).userName).toBe("sysadmin");
    } finally {
      await third.close();
    }
  }, 240_000);
});
