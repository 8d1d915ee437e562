// Measures the forecast at scale: the alert benchmark's library (100,000 assets with 1,000,000 use
// rights, 20,000 union principals on on-air spots with holding fees ahead, 10,000 elements), each
// element given a licence ending in the coming year with its fee, a client rate card of 3 figures
// and 1,000 "not renewing" decisions, on the embedded database and on a throw-away PostgreSQL, the
// server in its own process. Through the real HTTP API, each --runs times after 1 unmeasured
// (median and p95): the 12-month forecast of everything (POST /Forecast), of one performer, and its
// XLSX export; the payments, released ones and the server's peak resident memory are reported.
//
// Usage: pnpm build && node bench/forecast.mjs [--assets 100000] [--rights 1000000] [--runs 5]
//   [--databases pglite,postgres]
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { isoDateOfInstant } from "../packages/domain/dist/index.js";
import { loadAlertLibrary } from "./lib/alert-library.mjs";
import { onEachDatabase, option, signIn, timeRuns, withLoadedServer } from "./lib/bench-server.mjs";
import { loadCrowdedLibrary } from "./lib/crowded-library.mjs";

const ASSETS = Number(option("assets", "100000"));
const RIGHTS = Number(option("rights", "1000000"));
const RUNS = Number(option("runs", "5"));
const DATABASES = option("databases", "pglite,postgres").split(",");
const PASSWORD = "Bench-Admin-Pass-1";
const today = isoDateOfInstant(new Date());

for (const [name, value] of [
  ["--assets", ASSETS],
  ["--rights", RIGHTS],
  ["--runs", RUNS],
]) {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} takes a positive whole number.`);
}

/** Licences for the elements, a client rate card, and "not renewing" on some performers' holding fees. */
async function loadMoney(client) {
  const one = async (text, values = []) => (await client.query(text, values)).rows[0];
  const admin = Number((await one("select id from users where user_name = 'sysadmin'")).id);
  await client.query("select setseed(0.31)");
  await client.query(
    `insert into element_licences (element_id, label, term_start, term_end, media, number_of_uses, fee_cents)
     select id, 'Bench licence', $1::date - 365 + d, $1::date + d, '[{"type":"TV","subtypes":[]}]'::jsonb, 'UNLIMITED',
       100000 + floor(random() * 900000)::int
     from (select id, floor(random() * 360)::int as d from elements) e`,
    [today],
  );
  await client.query(
    `insert into rate_card_entries (union_name, contract_year, category, effective_from, effective_to, amount_cents, source, confidence)
     values ('SAG-AFTRA', 2025, 'offCameraPrincipalSession', '2025-04-01', '2026-03-31', 61800, 'Bench statement', 'V'),
            ('SAG-AFTRA', 2025, 'offCameraPrincipalSession', '2026-04-01', '2027-03-31', 64272, 'Bench statement', 'V'),
            ('SAG-AFTRA', 2025, 'onCameraPrincipalSession', '2026-04-01', '2027-03-31', 85520, 'Bench statement', 'V')`,
  );
  const decisions = await client.query(
    `insert into renewal_decisions (subject_key, subject, asset_id, choice, decided_by, decided_on)
     select 'holdingFee:' || owner_id || ':' || id,
       jsonb_build_object('kind', 'holdingFee', 'assetId', owner_id, 'castItemId', id), owner_id,
       'notRenewing', $1::int, $2::date
     from record_items where owner_type = 'asset' and section = 'Cast' order by id limit 1000`,
    [admin, today],
  );
  for (const table of ["element_licences", "rate_card_entries", "renewal_decisions"])
    await client.query(`vacuum analyze ${table}`);
  const performer = await one(
    `select (data ->> 'personId')::int as id from record_items where owner_type = 'asset' and section = 'Cast' limit 1`,
  );
  return { decisions: decisions.rowCount, performerId: Number(performer.id) };
}

/** Resident memory now, in MB, from /proc (Linux); null once the process is gone. */
function residentMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return null;
  }
}

async function measureApi(url, serverPid, performerId) {
  const api = await signIn(url, "sysadmin", PASSWORD);
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, residentMb(serverPid) ?? 0)), 50);
  try {
    const rows = [];
    for (const [call, body] of [
      ["12 months, everything", { months: 12 }],
      ["12 months, one performer", { months: 12, scope: { performerId } }],
    ]) {
      const answer = await api.getForecast({ body });
      const { median, p95 } = await timeRuns(() => api.getForecast({ body }), { runs: RUNS, warmup: 1 });
      rows.push({
        call,
        payments: answer.payments.length,
        released: answer.released.length,
        missing: answer.total.missingCount,
        median,
        p95,
      });
    }
    const exportBody = { months: 12, format: "xlsx" };
    const { median, p95 } = await timeRuns(() => api.exportForecast({ body: exportBody }), {
      runs: RUNS,
      warmup: 1,
    });
    rows.push({
      call: "12 months, everything, XLSX",
      payments: null,
      released: null,
      missing: null,
      median,
      p95,
    });
    return { rows, peak };
  } finally {
    clearInterval(timer);
  }
}

async function benchOn(label, databaseUrl) {
  let performerId = 0;
  const library = async (client) => {
    const counts = {
      ...(await loadCrowdedLibrary(client, { assets: ASSETS, rights: RIGHTS, today, withinDays: 30 })),
      ...(await loadAlertLibrary(client, ASSETS / 100_000, today)),
    };
    const money = await loadMoney(client);
    performerId = money.performerId;
    return { ...counts, decisions: money.decisions };
  };
  const options = { prefix: "rightsdesk-bench-forecast-", databaseUrl, password: PASSWORD, load: library };
  return withLoadedServer(options, async (server, { counts, loadSeconds }) => {
    console.log(`${label}: loaded in ${loadSeconds.toFixed(1)} s: ${JSON.stringify(counts)}.`);
    return { label, ...(await measureApi(server.url, server.pid, performerId)) };
  });
}

async function main() {
  const loadBefore = os.loadavg()[0];
  const started = performance.now();
  const results = await onEachDatabase(benchOn, DATABASES);
  const count = (value) => (value === null ? "—" : value.toLocaleString("en-US"));
  console.log(
    `\nForecast: ${count(ASSETS)} assets, ${count(RIGHTS)} use rights; today ${today}; one client; ${RUNS} runs per row ` +
      `after 1 unmeasured; the built server in its own process; ${os.cpus().length} cores (load average ` +
      `${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after); ${((performance.now() - started) / 1000).toFixed(0)} s in all.\n`,
  );
  console.log(
    "| Database | Call | Payments | Released | Missing a figure | Median ms | p95 ms | Server peak MB |",
  );
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  for (const r of results)
    for (const row of r.rows)
      console.log(
        `| ${r.label} | ${row.call} | ${count(row.payments)} | ${count(row.released)} | ${count(row.missing)} | ` +
          `${row.median.toFixed(0)} | ${row.p95.toFixed(0)} | ${r.peak.toFixed(0)} |`,
      );
}

await main();
