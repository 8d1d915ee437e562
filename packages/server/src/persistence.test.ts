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

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const api = createApiClient({ baseUrl });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      await api.health();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("The server did not become healthy");
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
  // Two full starts on a folder on disk (each opens the embedded database and migrates or checks it),
  // like the test below: the 30 s meant for one request's test is too little on a busy machine.
  it("keeps users, sessions and the token secret across a restart", { timeout: 120_000 }, async () => {
    const dataDir = await tempDataDir();
    const first = await startServer(embeddedConfig(dataDir));
    const signedIn = await createApiClient({ baseUrl: first.url }).login({
      body: { userName: "sysadmin", password: TEST_ADMIN_PASSWORD },
    });
    await first.close();

    const second = await startServer(embeddedConfig(dataDir));
    try {
      expect(second.seed.rootCreated).toBe(false);
      const api = createApiClient({
        baseUrl: second.url,
        getContext: () => ({ token: signedIn.userAuthInfo.token }),
      });
      const permission = await api.getPermission();
      expect(permission.userName).toBe("sysadmin");
    } finally {
      await second.close();
    }
  });

  it("keeps every committed sign-in when the process is killed in the middle of writing", async () => {
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
  }, 120_000);
});
