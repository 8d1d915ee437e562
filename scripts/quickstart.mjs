// Installs dependencies, builds every package and starts Rights Desk on the embedded database.
// Needs only Node and npm: pnpm is fetched through npx when it is not installed.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PNPM = "pnpm@10.34.8";
const hasPnpm = spawnSync("pnpm", ["--version"], { stdio: "ignore" }).status === 0;
const [command, prefix] = hasPnpm ? ["pnpm", []] : ["npx", ["-y", PNPM]];

// The build tools ask no questions and send nothing home.
const quiet = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };

function step(title, args) {
  process.stdout.write(`\n▸ ${title}\n`);
  const result = spawnSync(command, [...prefix, ...args], { cwd: root, stdio: "inherit", env: quiet });
  if (result.status !== 0) {
    process.stderr.write(`\n${title} failed (exit ${result.status}).\n`);
    process.exit(result.status ?? 1);
  }
}

step("Installing dependencies", ["install", "--frozen-lockfile"]);
step("Building", ["build"]);
process.stdout.write("\n▸ Starting Rights Desk\n");
// The quick start shows a filled-in Rights Desk: demo companies on a database that has none
// (RIGHTSDESK_DEMO_DATA=false turns that off).
const server = spawn(process.execPath, ["packages/server/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, RIGHTSDESK_DEMO_DATA: process.env.RIGHTSDESK_DEMO_DATA || "true" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
