// Measures airing report imports at scale: post logs of growing size (default 250,000 then
// 1,000,000 rows) against 100,000 assets with 1,000,000 use rights (bench/generate-assets.mjs),
// on the embedded database and, when PostgreSQL is installed, on a throw-away one. Each file is
// written to disk as a station group's CSV export and uploaded to POST /api/v1/ReportUpload/Import
// from disk (streamed), to the server in its own process; every row is read, matched by Ad-ID,
// checked with the clearance rule and kept. Figures: rows per second end to end, and the server's
// peak resident memory (VmHWM) after each file — flat memory means the peak does not grow with the
// file, and the highest resident memory in each quarter of an import no higher at the end than at
// the start. Usage: pnpm build && node bench/airings.mjs [--assets 100000] [--rights 1000000]
//   [--rows 250000,1000000] [--databases pglite,postgres]
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { addDays, isoDateOfInstant } from "../packages/domain/dist/index.js";
import { recomputeAssetRulesOnce } from "../packages/server/dist/bootstrap/recompute-asset-rules.js";
import { loadConfig, openPglite, openPostgres, seedDatabase } from "../packages/server/dist/index.js";
import { benchAdId, insertGeneratedAssets } from "./generate-assets.mjs";
import { createRandom } from "./generate-companies.mjs";
import { option, spawnServer, onEachDatabase } from "./lib/bench-server.mjs";

const ASSETS = Number(option("assets", "100000"));
const RIGHTS = Number(option("rights", "1000000"));
const SIZES = option("rows", "250000,1000000").split(",").map(Number);
/** Which databases to measure: "pglite", "postgres" or both (the default). */
const DATABASES = option("databases", "pglite,postgres").split(",");
const PASSWORD = "Bench-Admin-Pass-1";
const today = isoDateOfInstant(new Date());
const stations = Array.from(
  { length: 60 },
  (_, index) => `K${String.fromCharCode(65 + (index % 26))}${String(index).padStart(2, "0")}-TV`,
);
const markets = [
  "Seattle-Tacoma",
  "Philadelphia",
  "Boston",
  "Denver",
  "Boise",
  "New York",
  "Los Angeles",
  "Chicago",
];

/**
 * A post log of `rows` airings written to `file` line by line (never held in memory): title lines
 * and a header, a "Property :" heading per station, airings of random bench spots over the last
 * year (1% pre-empted, 0.5% with a mistyped code), and a subtotal per station.
 */
async function writePostLog(file, rows, seed) {
  const random = createRandom(seed);
  const out = fs.createWriteStream(file);
  const write = (line) =>
    out.write(`${line}\r\n`) ? Promise.resolve() : new Promise((resolve) => out.once("drain", resolve));
  await write(`Bench post log,,,,,,`);
  await write(`Run ${today},,,,,,`);
  await write(``);
  await write(`Order #,Air Date,Air Time,Length,Ad-ID,Program,Market,Spot Status`);
  const perStation = Math.ceil(rows / stations.length);
  let written = 0;
  for (const station of stations) {
    await write(`Property : ${station}`);
    for (let index = 0; index < perStation && written < rows; index += 1, written += 1) {
      const code = benchAdId(Math.floor(random() * ASSETS));
      const adId = random() < 0.005 ? `${code.slice(0, 10)}X` : code;
      const day = addDays(today, -Math.floor(random() * 365));
      const minute = Math.floor(random() * 1440);
      const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      const status = random() < 0.01 ? "Pre-empted" : "Aired";
      const market = markets[Math.floor(random() * markets.length)];
      await write(`O${written % 1000},${day},${time},:30,${adId},News,${market},${status}`);
    }
    await write(`Subtotal ${station},,,,,,`);
  }
  await write(`Total:,,,,,,`);
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
}

/** The server's peak and current resident memory, in MB, from /proc (Linux). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { peakMb: field("VmHWM"), currentMb: field("VmRSS") };
}

/**
 * Uploads one file as a multipart form streamed from disk, over node:http: a fetch gives up when
 * the answer takes longer than five minutes after the last byte is sent, and a million-row import
 * is still writing then.
 */
function upload(url, token, file, source) {
  const query = new URLSearchParams({
    source,
    mediaType: "TV",
    mediaSubType: "WILDSPOT - ALL MARKETS EXCLUDING NY/LA",
    territory: "USA",
  });
  const boundary = `----rightsdesk-bench-${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${path.basename(file)}"\r\nContent-Type: text/csv\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + fs.statSync(file).size + Buffer.byteLength(tail);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/v1/ReportUpload/Import?${query}`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(length),
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          if (response.statusCode !== 200)
            reject(new Error(`Import refused (${response.statusCode}): ${JSON.stringify(body)}`));
          else resolve(body);
        });
      },
    );
    request.on("error", reject);
    request.write(head);
    const stream = fs.createReadStream(file);
    stream.on("error", reject);
    stream.on("end", () => request.end(tail));
    stream.pipe(request, { end: false });
  });
}

