import type { ApiClient } from "@rightsdesk/api-client";
import { afterAll, beforeAll } from "vitest";
import { startClockedServer, type ClockedServer } from "./reports-test-server.js";

/** The hand-worked post log and what it must yield (tests/fixtures/airings). */
export const airingFixtures = {
  postLog: new URL("../../../../tests/fixtures/airings/hand-worked-post-log.csv", import.meta.url),
  expected: new URL("../../../../tests/fixtures/airings/hand-worked-expected.json", import.meta.url),
};

/** The upload settings and the issues per row the hand-worked post log must yield. */
export interface HandWorkedExpectation {
  upload: { source: string; mediaType: string; mediaSubType: string; territory: string };
  outcomes: Record<"counted" | "notAired" | "restated" | "unreadable" | "skipped", number[]>;
  issues: Record<string, string[]>;
}

interface AiringWorldModule {
  buildAiringWorld(api: ApiClient): Promise<unknown>;
}

/**
 * The server's own builder of the hand-worked world, loaded from its source (the server package
 * does not publish its testing helpers), so the CLI checks the file against the same world the
 * server test and the journey do.
 */
async function buildAiringWorld(api: ApiClient): Promise<void> {
  const builder = new URL("../../../server/src/testing/airing-world.ts", import.meta.url).href;
  const world = (await import(builder)) as AiringWorldModule;
  await world.buildAiringWorld(api);
}

/** The day the post log is imported: after its last airing and its run date (2026-04-30). */
export const IMPORT_DAY = new Date("2026-05-04T15:00:00Z");

/**
 * A live server whose clock reads IMPORT_DAY, holding the hand-worked world, and a CLI signed in
 * to it as sysadmin; started before the file's tests and closed after them.
 */
export function useAiringWorldServer(name: string): ClockedServer {
  let live: ClockedServer | undefined;
  beforeAll(async () => {
    live = await startClockedServer(name, IMPORT_DAY);
    await buildAiringWorld(live.api);
  });
  afterAll(() => live?.close());
  const started = (): ClockedServer => {
    if (!live) throw new Error(`The ${name} test server has not started.`);
    return live;
  };
  return {
    get api() {
      return started().api;
    },
    run: (args) => started().run(args),
    runSignedOut: (args) => started().runSignedOut(args),
    pathTo: (file) => started().pathTo(file),
    close: () => started().close(),
  };
}
