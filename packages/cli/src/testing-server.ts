import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createApiClient, type ApiClient } from "@rightsdesk/api-client";
import { loadConfig, openPglite, seedDatabase, startServer, type RunningServer } from "@rightsdesk/server";
import { afterAll, beforeAll } from "vitest";
import type { CliIo } from "./cli-io.js";
import { runCli } from "./program.js";
import { captureIo } from "./testing-io.js";

export const PASSWORD = "Cli-Test-Pass-1";

/** What a run of the CLI printed, and its exit status. */
export interface CliRun {
  status: number;
  out: string;
  err: string;
}

/** The server's settings in tests: an in-memory database, any free port, no log, no web app. */
export function testConfig(env: Record<string, string>) {
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

/** An in-memory database of its own, a copy of the seeded snapshot. */
export async function openSeededDatabase() {
  return openPglite("memory://", { loadDataDir: await snapshot() });
}

/**
 * A live server on its own in-memory database, a copy of the seeded snapshot; `env` adds
 * settings (RIGHTSDESK_DEMO_DATA: "true" seeds the demo data on the day it starts).
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(testConfig(env), { database: await openSeededDatabase() });
}

/** A new folder for a test's session and files. */
export function makeTestFolder(name: string): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), `rightsdesk-cli-${name}-`));
}

/** Runs the CLI with its session in `configDir`; `env` and `overrides` add to what it is given. */
export async function runCliIn(
  configDir: string,
  args: string[],
  env: Record<string, string> = {},
  overrides: Partial<CliIo> = {},
): Promise<CliRun> {
  const io = captureIo({ RIGHTSDESK_CONFIG_DIR: configDir, ...env }, overrides);
  const status = await runCli(args, io);
  return { status, out: io.out(), err: io.err() };
}

/**
 * Signs the CLI in to the server at `url` as sysadmin (`rightsdesk login`, the session kept in
 * `configDir`) and answers the API signed in as sysadmin too.
 */
export async function signInAsSysadmin(
  url: string,
  configDir: string,
  overrides: Partial<CliIo> = {},
): Promise<ApiClient> {
  const login = await runCliIn(
    configDir,
    ["login", "--server", url, "--user", "sysadmin"],
    { RIGHTSDESK_PASSWORD: PASSWORD },
    overrides,
  );
  if (login.status !== 0) throw new Error(`rightsdesk login failed: ${login.err}`);
  const signedIn = await createApiClient({ baseUrl: url }).login({
    body: { userName: "sysadmin", password: PASSWORD },
  });
  return createApiClient({ baseUrl: url, getContext: () => ({ token: signedIn.userAuthInfo.token }) });
}

export interface SignedInServer {
  /** The API as sysadmin, to set up records the test then reads through the CLI. */
  api: ApiClient;
  /** Runs the CLI as sysadmin, signed in with `rightsdesk login`. */
  run(args: string[]): Promise<CliRun>;
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
  const configDir = await makeTestFolder(name);
  return {
    api: await signInAsSysadmin(server.url, configDir),
    run: (args) => runCliIn(configDir, args),
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

/**
 * The signed-in server of a test file: started before its tests (`startSignedInServer`) and
 * closed after them. Use it in tests and hooks only, once it has started.
 */
export function useSignedInServer(name: string, env: Record<string, string> = {}): SignedInServer {
  let live: SignedInServer | undefined;
  beforeAll(async () => {
    live = await startSignedInServer(name, env);
  });
  afterAll(() => live?.close());
  const started = (): SignedInServer => {
    if (!live) throw new Error(`The ${name} test server has not started.`);
    return live;
  };
  return {
    get api() {
      return started().api;
    },
    run: (args) => started().run(args),
    csvFile: (file, lines) => started().csvFile(file, lines),
    pathTo: (file) => started().pathTo(file),
    close: () => started().close(),
  };
}
