// A mixed read/write load on one server: `--clients` clients (50), each signed in with its own
// session, calling without pause for `--seconds` (60) after a warm-up, against a library of
// `--companies` companies (100,000, bench/generate-companies.mjs) and `--assets` assets with
// `--rights` use rights (100,000 / 1,000,000, bench/lib/crowded-library.mjs), on a throw-away
// PostgreSQL (`--databases pglite,postgres` adds the embedded one), the server in its own process,
// only ever on 127.0.0.1. Every call is checked: a status other than 2xx, a refused connection or
// an answer without its records counts as an error, and the bench exits 1 if there was one.
//
// The mix, per call drawn (seeded, so every run asks the same): the company list (first page, and
// a name search), a company by id, the asset list, an asset's use rights, "can it air?" for a spot
// today, the alert list's first page and its tab counts, a new company, and a change to one of the
// client's own companies (its version read from the last answer, so no call loses a race it
// started itself). Prints requests per second and the median, p95 and p99 of each call type.
//
// Usage: pnpm build && node bench/load.mjs [--clients 50] [--seconds 60] [--warmup 5]
//   [--companies 100000] [--assets 100000] [--rights 1000000] [--databases postgres]
import http from "node:http";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { isoDateOfInstant } from "../packages/domain/dist/index.js";
import { createRandom, insertGeneratedCompanies } from "./generate-companies.mjs";
import { onEachDatabase, option, percentile, withLoadedServer } from "./lib/bench-server.mjs";
import { loadCrowdedLibrary } from "./lib/crowded-library.mjs";

const CLIENTS = Number(option("clients", "50"));
const SECONDS = Number(option("seconds", "60"));
const WARMUP = Number(option("warmup", "5"));
const COMPANIES = Number(option("companies", "100000"));
const ASSETS = Number(option("assets", "100000"));
const RIGHTS = Number(option("rights", "1000000"));
const DATABASES = option("databases", "postgres").split(",");
const PASSWORD = "Bench-Admin-Pass-1";
const today = isoDateOfInstant(new Date());

for (const [name, value] of [
  ["--clients", CLIENTS],
  ["--seconds", SECONDS],
  ["--companies", COMPANIES],
  ["--assets", ASSETS],
  ["--rights", RIGHTS],
]) {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} takes a positive whole number.`);
}
if (!Number.isSafeInteger(WARMUP) || WARMUP < 0) throw new Error("--warmup takes a whole number of seconds.");

/** One keep-alive agent for every client: each client's calls wait for their answers, as a browser tab's do. */
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 4 });

/** A JSON call to the API over node:http; answers the status and the parsed body. */
function request(url, token, method, route, body) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = http.request(
      `${url}/api/v1${route}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed;
          try {
            parsed = text === "" ? undefined : JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
        response.on("error", reject);
      },
    );
    call.on("error", reject);
    call.end(payload);
  });
}

/**
 * The call types, each with its share of the mix and what it sends. `state` is the client's own:
 * its token, its random source, and the companies it made (with their versions).
 */
