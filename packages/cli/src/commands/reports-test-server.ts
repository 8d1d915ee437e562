import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createApiClient, type ApiClient } from "@rightsdesk/api-client";
import { buildApp, loadConfig, openDatabase, seedDatabase } from "@rightsdesk/server";
import { runCli } from "../program.js";
import { captureIo } from "../testing-io.js";

const PASSWORD = "Cli-Test-Pass-1";

export interface ClockedServer {
  /** The API as sysadmin, to set up records and to ask what the CLI should print. */
  api: ApiClient;
  /** Runs the CLI as sysadmin, its clock the server's. */
  run(args: string[]): Promise<{ status: number; out: string; err: string }>;
  /** Runs the CLI with a config folder that holds no session. */
  runSignedOut(args: string[]): Promise<{ status: number; out: string; err: string }>;
  /** A path in the test's own folder. */
  pathTo(name: string): string;
  close(): Promise<void>;
}

/**
 * A live server on an in-memory database whose every request reads `now` as the time (reports
 * and alerts count from that day), and a CLI session signed in to it as sysadmin.
 */
export async function startClockedServer(name: string, now: Date): Promise<ClockedServer> {
  const config = loadConfig({
    RIGHTSDESK_DATA_DIR: "memory://",
    PORT: "0",
    HOST: "127.0.0.1",
    RIGHTSDESK_LOG_LEVEL: "silent",
    RIGHTSDESK_ADMIN_PASSWORD: PASSWORD,
    RIGHTSDESK_WEB_DIR: "/nonexistent",
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate(config.migrationsDir);
  await seedDatabase(database.db, { adminPassword: PASSWORD });
  const app = await buildApp({ config, database, clock: () => now });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const url = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;

  const configDir = await fs.mkdtemp(path.join(os.tmpdir(), `rightsdesk-cli-${name}-`));
  const signedOutDir = path.join(configDir, "signed-out");
  const clock = { now: () => now };
  const runIn = async (dir: string, args: string[]) => {
    const io = captureIo({ RIGHTSDESK_CONFIG_DIR: dir }, clock);
    const status = await runCli(args, io);
    return { status, out: io.out(), err: io.err() };
  };
  const login = captureIo({ RIGHTSDESK_CONFIG_DIR: configDir, RIGHTSDESK_PASSWORD: PASSWORD }, clock);
  if ((await runCli(["login", "--server", url, "--user", "sysadmin"], login)) !== 0)
    throw new Error(`rightsdesk login failed: ${login.err()}`);
  const signedIn = await createApiClient({ baseUrl: url }).login({
    body: { userName: "sysadmin", password: PASSWORD },
  });
  return {
    api: createApiClient({ baseUrl: url, getContext: () => ({ token: signedIn.userAuthInfo.token }) }),
    run: (args) => runIn(configDir, args),
    runSignedOut: (args) => runIn(signedOutDir, args),
    pathTo: (file) => path.join(configDir, file),
    async close() {
      await app.close();
      await database.close();
      await fs.rm(configDir, { recursive: true, force: true });
    },
  };
}
