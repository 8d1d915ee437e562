// How close the API's lists come to hand-written SQL routes. Four lists — companies, people, assets
// and contracts, 100,000 of each (the assets with 100,000 use rights) — each asked for page 25 of a
// "contains" filter on its name, sorted by that name, with totalRecords, by 10 concurrent clients:
//   1. through the API (POST …/GetBy, the server in its own process, signed in);
//   2. through a plain Fastify + pg route in its own process (bench/lib/plain-list-server.mjs) that
//      runs the very statements the API sends for that call, captured from the driver, and answers
//      the same records and total — no session, rights, validation or transaction;
//   3. the same statements through the driver alone, in this process.
// Goal on PostgreSQL: the API at ≥ 0.8× the plain route's requests per second, and its median
// within 1.5 ms of the SQL's own. Throughput is measured with 10 clients, the medians with one
// client alone, where no call waits behind another and the difference is the API's own time. On
// PostgreSQL the paths take turns (a tenth of the time each, the order reversed every turn), so a
// change in the machine's load weighs on all of them alike. On the embedded database (one process
// at a time: no plain server can share it) the API is compared with its SQL alone, timed first.
// Usage: pnpm build && node bench/list-yardstick.mjs [--seconds 10] [--count 100000]
//   [--databases pglite,postgres] [--lists companies,people,assets,contracts] [--warmup 5]
//   [--explain]
// --explain prints each statement's plan as the owner runs it (the plain route) and as the API runs
// it (under row-level security, for the signed-in client), with the time each took.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { isoDateOfInstant } from "../packages/domain/dist/index.js";
import { recomputeAssetRulesOnce } from "../packages/server/dist/bootstrap/recompute-asset-rules.js";
import {
  buildApp,
  loadConfig,
  openPglite,
  openPostgres,
  seedDatabase,
} from "../packages/server/dist/index.js";
import { insertGeneratedAssets } from "./generate-assets.mjs";
import { insertGeneratedCompanies } from "./generate-companies.mjs";
import { insertGeneratedContracts, insertGeneratedPeople } from "./generate-people-contracts.mjs";
import {
  captureSql,
  freePort,
  measureAlternating,
  measureConcurrent,
  onEachDatabase,
  option,
  runListStatements,
  spawnServer,
} from "./lib/bench-server.mjs";

const SECONDS = Number(option("seconds", "10"));
/**
 * Seconds every list is called through each server, 10 clients at a time, before any is timed: the
 * API server runs far more code than the plain route, and V8 compiles it to full speed only after
 * a few thousand calls (its CPU per call falls by a third over the first 3,000). A server in
 * production has long been warm.
 */
const WARMUP_SECONDS = Number(option("warmup", "5"));
const COUNT = Number(option("count", "100000"));
const DATABASES = option("databases", "pglite,postgres").split(",");
const CONCURRENCY = 10;
const EXPLAIN = process.argv.includes("--explain");
/** How each path is timed: 20 unmeasured calls, then CONCURRENCY loops for SECONDS. */
const TIMING = { seconds: SECONDS, concurrency: CONCURRENCY, warmup: 20 };
/** How each path's latency is timed: one client, alone. */
const LATENCY = { seconds: SECONDS, concurrency: 1, warmup: 20 };
const PASSWORD = "Bench-Admin-Pass-1";
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(new URL("../packages/server/package.json", import.meta.url));
const { default: pg } = await import(require.resolve("pg"));

/** Each list, its API path and the query every client sends: page 25 of a "contains" filter, sorted. */
const ONLY = option("lists", "companies,people,assets,contracts").split(",");
const lists = [
  { name: "companies", path: "/Company/GetBy", field: "legalName", fragment: "harb" },
  { name: "people", path: "/People/GetBy", field: "fullName", fragment: "chen" },
  { name: "assets", path: "/Asset/GetBy", field: "title", fragment: "harvest" },
  { name: "contracts", path: "/Contract/GetBy", field: "title", fragment: "harvest" },
]
  .map((list) => ({
    ...list,
    body: {
      filters: [{ property: list.field, operator: "cn", value: list.fragment }],
      sortField: list.field,
      pageNumber: 24,
      pageSize: 25,
    },
  }))
  .filter((list) => ONLY.includes(list.name));

