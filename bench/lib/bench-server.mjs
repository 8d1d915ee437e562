// Pieces the list benchmarks share: the server in its own process, percentiles, and the SQL a
// repository sends read off the driver client. (A folder of its own: bench/run.mjs runs every
// .mjs file at the top of bench/ as a benchmark.)
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createApiClient } from "../../packages/api-client/dist/index.js";
import { recomputeAssetRulesOnce } from "../../packages/server/dist/bootstrap/recompute-asset-rules.js";
import { loadConfig, openPglite, openPostgres, seedDatabase } from "../../packages/server/dist/index.js";
import { startTempPostgres } from "../../scripts/temp-postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Runs `bench(label, databaseUrl)` on the embedded database (no URL), then on a throw-away
 * PostgreSQL (scripts/temp-postgres.mjs) when it is installed — those of the two `databases`
 * names — and answers their results in that order.
 */
export async function onEachDatabase(bench, databases = ["pglite", "postgres"]) {
  const results = [];
  if (databases.includes("pglite")) results.push(await bench("PGlite"));
  if (!databases.includes("postgres")) return results;
  const postgres = await startTempPostgres().catch(() => null);
  if (!postgres) {
    console.log("PostgreSQL is not installed: only the embedded database was measured.");
    return results;
  }
  try {
    const version = /\d+\.\d+/.exec(postgres.version)?.[0] ?? "";
    results.push(await bench(`PostgreSQL ${version}`, postgres.url));
  } finally {
    postgres.stop();
  }
  return results;
}

/** `--name value` from the command line, or the fallback. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
}

/**
 * Runs `call` from `concurrency` loops for `seconds` (after `warmup` unmeasured calls); answers
 * how many it made, requests per second, median and p99 in ms.
 */
export async function measureConcurrent(call, { seconds, concurrency = 10, warmup = 0 }) {
  return (await measureAlternating({ call }, { seconds, concurrency, warmup, slices: 1 })).call;
}

/**
 * Times several paths alike, taking turns: `seconds` each, in `slices` turns of equal length, the
 * order reversed every turn, so a change in the machine's load over the run weighs on every path
 * the same. Answers, per path, what measureConcurrent answers.
 */
export async function measureAlternating(paths, { seconds, concurrency = 10, warmup = 0, slices = 10 }) {
  const names = Object.keys(paths);
  for (const name of names) for (let i = 0; i < warmup; i += 1) await paths[name]();
  const latencies = Object.fromEntries(names.map((name) => [name, []]));
  const elapsed = Object.fromEntries(names.map((name) => [name, 0]));
  const sliceMs = (seconds * 1000) / slices;
  for (let turn = 0; turn < slices; turn += 1) {
    for (const name of turn % 2 === 0 ? names : [...names].reverse()) {
      const started = performance.now();
      const deadline = started + sliceMs;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < deadline) {
            const t0 = performance.now();
            await paths[name]();
            latencies[name].push(performance.now() - t0);
          }
        }),
      );
      elapsed[name] += performance.now() - started;
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sorted = latencies[name].sort((a, b) => a - b);
      return [
        name,
        {
          requests: sorted.length,
          rps: sorted.length / (elapsed[name] / 1000),
          median: percentile(sorted, 50),
          p99: percentile(sorted, 99),
        },
      ];
    }),
  );
}

