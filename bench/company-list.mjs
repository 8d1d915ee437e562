// Measures the company list at scale: 100,000 companies, POST /api/v1/Company/GetBy with a
// "contains" filter on the legal name, sorted by legal name, page 25 (pageNumber 24) with
// totalRecords, 10 concurrent clients — through the API (the server in its own process), and the
// very same SQL (captured from the driver while the server's company repository builds and runs
// it) run directly through the driver, so the API's overhead shows as a ratio. On the embedded
// database and, when PostgreSQL is installed, on a throw-away one.
// Usage: pnpm build && node bench/company-list.mjs [--seconds 10] [--count 100000] [--fragment harb]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { CompanyRepository } from "../packages/server/dist/modules/company/company-repository.js";
import { loadConfig, openPglite, openPostgres, seedDatabase } from "../packages/server/dist/index.js";
import { insertGeneratedCompanies } from "./generate-companies.mjs";
import {
  captureSql,
  explain,
  measureConcurrent,
  option,
  signIn,
  spawnServer,
  onEachDatabase,
} from "./lib/bench-server.mjs";

const SECONDS = Number(option("seconds", "10"));
const COUNT = Number(option("count", "100000"));
const FRAGMENT = option("fragment", "harb");
const CONCURRENCY = 10;
const PASSWORD = "Bench-Admin-Pass-1";
const LIST_QUERY = {
  filters: [{ property: "legalName", operator: "cn", value: FRAGMENT }],
  sortField: "legalName",
  pageNumber: 24,
  pageSize: 25,
};

/**
 * The statements one list call sends (the page, then the count), read off the driver client while
 * the server's company repository runs it: the exact SQL text and parameters Drizzle produced.
 */
async function captureListSql(client, call) {
  const statements = await captureSql(client, /from "companies"/i, call);
  if (statements.length !== 2) {
    throw new Error(
      `Expected the page and the count statements, saw ${statements.length}: ${JSON.stringify(statements)}`,
    );
  }
  return statements;
}

async function benchOn(label, { dataDir, databaseUrl }) {
  const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
  let open = true;
  try {
    await database.migrate(loadConfig({}).migrationsDir);
    await seedDatabase(database.db, { adminPassword: PASSWORD });
    const started = performance.now();
    await insertGeneratedCompanies(database.db.$client, { count: COUNT });
    const loadSeconds = (performance.now() - started) / 1000;

    // The server's own repository builds the list's SQL; the driver client shows what it sends.
    const client = database.db.$client;
    const first = await new CompanyRepository(database.db).list(LIST_QUERY, false);
    const [page, count] = await captureListSql(client, () =>
      new CompanyRepository(database.db).list(LIST_QUERY, false),
    );
    const plan = await explain(client, count);
    const viaSql = await measureConcurrent(
      async () => {
        await client.query(page.text, page.values);
        await client.query(count.text, count.values);
      },
      { seconds: SECONDS, concurrency: CONCURRENCY, warmup: 20 },
    );
    // The embedded database is one process's: close it before the server opens the folder.
    await database.close();
    open = false;

    const server = await spawnServer({
      RIGHTSDESK_DATA_DIR: dataDir,
      RIGHTSDESK_ADMIN_PASSWORD: PASSWORD,
      RIGHTSDESK_WEB_DIR: "/nonexistent",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    let viaApi;
    try {
      const api = await signIn(server.url, "sysadmin", PASSWORD);
      const answer = await api.listCompanies({ body: LIST_QUERY });
      if (answer.totalRecords !== first.totalRecords)
        throw new Error("The API and the SQL disagree on the total.");
      viaApi = await measureConcurrent(() => api.listCompanies({ body: LIST_QUERY }), {
        seconds: SECONDS,
        concurrency: CONCURRENCY,
        warmup: 20,
      });
    } finally {
      await server.stop();
    }
    return {
      label,
      loadSeconds,
      totalRecords: first.totalRecords,
      pageRows: first.records.length,
      sql: { page, count },
      plan,
      usesTrigram: plan.some((line) => line.includes("companies_legal_name_trgm")),
      rows: [
        { path: "API `POST /Company/GetBy`", ...viaApi },
        { path: "same SQL, driver only", ...viaSql },
      ],
    };
  } finally {
    if (open) await database.close();
  }
}

/** Runs the bench with a data folder of its own (the embedded database, or a PostgreSQL server's files). */
async function benchInFolder(label, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-bench-companies-"));
  try {
    return await benchOn(label, { dataDir, databaseUrl });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = os.loadavg()[0];
const results = await onEachDatabase(benchInFolder);

const count = COUNT.toLocaleString("en-US");
console.log(
  `\nCompany list: ${count} companies, legalName contains "${FRAGMENT}", sorted by legalName, page 25 of 25 rows, ` +
    `with totalRecords; ${CONCURRENCY} concurrent clients, ${SECONDS} s each, ${os.cpus().length} cores ` +
    `(load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after: other work on the machine skews the figures)\n`,
);
for (const result of results) {
  const share = ((result.totalRecords / COUNT) * 100).toFixed(1);
  console.log(
    `${result.label}: ${count} companies loaded in ${result.loadSeconds.toFixed(1)} s; the filter matches ` +
      `${result.totalRecords.toLocaleString("en-US")} active companies (${share} %), page 25 holds ${result.pageRows}.`,
  );
  console.log(
    `  Count query plan (${result.usesTrigram ? "uses" : "does NOT use"} the trigram index companies_legal_name_trgm):`,
  );
  for (const line of result.plan) console.log(`    ${line}`);
}
const [sample] = results;
if (sample) {
  console.log(
    "\nSQL of one list call (captured from the driver as the server's company repository ran it), page then count:",
  );
  console.log(
    `  ${sample.sql.page.text}\n  ${sample.sql.count.text}\n  parameters: ${JSON.stringify(sample.sql.page.values)}`,
  );
}
console.log("\n| Database | Path | Requests/s | Median ms | p99 ms |");
console.log("|---|---|---:|---:|---:|");
for (const result of results) {
  for (const row of result.rows) {
    console.log(
      `| ${result.label} | ${row.path} | ${row.rps.toFixed(0)} | ${row.median.toFixed(1)} | ${row.p99.toFixed(1)} |`,
    );
  }
}
console.log("");
for (const result of results) {
  const [viaApi, viaSql] = result.rows;
  console.log(
    `${result.label}: the API takes ${(viaApi.median / viaSql.median).toFixed(2)}× the SQL's median time and serves ` +
      `${(viaApi.rps / viaSql.rps).toFixed(2)}× its requests per second.`,
  );
}
