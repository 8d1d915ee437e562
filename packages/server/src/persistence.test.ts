import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createApiClient } from "@rightsdesk/api-client";
import { loadConfig } from "./config/env.js";
import { startServer } from "./server.js";
import { killServerProcesses, spawnServer } from "./testing/server-process.js";
import { MIGRATIONS_DIR, TEST_ADMIN_PASSWORD } from "./testing/test-database.js";

const folders: string[] = [];

async function tempDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-persist-"));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  await killServerProcesses();
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

describe("the embedded database", () => {
  // One test proves both what a clean restart keeps (users, sessions, the token secret: every
  // token signed before the restart is still accepted after it) and what a kill in the middle of
  // writing keeps; each start on a new folder costs seconds, so they are not repeated apart.
  // Its first start, on an empty folder, is the suite's one start from nothing (the database
  // created, migrated and seeded by the built server): other tests that start a server copy the
  // seeded folder instead (testing/seeded-data-dir.ts).
  it("keeps every committed sign-in through a kill in the middle of writing, and through a clean restart", async () => {
    const dataDir = await tempDataDir();
    const first = await spawnServer({ RIGHTSDESK_DATA_DIR: dataDir });
    await first.ready();
    const baseUrl = first.url;
    const api = createApiClient({ baseUrl });
    const committed = [];
    for (let i = 0; i < 5; i += 1) {
      committed.push(await api.login({ body: { userName: "sysadmin", password: TEST_ADMIN_PASSWORD } }));
    }
    const inFlight = Array.from({ length: 5 }, () =>
      api.login({ body: { userName: "sysadmin", password: TEST_ADMIN_PASSWORD } }).catch(() => null),
    );
    await Promise.all([...inFlight, first.kill()]);

    const second = await spawnServer({ RIGHTSDESK_DATA_DIR: dataDir }, Number(new URL(baseUrl).port));
    await second.ready();
    for (const signIn of committed) {
      const client = createApiClient({ baseUrl, getContext: () => ({ token: signIn.userAuthInfo.token }) });
      expect((await client.getPermission()).userName).toBe("sysadmin");
    }
    await second.stop();
    expect((await second.exited()).code).toBe(0);

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
