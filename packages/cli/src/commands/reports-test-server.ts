import fs from "node:fs/promises";
import path from "node:path";
import type { ApiClient } from "@rightsdesk/api-client";
import { buildApp } from "@rightsdesk/server";
import {
  makeTestFolder,
  openSeededDatabase,
  runCliIn,
  signInAsSysadmin,
  testConfig,
  type CliRun,
} from "../testing-server.js";

export interface ClockedServer {
  /** The API as sysadmin, to set up records and to ask what the CLI should print. */
  api: ApiClient;
  /** Runs the CLI as sysadmin, its clock the server's. */
  run(args: string[]): Promise<CliRun>;
  /** Runs the CLI with a config folder that holds no session. */
  runSignedOut(args: string[]): Promise<CliRun>;
  /** A path in the test's own folder. */
  pathTo(name: string): string;
  close(): Promise<void>;
}

/**
 * A live server on an in-memory database whose every request reads `now` as the time (reports
 * and alerts count from that day), and a CLI session signed in to it as sysadmin.
 */
export async function startClockedServer(name: string, now: Date): Promise<ClockedServer> {
  const database = await openSeededDatabase();
  const app = await buildApp({ config: testConfig({}), database, clock: () => now });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const url = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;

  const configDir = await makeTestFolder(name);
  const signedOutDir = path.join(configDir, "signed-out");
  const clock = { now: () => now };
  return {
    api: await signInAsSysadmin(url, configDir, clock),
    run: (args) => runCliIn(configDir, args, {}, clock),
    runSignedOut: (args) => runCliIn(signedOutDir, args, {}, clock),
    pathTo: (file) => path.join(configDir, file),
    async close() {
      await app.close();
      await database.close();
      await fs.rm(configDir, { recursive: true, force: true });
    },
  };
}