const callTypes = [
  {
    name: "company list, first page",
    share: 20,
    send: () => ["POST", "/Company/GetBy", { pageSize: 25 }],
    check: (body) => Array.isArray(body?.records),
  },
  {
    name: "company list, name search",
    share: 10,
    send: (s) => [
      "POST",
      "/Company/GetBy",
      {
        filters: [
          { property: "legalName", operator: "cn", value: s.pick(["Media", "North", "Studio", "Group"]) },
        ],
      },
    ],
    check: (body) => Array.isArray(body?.records),
  },
  {
    name: "company by id",
    share: 15,
    send: (s) => ["POST", `/Company/GetById/${s.ids.company()}`, {}],
    check: (body) => typeof body?.id === "number",
  },
  {
    name: "asset list, first page",
    share: 10,
    send: () => ["POST", "/Asset/GetBy", { pageSize: 25 }],
    check: (body) => Array.isArray(body?.records),
  },
  {
    name: "asset use rights",
    share: 10,
    send: (s) => ["POST", `/Asset/UseRight/GetAll/${s.ids.asset()}`, {}],
    check: (body) => Array.isArray(body?.records),
  },
  {
    name: "can it air? (clearance today)",
    share: 10,
    send: (s) => ["POST", `/Asset/Clearance/${s.ids.asset()}`, { airDate: today, mediaType: "TV" }],
    check: (body) => typeof body?.verdict === "string",
  },
  {
    name: "alert list, first page",
    share: 7,
    send: () => ["POST", "/Alert/GetBy", { view: "all", states: ["OPEN"] }],
    check: (body) => Array.isArray(body?.alerts),
  },
  {
    name: "alert tab counts",
    share: 3,
    send: () => ["POST", "/Alert/Count", { states: ["OPEN"] }],
    check: (body) => typeof body?.views === "object",
  },
  {
    name: "create a company",
    share: 8,
    send: (s) => [
      "POST",
      "/Company",
      {
        companyNames: [`Load Test ${s.client}-${s.made.length + 1} Productions`],
        companyType: { mainType: "PRODUCTION COMPANY" },
      },
    ],
    check: (body, s) => {
      if (typeof body?.id !== "number") return false;
      s.made.push({ id: body.id, version: body.version, takes: 0 });
      return true;
    },
  },
  {
    name: "update own company",
    share: 7,
    needs: (s) => s.made.length > 0,
    send: (s) => {
      s.editing = s.made[s.random.int(s.made.length)];
      return [
        "PUT",
        `/Company/${s.editing.id}`,
        {
          companyNames: [`Load Test ${s.client}-${s.editing.id} Productions, take ${(s.editing.takes += 1)}`],
          companyType: { mainType: "PRODUCTION COMPANY" },
          version: s.editing.version,
        },
      ];
    },
    check: (body, s) => {
      if (typeof body?.version !== "number" && typeof body?.version !== "string") return false;
      s.editing.version = body.version;
      return true;
    },
  },
];
const totalShare = callTypes.reduce((sum, type) => sum + type.share, 0);

/** Draws a call type by share; a type whose `needs` fails (nothing to update yet) gives way to the first. */
function drawCall(state) {
  let ticket = state.random.int(totalShare);
  for (const type of callTypes) {
    if (ticket < type.share) return type.needs === undefined || type.needs(state) ? type : callTypes[0];
    ticket -= type.share;
  }
  return callTypes[0];
}

/** Ids to ask for: the loaded companies and assets, drawn from the client's own random source. */
async function idRanges(url, token) {
  const range = async (route) => {
    const first = await request(url, token, "POST", route, { pageSize: 1 });
    const last = await request(url, token, "POST", route, { pageSize: 1, sortDescending: true });
    const low = first.body?.records?.[0]?.id;
    const high = last.body?.records?.[0]?.id;
    if (typeof low !== "number" || typeof high !== "number")
      throw new Error(`${route} did not answer its first and last record: ${first.status} ${last.status}`);
    return { low, high };
  };
  return { company: await range("/Company/GetBy"), asset: await range("/Asset/GetBy") };
}

/**
 * Runs every client until `until` (performance.now() ms); a call is recorded only when `record()`
 * says so (the warm-up's are not). Answers nothing: the figures go into `stats`.
 */