/** Runs `call` `runs` times one after another, after `warmup` unmeasured: median, p95 and p99 in ms. */
export async function timeRuns(call, { runs, warmup = 0 }) {
  for (let i = 0; i < warmup; i += 1) await call();
  const latencies = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await call();
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  return {
    median: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * Runs a list call's captured statements through a driver client and answers what a list answers:
 * the page (the widest statement: a list may first read a few ids of its own) and the total (the
 * one-column `count`).
 */
export async function runListStatements(client, statements) {
  let records = [];
  let widest = 0;
  let totalRecords = null;
  for (const statement of statements) {
    const result = await client.query(statement.text, statement.values);
    const counts = result.fields.length === 1 && result.fields[0].name === "count";
    if (counts) totalRecords = Number(result.rows[0]?.count ?? 0);
    else if (result.fields.length > widest) {
      widest = result.fields.length;
      records = result.rows;
    }
  }
  return { records, totalRecords };
}

/** The value at percentile `p` of ascending `sorted`. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A free TCP port on 127.0.0.1 for the server. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server as it runs in production: its own process (`node packages/server/dist/main.js`), so
 * the load generator's work is not counted as the server's. Answers its URL, a stop function and
 * its process id (for its memory figures).
 */
export async function spawnServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "packages/server/dist/main.js")], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", RIGHTSDESK_LOG_LEVEL: "silent" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const anonymous = createApiClient({ baseUrl: url });
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with status ${child.exitCode}:\n${stderr}`);
    try {
      await anonymous.health();
      return { url, stop, pid: child.pid };
    } catch (error) {
      if (attempt > 600) {
        await stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** An api-client signed in as `userName` on the server at `url`, as bench/sign-in.mjs signs in. */
export async function signIn(url, userName, password) {
  const signedIn = await createApiClient({ baseUrl: url }).login({ body: { userName, password } });
  return createApiClient({ baseUrl: url, getContext: () => ({ token: signedIn.userAuthInfo.token }) });
}

/** Both drivers answer `query(text, values)`; drizzle's node-postgres session passes a config object first. */
function queryArgs(first, second) {
  return typeof first === "string"
    ? { text: first, values: second ?? [] }
    : { text: first.text, values: first.values ?? second ?? [] };
}

/**
 * Every statement `call` sends through the driver client whose text matches `pattern`, in order —
 * also those of transactions: PGlite runs them on the object its `transaction` hands out, a pg
 * pool on a client it lends (`connect`), so both are watched while `call` runs.
 */
export async function captureSql(client, pattern, call) {
  const seen = [];
  const watch = (target) => {
    const original = target.query;
    target.query = function (...args) {
      seen.push(queryArgs(...args));
      return original.apply(this, args);
    };
    return () => {
      target.query = original;
    };
  };
  const restores = [watch(client)];
  if (typeof client.transaction === "function") {
    const transaction = client.transaction;
    client.transaction = function (work, ...rest) {
      return transaction.call(
        this,
        (tx) => {
          const restore = watch(tx);
          return Promise.resolve(work(tx)).finally(restore);
        },
        ...rest,
      );
    };
    restores.push(() => {
      client.transaction = transaction;
    });
  }
  if (typeof client.connect === "function" && typeof client.totalCount === "number") {
    const connect = client.connect;
    client.connect = function (...args) {
      // The pool's own `query` borrows a client with a callback: that statement is seen already.
      if (typeof args.at(-1) === "function") return connect.apply(this, args);
      return lendWatched(this, args);
    };
    const lendWatched = async (pool, args) => {
      const lent = await connect.apply(pool, args);
      const restore = watch(lent);
      const release = lent.release;
      lent.release = function (...releaseArgs) {
        restore();
        lent.release = release;
        return release.apply(this, releaseArgs);
      };
      return lent;
    };
    restores.push(() => {
      client.connect = connect;
    });
  }
  try {
    await call();
  } finally {
    for (const restore of restores.reverse()) restore();
  }
  return seen.filter((statement) => pattern.test(statement.text));
}

/**
 * A statement's plan with its parameters written in as literals (PostgreSQL 15 cannot EXPLAIN a
 * statement with bound parameters); the server's unnamed statements get the same custom plan.
 */
export async function explain(client, statement, analyze = false) {
  const literal = (value) => `'${String(value).replace(/'/g, "''")}'`;
  const text = statement.text.replace(/\$(\d+)/g, (_, index) => literal(statement.values[Number(index) - 1]));
  const result = await client.query(`explain ${analyze ? "(analyze, buffers off) " : ""}${text}`);
  return result.rows.map((row) => row["QUERY PLAN"]);
}

/**
 * A throw-away database filled by `load(client, db)` and the server on it: a new data folder (the
 * embedded database's, and the server's key file), the database migrated, seeded with `password`
 * for sysadmin and its asset rules recomputed once (generated assets follow the current rules, so
 * the server's first start has nothing to recompute), then closed — the embedded database is one
 * process's — before the server opens it in its own process. Answers what `run(server, loaded)`
 * answers, `loaded` being `{ counts, loadSeconds }`; the server is stopped and the folder removed
 * after, whatever happens.
 */
export async function withLoadedServer({ prefix, databaseUrl, password, load, serverEnv = {} }, run) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
    const started = performance.now();
    let counts;
    try {
      await database.migrate(loadConfig({}).migrationsDir);
      await seedDatabase(database.db, { adminPassword: password });
      await recomputeAssetRulesOnce(database.db, new Date());
      counts = await load(database.db.$client, database.db);
    } finally {
      await database.close();
    }
    const loadSeconds = (performance.now() - started) / 1000;
    const server = await spawnServer({
      RIGHTSDESK_DATA_DIR: dataDir,
      RIGHTSDESK_ADMIN_PASSWORD: password,
      RIGHTSDESK_WEB_DIR: "/nonexistent",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...serverEnv,
    });
    try {
      return await run(server, { counts, loadSeconds, dataDir });
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