/** A lean HTTP client (node:http, connections kept alive), the same for the API and the plain route. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function post(url, body, token) {
  const payload = JSON.stringify(body);
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          // Uncompressed, as the plain route answers: the API compresses for a client that asks,
          // which costs both ends a little on one machine and saves far more over a real network.
          "accept-encoding": "identity",
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if ((response.statusCode ?? 500) >= 400)
            reject(new Error(`${url} answered ${response.statusCode}: ${text.slice(0, 300)}`));
          else resolve(JSON.parse(text));
        });
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** Statements of the request's own work: not its transaction, its client setup or its access check. */
const isFixedWork = (text) =>
  /^(begin|commit|rollback|savepoint|release)\b/i.test(text) || /set_config\(/i.test(text);

/**
 * The statements each list call sends, captured from the driver while an app in this process
 * answers it (signed in and warmed first, so no sign-in or access reads are among them).
 */
async function captureLists(database) {
  const config = { ...loadConfig({ RIGHTSDESK_LOG_LEVEL: "silent", RIGHTSDESK_WEB_DIR: "/nonexistent" }) };
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const login = await app.inject({
      method: "POST",
      url: "/api/v1/User/Login",
      payload: { userName: "sysadmin", password: PASSWORD },
    });
    const token = login.json().userAuthInfo.token;
    const captured = {};
    const setups = {};
    for (const list of lists) {
      const ask = () =>
        app.inject({
          method: "POST",
          url: `/api/v1${list.path}`,
          headers: { authorization: `Bearer ${token}` },
          payload: list.body,
        });
      const warm = await ask();
      if (warm.statusCode !== 200) throw new Error(`${list.path} answered ${warm.statusCode}: ${warm.body}`);
      const statements = await captureSql(database.db.$client, /./, ask);
      captured[list.name] = statements.filter((statement) => !isFixedWork(statement.text));
      setups[list.name] = statements.find((statement) => /set_config\(/i.test(statement.text));
    }
    return { captured, setups };
  } finally {
    await app.close();
  }
}

/**
 * Each list's statements explained twice: as the owner (what the plain route runs) and as the API
 * runs them, in a transaction that the API's own setup statement opened for the client.
 */
async function explainLists(label, database, captured, setups) {
  const pooled =
    typeof database.db.$client.connect === "function" && database.db.$client.totalCount !== undefined;
  const client = pooled ? await database.db.$client.connect() : database.db.$client;
  const plan = async (statement) => {
    const result = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
    return result.rows.map((row) => `    ${row["QUERY PLAN"]}`).join("\n");
  };
  try {
    for (const list of lists) {
      for (const [index, statement] of captured[list.name].entries()) {
        console.log(`\n${label} ${list.name}, statement ${index + 1}: ${statement.text.slice(0, 160)}…`);
        console.log(`  as the owner:\n${await plan(statement)}`);
        await client.query("begin");
        try {
          await client.query(setups[list.name].text, setups[list.name].values);
          console.log(`  as the API (row-level security):\n${await plan(statement)}`);
        } finally {
          await client.query("rollback");
        }
      }
    }
  } finally {
    if (pooled) client.release();
  }
}

function sameAnswer(label, api, other) {
  const ids = (answer) => answer.records.map((record) => Number(record.id)).join(",");
  if (api.totalRecords !== (other.totalRecords ?? other.records.length) || ids(api) !== ids(other))
    throw new Error(
      `${label}: the API and the SQL answer differently (API ${api.totalRecords}: ${ids(api)}; SQL ${other.totalRecords}: ${ids(other)}).`,
    );
}

async function startPlainServer(databaseUrl, statementsFile) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, "lib/plain-list-server.mjs")], {
    env: { ...process.env, PLAIN_DATABASE_URL: databaseUrl, PLAIN_LISTS: statementsFile, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The plain server exited with ${child.exitCode}.`);
    const up = await fetch(`${url}/plain/none`, { method: "POST" }).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 300) throw new Error("The plain server did not start.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function benchOn(label, { dataDir, databaseUrl }) {
  const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
  let open = true;
  const results = [];
  try {
    await database.migrate(loadConfig({}).migrationsDir);
    await seedDatabase(database.db, { adminPassword: PASSWORD });
    await recomputeAssetRulesOnce(database.db, new Date());
    const loadStarted = performance.now();
    const client = database.db.$client;
    await insertGeneratedCompanies(client, { count: COUNT });
    await insertGeneratedPeople(client, { count: COUNT });
    await insertGeneratedAssets(client, {
      assets: COUNT,
      rights: COUNT,
      today: isoDateOfInstant(new Date()),
    });
    await insertGeneratedContracts(client, { count: COUNT });
    await client.query("analyze");
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const { captured, setups } = await captureLists(database);
    if (EXPLAIN) await explainLists(label, database, captured, setups);
    const statementsFile = path.join(dataDir, "..", `statements-${path.basename(dataDir)}.json`);
    fs.writeFileSync(statementsFile, JSON.stringify(captured));

    // The SQL alone: on PostgreSQL through a pool like the server's, on PGlite through its one client.
    const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null;
    const sqlOf = (list) => async () => {
      if (!pool) return runListStatements(client, captured[list.name]);
      const pooled = await pool.connect();
      try {
        return await runListStatements(pooled, captured[list.name]);
      } finally {
        pooled.release();
      }
    };
    const sqlAnswers = {};
    for (const list of lists) sqlAnswers[list.name] = await sqlOf(list)();
    // The embedded database takes one process at a time: its SQL is timed before the server opens it.
    const sqlAlone = {};
    if (!pool) {
      for (const list of lists) {
        sqlAlone[list.name] = {
          figures: await measureConcurrent(sqlOf(list), TIMING),
          latency: await measureConcurrent(sqlOf(list), LATENCY),
        };
      }
      await database.close();
      open = false;
    }

    const server = await spawnServer({
      RIGHTSDESK_DATA_DIR: dataDir,
      RIGHTSDESK_ADMIN_PASSWORD: PASSWORD,
      RIGHTSDESK_WEB_DIR: "/nonexistent",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const plain = databaseUrl ? await startPlainServer(databaseUrl, statementsFile) : null;
    try {
      const token = (
        await post(`${server.url}/api/v1/User/Login`, { userName: "sysadmin", password: PASSWORD })
      ).userAuthInfo.token;
      for (const list of lists) {
        const warm = { seconds: WARMUP_SECONDS, concurrency: CONCURRENCY };
        await measureConcurrent(() => post(`${server.url}/api/v1${list.path}`, list.body, token), warm);
        if (plain) await measureConcurrent(() => post(`${plain.url}/plain/${list.name}`, {}), warm);
      }
      for (const list of lists) {
        const viaApi = () => post(`${server.url}/api/v1${list.path}`, list.body, token);
        const apiAnswer = await viaApi();
        sameAnswer(`${label} ${list.name}`, apiAnswer, sqlAnswers[list.name]);
        let row;
        if (plain) {
          // On PostgreSQL the three paths take turns, so they meet the same load.
          const viaPlain = () => post(`${plain.url}/plain/${list.name}`, {});
          sameAnswer(`${label} ${list.name} (plain route)`, apiAnswer, await viaPlain());
          const paths = { api: viaApi, plain: viaPlain, sql: sqlOf(list) };
          const throughput = await measureAlternating(paths, TIMING);
          const latency = await measureAlternating(paths, LATENCY);
          row = {
            api: throughput.api,
            plain: throughput.plain,
            sql: throughput.sql,
            apiLatency: latency.api,
            plainLatency: latency.plain,
            sqlLatency: latency.sql,
          };
        } else {
          row = {
            api: await measureConcurrent(viaApi, TIMING),
            apiLatency: await measureConcurrent(viaApi, LATENCY),
            sql: sqlAlone[list.name].figures,
            sqlLatency: sqlAlone[list.name].latency,
          };
        }
        row = {
          list: list.name,
          totalRecords: apiAnswer.totalRecords,
          statements: captured[list.name].length,
          ...row,
        };
        results.push(row);
        console.log(
          `${label} ${list.name}: API ${row.api.rps.toFixed(0)}/s` +
            (row.plain
              ? `, plain route ${row.plain.rps.toFixed(0)}/s (${(row.api.rps / row.plain.rps).toFixed(2)}×)`
              : "") +
            `, SQL ${row.sql.rps.toFixed(0)}/s; one client: API median ${row.apiLatency.median.toFixed(2)} ms,` +
            (row.plainLatency ? ` plain route ${row.plainLatency.median.toFixed(2)} ms,` : "") +
            ` SQL ${row.sqlLatency.median.toFixed(2)} ms`,
        );
      }
    } finally {
      await plain?.stop();
      await server.stop();
      await pool?.end();
    }
    return { label, loadSeconds, results };
  } finally {
    if (open) await database.close();
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-bench-yardstick-"));
const loadBefore = os.loadavg()[0];
const runs = [];
try {
  const inFolder = async (label, databaseUrl) => {
    const dataDir = fs.mkdtempSync(path.join(workDir, "data-"));
    return benchOn(label, { dataDir, databaseUrl });
  };
  runs.push(...(await onEachDatabase(inFolder, DATABASES)));
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

const count = COUNT.toLocaleString("en-US");
console.log(
  `\nLists against hand-written SQL: ${count} companies, people, assets (with ${count} use rights) and ` +
    `contracts; page 25 of a "contains" filter on the name, sorted by it, with totalRecords; ` +
    `${CONCURRENCY} concurrent clients, ${SECONDS} s each; ${os.cpus().length} cores (load average ` +
    `${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after)\n`,
);
console.log(
  "| Database | List | Matches | API req/s | Plain route req/s | API ÷ plain | API median ms, 1 client | SQL median ms, 1 client | API − SQL median ms |",
);
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
for (const run of runs) {
  for (const row of run.results) {
    const plain = row.plain ? row.plain.rps.toFixed(0) : "—";
    const ratio = row.plain
      ? (row.api.rps / row.plain.rps).toFixed(2)
      : `${(row.api.rps / row.sql.rps).toFixed(2)} of SQL`;
    console.log(
      `| ${run.label} | ${row.list} | ${row.totalRecords.toLocaleString("en-US")} | ${row.api.rps.toFixed(0)} | ${plain} | ${ratio} | ${row.apiLatency.median.toFixed(2)} | ${row.sqlLatency.median.toFixed(2)} | ${(row.apiLatency.median - row.sqlLatency.median).toFixed(2)} |`,
    );
  }
}
agent.destroy();
