// Measures the sign-in path through the API: POST /User/Login (argon2id-bound) and
// GET /User/GetPermission (token check + session + permission queries), 10 concurrent clients,
// on the embedded database and — when PostgreSQL is installed — on a throw-away PostgreSQL.
// Usage: pnpm build && node bench/sign-in.mjs [--seconds 10]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApiClient } from "../packages/api-client/dist/index.js";
import { loadConfig, startServer } from "../packages/server/dist/index.js";
import { measureConcurrent, onEachDatabase } from "./lib/bench-server.mjs";

const secondsArg = process.argv.indexOf("--seconds");
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 10;
const CONCURRENCY = 10;
const PASSWORD = "Bench-Admin-Pass-1";

async function measure(label, call) {
  return { label, ...(await measureConcurrent(call, { seconds: SECONDS, concurrency: CONCURRENCY })) };
}

async function benchOn(kind, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-bench-"));
  const server = await startServer(
    loadConfig({
      RIGHTSDESK_DATA_DIR: dataDir,
      PORT: "0",
      HOST: "127.0.0.1",
      RIGHTSDESK_LOG_LEVEL: "silent",
      RIGHTSDESK_ADMIN_PASSWORD: PASSWORD,
      ...env,
    }),
  );
  try {
    const anonymous = createApiClient({ baseUrl: server.url });
    const body = { userName: "sysadmin", password: PASSWORD };
    const signedIn = await anonymous.login({ body });
    const api = createApiClient({
      baseUrl: server.url,
      getContext: () => ({ token: signedIn.userAuthInfo.token }),
    });
    const rows = [
      await measure("POST /User/Login", () => anonymous.login({ body })),
      await measure("GET /User/GetPermission", () => api.getPermission()),
    ];
    return rows.map((row) => ({ database: kind, ...row }));
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = (
  await onEachDatabase((label, databaseUrl) =>
    benchOn(label, databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  )
).flat();

console.log(
  `\nSign-in path, ${CONCURRENCY} concurrent clients, ${SECONDS} s each, ${os.cpus().length} cores\n`,
);
console.log("| Database | Call | Requests/s | Median ms | p99 ms |");
console.log("|---|---|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.database} | ${row.label} | ${row.rps.toFixed(0)} | ${row.median.toFixed(1)} | ${row.p99.toFixed(1)} |`,
  );
}