async function benchOn(label, { dataDir, databaseUrl }, files) {
  const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
  await database.migrate(loadConfig({}).migrationsDir);
  await seedDatabase(database.db, { adminPassword: PASSWORD });
  // The generated assets follow the current rules: no recomputation of each at the server\'s first start.
  await recomputeAssetRulesOnce(database.db, new Date());
  const loadStarted = performance.now();
  await insertGeneratedAssets(database.db.$client, { assets: ASSETS, rights: RIGHTS, today });
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  await database.close();

  const server = await spawnServer({
    RIGHTSDESK_DATA_DIR: dataDir,
    RIGHTSDESK_ADMIN_PASSWORD: PASSWORD,
    RIGHTSDESK_WEB_DIR: "/nonexistent",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const runs = [];
  try {
    const login = await fetch(`${server.url}/api/v1/User/Login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: "sysadmin", password: PASSWORD }),
    });
    const token = (await login.json()).userAuthInfo.token;
    const idle = memoryOf(server.pid);
    for (const { file, rows } of files) {
      const started = performance.now();
      // The server's resident memory through the import, sampled every half second: flat memory
      // means the samples of the last quarter are no higher than those of the first.
      const samples = [];
      const sampler = setInterval(() => samples.push(memoryOf(server.pid).currentMb), 500);
      const result = await upload(server.url, token, file, `Bench ${rows}`).finally(() =>
        clearInterval(sampler),
      );
      const seconds = (performance.now() - started) / 1000;
      const counted = result.rows.counted;
      if (result.rows.counted + result.rows.notAired + result.rows.restated !== rows)
        throw new Error(`${rows} airings written, ${JSON.stringify(result.rows)} read.`);
      const quarters = [1, 2, 3, 4].map((quarter) =>
        Math.max(
          0,
          ...samples.slice(
            Math.floor(((quarter - 1) * samples.length) / 4),
            Math.floor((quarter * samples.length) / 4),
          ),
        ),
      );
      const memory = { ...memoryOf(server.pid), quarters };
      const run = { rows, seconds, counted, issues: result.issuesByKind, memory };
      runs.push(run);
      // Said as it happens: a run at full scale takes many minutes.
      console.log(
        `${label}: ${rows} rows in ${seconds.toFixed(1)} s (${Math.round(rows / seconds)} rows/s), server peak ${run.memory.peakMb.toFixed(0)} MB, by quarter of the import ${quarters.map((mb) => mb.toFixed(0)).join(" / ")} MB`,
      );
    }
    return { label, loadSeconds, idle, runs };
  } finally {
    await server.stop();
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-bench-airings-"));
const count = (value) => value.toLocaleString("en-US");
try {
  const files = [];
  for (const [index, rows] of SIZES.entries()) {
    const file = path.join(workDir, `post-log-${rows}.csv`);
    await writePostLog(file, rows, 100 + index);
    files.push({ file, rows, bytes: fs.statSync(file).size });
  }
  const loadBefore = os.loadavg()[0];
  const benchStarted = performance.now();
  const results = [];
  const inFolder = async (label, databaseUrl) => {
    const dataDir = fs.mkdtempSync(path.join(workDir, "data-"));
    try {
      return await benchOn(label, { dataDir, databaseUrl }, files);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  results.push(...(await onEachDatabase(inFolder, DATABASES)));
  console.log(
    `\nAiring imports: ${count(ASSETS)} assets, ${count(RIGHTS)} use rights; files of ` +
      files
        .map((file) => `${count(file.rows)} rows (${(file.bytes / 1024 / 1024).toFixed(0)} MB)`)
        .join(", ") +
      `, uploaded one after another to one server; ${os.cpus().length} cores (load average ` +
      `${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after); ` +
      `${((performance.now() - benchStarted) / 1000).toFixed(0)} s in all.\n`,
  );
  console.log(
    "| Database | Rows | Seconds | Rows per second | Server peak RSS after, MB | Highest RSS in each quarter of the import, MB | Issues |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const result of results) {
    console.log(
      `| ${result.label} (idle: ${result.idle.peakMb.toFixed(0)} MB; assets loaded in ${result.loadSeconds.toFixed(0)} s) | | | | | | |`,
    );
    for (const run of result.runs) {
      const issues = run.issues.map((entry) => `${entry.kind} ${count(entry.count)}`).join(", ");
      console.log(
        `| ${result.label} | ${count(run.rows)} | ${run.seconds.toFixed(1)} | ${count(Math.round(run.rows / run.seconds))} | ${run.memory.peakMb.toFixed(0)} | ${run.memory.quarters.map((mb) => mb.toFixed(0)).join(" / ")} | ${issues} |`,
      );
    }
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
