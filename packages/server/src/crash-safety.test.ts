import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database.js";
import {
  CrashTarget,
  Progress,
  crashSeed,
  killsPerOperation,
  pause,
  seededRandom,
  storeContents,
  type Landing,
} from "./testing/crash/crash-harness.js";
import { airingImport } from "./testing/crash/airing-import.js";
import { bulkContracts } from "./testing/crash/bulk-contracts.js";
import { verifyFileStorage, type CrashOperation } from "./testing/crash/crash-operation.js";
import { documentUpload } from "./testing/crash/document-upload.js";
import { peopleImport } from "./testing/crash/people-import.js";
import { seededServerStorage } from "./testing/seeded-data-dir.js";
import { killServerProcesses } from "./testing/server-process.js";
import { testDatabaseKind } from "./testing/test-database.js";

/**
 * SIGKILL the built server at random points of four operations, restart it on the same storage,
 * and check that every batch is whole or absent, that every answered batch is kept, that the file
 * storage holds no temporary or orphaned file, and that a rerun of the operation completes. CI
 * kills each operation twice; RIGHTSDESK_CRASH_KILLS=20 is the heavy run. RIGHTSDESK_CRASH_SEED
 * replays a run's random draws (the kill points are those fractions of the operation's duration).
 */

const kills = killsPerOperation();
const seed = crashSeed();
const random = seededRandom(seed);
const operations: CrashOperation[] = [bulkContracts(), peopleImport(), documentUpload(), airingImport()];

type Outcome = Landing | "while the server worked: committed, unanswered";
interface OperationReport {
  name: string;
  measuredMs: number;
  /** The kill points' range at the end: the shortest whole run seen. */
  windowMs: number;
  outcomes: Partial<Record<Outcome, number>>;
}

let target: CrashTarget;
const reports: OperationReport[] = [];

beforeAll(async () => {
  target = new CrashTarget(await seededServerStorage("rightsdesk-crash-"));
  await target.start();
}, 120_000);

afterAll(async () => {
  await killServerProcesses();
  await target.storage.dispose();
});

/**
 * One attempt killed after `delayMs`, the server restarted; answers where the kill landed, and how
 * long the attempt took when it finished first.
 */
async function killedAttempt(
  operation: CrashOperation,
  n: number,
  delayMs: number,
): Promise<{ outcome: Outcome; tookMs: number | undefined }> {
  const progress = new Progress();
  // The kill cuts a request off (a system error: ECONNRESET, EPIPE...); anything else is a failure.
  let failure: unknown;
  const running = operation.run(target, n, progress).then(
    () => progress.finish(),
    (error: unknown) => {
      if (typeof (error as { code?: unknown }).code !== "string") failure = error;
    },
  );
  await pause(delayMs);
  await target.kill();
  await running;
  if (failure) throw failure;
  const landing = progress.where();
  await target.start();

  const states = await operation.check(target, n);
  for (const request of progress.requests) {
    if (request.phase === "answered") expect(states[request.name], `${request.name}, answered`).toBe("whole");
  }
  expect((await storeContents(target.blobDir)).temporary).toEqual([]);
  await operation.rerun(target, n, states);

  const inFlight = progress.requests.at(-1);
  const committed = landing === "while the server worked" && inFlight && states[inFlight.name] === "whole";
  return {
    outcome: committed ? "while the server worked: committed, unanswered" : landing,
    tookMs: progress.tookMs,
  };
}

describe(`killing the server mid-operation on ${testDatabaseKind()}`, () => {
  for (const [index, operation] of operations.entries()) {
    it(
      `keeps every ${operation.name} batch whole or absent through ${kills} kills, and a rerun completes`,
      async () => {
        await operation.prepare(target);
        // The first attempt runs whole: it proves the operation works and times it for the kill points.
        const calibration = new Progress();
        const began = performance.now();
        await operation.run(target, 0, calibration);
        const measuredMs = performance.now() - began;
        expect(Object.values(await operation.check(target, 0))).not.toContain("absent");

        const report: OperationReport = {
          name: operation.name,
          measuredMs,
          windowMs: measuredMs,
          outcomes: {},
        };
        // A first run is slower (nothing cached yet): an attempt that ends before its kill is timed
        // instead, so later kill points fall within the operation as it runs now.
        let withinMs = measuredMs;
        for (let n = 1; n <= kills; n++) {
          const { outcome, tookMs } = await killedAttempt(operation, n, random() * withinMs);
          report.outcomes[outcome] = (report.outcomes[outcome] ?? 0) + 1;
          if (tookMs !== undefined) withinMs = Math.min(withinMs, tookMs);
        }
        report.windowMs = withinMs;
        reports[index] = report;
      },
      120_000 + kills * 60_000,
    );
  }

  it("leaves the stored data whole: every batch once, every file with its row and every row with its file", async () => {
    await target.stop();
    const database = await openDatabase({
      databaseUrl: target.storage.env["DATABASE_URL"] || undefined,
      dataDir: target.storage.env["RIGHTSDESK_DATA_DIR"] ?? "",
    });
    try {
      // An operation whose own test failed has said why; its data is not judged twice.
      for (const [index, operation] of operations.entries()) {
        if (reports[index]) await operation.verifyStored(database.db, kills);
      }
      await verifyFileStorage(database.db, target.blobDir);
    } finally {
      await database.close();
    }
    const lines = reports.map(
      (report) =>
        `  ${report.name} (first run ${Math.round(report.measuredMs)} ms, kills within ${Math.round(report.windowMs)} ms): ` +
        Object.entries(report.outcomes)
          .map(([where, times]) => `${times} ${where}`)
          .join(", "),
    );
    const starts = [...target.startMs].sort((a, b) => a - b);
    const median = Math.round(starts[Math.floor(starts.length / 2)] ?? 0);
    console.log(
      `Crash safety on ${testDatabaseKind()}, seed ${seed}, ${kills} kills per operation:\n${lines.join("\n")}\n` +
        `  ${starts.length} server starts, median ${median} ms, longest ${Math.round(starts.at(-1) ?? 0)} ms`,
    );
  }, 120_000);
});
