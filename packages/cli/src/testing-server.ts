import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createApiClient, type ApiClient } from "@rightsdesk/api-client";
import { loadConfig, openPglite, seedDatabase, startServer, type RunningServer } from "@rightsdesk/server";
import { runCli } from "./program.js";
import { captureIo } from "./testing-io.js";

export const PASSWORD = "Cli-Test-Pass-1";

function testConfig(env: Record<string, string>) {
  return loadConfig({
    RIGHTSDESK_DATA_DIR: "memory://",
    PORT: "0",
    HOST: "127.0.0.1",
    RIGHTSDESK_LOG_LEVEL: "silent",
    RIGHTSDESK_ADMIN_PASSWORD: PASSWORD,
    RIGHTSDESK_WEB_DIR: "/nonexistent",
    ...env,
  });
}

/**
 * The migrated, seeded embedded database as a tarball, made once per test process: a server
 * started from a copy skips creating and migrating a database, seconds each on a busy machine.
 */
let seededSnapshot: Promise<Blob> | undefined;
function snapshot(): Promise<Blob> {
  seededSnapshot ??= (async () => {
    const database = await openPglite("memory://");
    try {
      await database.migrate(testConfig({}).migrationsDir);
      await seedDatabase(database.db, { adminPassword: PASSWORD });
      const blob = await database.dump?.();
      if (!blob) throw new Error("The embedded database could not be dumped.");
      return blob;
    } finally {
      await database.close();
    }
  })();
  return seededSnapshot;
}

/**
 * A live server on its own in-memory database, a copy of the seeded snapshot; `env` adds
 * settings (RIGHTSDESK_DEMO_DATA: "true" seeds the demo data on the day it starts).
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const database = await openPglite("memory://", { loadDataDir: await snapshot() });
  return startServer(testConfig(env), { database });
}

export interface SignedInServer {
  /** The API as sysadmin, to set up records the test then reads through the CLI. */
  api: ApiClient;
  /** Runs the CLI as sysadmin, signed in with `rightsdesk login`. */
  run(args: string[]): Promise<{ status: number; out: string; err: string }>;
  /** Writes a CSV file of these lines beside the session, for an import. */
  csvFile(name: string, lines: string[]): Promise<string>;
  /** A path in the test's own folder. */
  pathTo(name: string): string;
  close(): Promise<void>;
}

/**
 * A live server on an in-memory database, and a CLI session signed in to it as sysadmin; `env`
 * adds settings (RIGHTSDESK_DEMO_DATA: "true" seeds the demo data on the day it starts).
 */
export async function startSignedInServer(
  name: string,
  env: Record<string, string> = {},
): Promise<SignedInServer> {
  const server = await startTestServer(env);
  const configDir = await fs.mkdtemp(path.join(os.tmpdir(), `rightsdesk-cli-${name}-`));
  const login = captureIo({ RIGHTSDESK_CONFIG_DIR: configDir, RIGHTSDESK_PASSWORD: PASSWORD });
  const loggedIn = await runCli(["login", "--server", server.url, "--user", "sysadmin"], login);
  if (loggedIn !== 0) throw new Error(`rightsdesk login failed: ${login.err()}`);
  const signedIn = await createApiClient({ baseUrl: server.url }).login({
    body: { userName: "sysadmin", password: PASSWORD },
  });
  return {
    api: createApiClient({ baseUrl: server.url, getContext: () => ({ token: signedIn.userAuthInfo.token }) }),
    async run(args) {
      const io = captureIo({ RIGHTSDESK_CONFIG_DIR: configDir });
      const status = await runCli(args, io);
      return { status, out: io.out(), err: io.err() };
    },
    async csvFile(file, lines) {
      const target = path.join(configDir, file);
      await fs.writeFile(target, `${lines.join("\n")}\n`);
      return target;
    },
    pathTo: (file) => path.join(configDir, file),
    async close() {
      await server.close();
      await fs.rm(configDir, { recursive: true, force: true });
    },
  };
}
