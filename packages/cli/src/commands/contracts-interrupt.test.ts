import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "@rightsdesk/api-client";
import { startSignedInServer, type SignedInServer } from "../testing-server.js";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = path.join(packageDir, "dist/bin.js");
const require = createRequire(import.meta.url);
const ROWS = 1000;
const TITLE = "Interrupted Spot";

let live: SignedInServer;
let api: ApiClient;

/** The built CLI, rebuilt when a source file is newer than it (CI builds before testing). */
function ensureBuilt(): void {
  const built = fs.existsSync(bin) ? fs.statSync(bin).mtimeMs : 0;
  const sources = fs.readdirSync(path.join(packageDir, "src"), { recursive: true, encoding: "utf8" });
  const newest = Math.max(
    ...sources
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .map((file) => fs.statSync(path.join(packageDir, "src", file)).mtimeMs),
  );
  if (newest > built) {
    execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
      cwd: packageDir,
      stdio: "inherit",
    });
  }
}

beforeAll(async () => {
  ensureBuilt();
  live = await startSignedInServer("interrupt");
  api = live.api;
}, 180_000);
afterAll(() => live.close());

async function contractCount(): Promise<number> {
  const page = await api.listContracts({
    body: { filters: [{ property: "title", operator: "eq", value: TITLE }], pageSize: 1 },
  });
  return page.totalRecords;
}

function runBuiltCli(args: string[]): {
  child: ChildProcess;
  exit: Promise<{ code: number | null; signal: string | null; out: string; err: string }>;
} {
  const child = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, RIGHTSDESK_CONFIG_DIR: live.pathTo(""), CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: string | null; out: string; err: string }>(
    (resolve) => child.on("exit", (code, signal) => resolve({ code, signal, out, err })),
  );
  return { child, exit };
}

describe("rightsdesk contracts bulk-create, killed and run again", () => {
  it("ends with exactly one contract per row of a 1,000-row file", async () => {
    const people = await api.importPeople({
      body: {
        rows: Array.from({ length: ROWS }, (_, index) => ({
          personName: { firstName: `Talent${String(index).padStart(4, "0")}`, lastName: "Interrupted" },
          kinds: ["TALENT"],
        })),
      },
    });
    const ids = people.rows.map((row) => row.id);
    expect(ids.every((id) => id !== null)).toBe(true);
    const file = await live.csvFile("thousand.csv", [
      "key,talent",
      ...ids.map((id, index) => `int-${index},${id}`),
    ]);
    const args = [
      "contracts",
      "bulk-create",
      file,
      "--family",
      "NON UNION",
      "--agreement",
      "CREATOR",
      "--title",
      TITLE,
      "--contract-date",
      "2026-02-01",
      "--batch-size",
      "50",
      "--concurrency",
      "1",
      "--format",
      "json",
    ];

    // Killed without warning once 400 contracts exist: polled by count, never by time.
    const first = runBuiltCli(args);
    let exited = false;
    void first.exit.then(() => (exited = true));
    for (;;) {
      if (exited) break;
      if ((await contractCount()) >= 400) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill("SIGKILL");
    const killed = await first.exit;
    expect(killed.signal, `the first run ended by itself before it was killed:\n${killed.err}`).toBe(
      "SIGKILL",
    );
    const madeBefore = await contractCount();
    expect(madeBefore).toBeGreaterThanOrEqual(400);
    expect(madeBefore).toBeLessThan(ROWS);

    const second = await runBuiltCli(args).exit;
    expect(second.code, second.err).toBe(0);
    const report = JSON.parse(second.out) as { summary: { created: number; existing: number } };
    expect(report.summary.created + report.summary.existing).toBe(ROWS);
    expect(report.summary.existing).toBeGreaterThanOrEqual(madeBefore);

    expect(await contractCount()).toBe(ROWS);
    // One contract per talent: every row's talent appears once.
    const talents = new Set<string>();
    for (let pageNumber = 0; pageNumber < 2; pageNumber += 1) {
      const page = await api.listContracts({
        body: {
          filters: [{ property: "title", operator: "eq", value: TITLE }],
          pageNumber,
          pageSize: 500,
        },
      });
      for (const record of page.records) talents.add(record.talentName ?? "");
    }
    expect(talents.size).toBe(ROWS);
  }, 240_000);
});