async function runClients(states, until, record, stats) {
  await Promise.all(
    states.map(async (state) => {
      while (performance.now() < until) {
        const type = drawCall(state);
        const [method, route, body] = type.send(state);
        const started = performance.now();
        let ok = false;
        let detail = "";
        try {
          const answer = await request(state.url, state.token, method, route, body);
          ok = answer.status >= 200 && answer.status < 300 && type.check(answer.body, state);
          if (!ok) detail = `${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;
        } catch (error) {
          detail = error instanceof Error ? error.message : String(error);
        }
        if (!record()) continue;
        const entry = (stats[type.name] ??= { latencies: [], errors: 0, examples: [] });
        entry.latencies.push(performance.now() - started);
        if (!ok) {
          entry.errors += 1;
          if (entry.examples.length < 3) entry.examples.push(`${method} ${route}: ${detail}`);
        }
      }
    }),
  );
}

/** The library: generated companies, then the crowded library's assets and use rights. */
async function loadLibrary(client) {
  await insertGeneratedCompanies(client, { count: COMPANIES });
  const library = await loadCrowdedLibrary(client, { assets: ASSETS, rights: RIGHTS, today, withinDays: 30 });
  await client.query("vacuum analyze");
  return { companies: COMPANIES, ...library };
}

/** Signs in CLIENTS sessions, each with its own random source, as the load's clients. */
async function signInClients(url) {
  const states = [];
  for (let client = 1; client <= CLIENTS; client += 1) {
    const login = await request(url, null, "POST", "/User/Login", {
      userName: "sysadmin",
      password: PASSWORD,
    });
    const token = login.body?.userAuthInfo?.token;
    if (login.status !== 200 || typeof token !== "string")
      throw new Error(`Sign-in ${client} failed: ${login.status} ${JSON.stringify(login.body)}`);
    const random = createRandom(1000 + client);
    states.push({
      client,
      url,
      token,
      made: [],
      editing: null,
      random: { int: (n) => Math.floor(random() * n) },
      pick: (values) => values[Math.floor(random() * values.length)],
    });
  }
  const ranges = await idRanges(url, states[0].token);
  for (const state of states) {
    const between =
      ({ low, high }) =>
      () =>
        low + state.random.int(high - low + 1);
    state.ids = { company: between(ranges.company), asset: between(ranges.asset) };
  }
  return states;
}

async function benchOn(label, databaseUrl) {
  const options = {
    prefix: "rightsdesk-bench-load-",
    databaseUrl,
    password: PASSWORD,
    load: loadLibrary,
    serverEnv: { RIGHTSDESK_DEMO_DATA: "false" },
  };
  return withLoadedServer(options, async (server, { counts, loadSeconds }) => {
    console.log(`${label}: loaded ${JSON.stringify(counts)} in ${loadSeconds.toFixed(1)} s.`);
    const states = await signInClients(server.url);
    const stats = {};
    const warmEnd = performance.now() + WARMUP * 1000;
    const end = warmEnd + SECONDS * 1000;
    await runClients(states, end, () => performance.now() >= warmEnd, stats);
    return { label, stats, measuredSeconds: (performance.now() - warmEnd) / 1000 };
  });
}

async function main() {
  const loadBefore = os.loadavg()[0];
  const results = await onEachDatabase(benchOn, DATABASES);
  const ms = (value) => (value ?? 0).toFixed(1);
  let errors = 0;
  console.log(
    `\n${CLIENTS} clients for ${SECONDS} s (after ${WARMUP} s of warm-up) against ${COMPANIES.toLocaleString("en-US")} companies, ` +
      `${ASSETS.toLocaleString("en-US")} assets and ${RIGHTS.toLocaleString("en-US")} use rights; ${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before.`,
  );
  for (const { label, stats, measuredSeconds } of results) {
    const calls = Object.values(stats).reduce((sum, entry) => sum + entry.latencies.length, 0);
    console.log(
      `\n${label}: ${calls.toLocaleString("en-US")} calls, ${(calls / measuredSeconds).toFixed(0)} a second`,
    );
    console.log("| Call | Calls | Errors | Median ms | p95 ms | p99 ms |");
    console.log("| ---- | ----: | -----: | --------: | -----: | -----: |");
    for (const type of callTypes) {
      const entry = stats[type.name];
      if (!entry) continue;
      const sorted = entry.latencies.sort((a, b) => a - b);
      errors += entry.errors;
      console.log(
        `| ${type.name} | ${sorted.length} | ${entry.errors} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} |`,
      );
      for (const example of entry.examples) console.log(`    error: ${example}`);
    }
  }
  console.log(`\nErrors: ${errors}`);
  agent.destroy();
  process.exit(errors === 0 ? 0 : 1);
}

await main();
