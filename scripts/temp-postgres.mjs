// Starts a throw-away PostgreSQL cluster on 127.0.0.1 for the test run, and stops it after.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function findBinDir() {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL program as the `postgres` user when we are root (initdb refuses root). */
function runAs(binary, args) {
  const isRoot = process.getuid?.() === 0;
  const [command, fullArgs] = isRoot
    ? ["runuser", ["-u", "postgres", "--", binary, ...args]]
    : [binary, args];
  const result = spawnSync(command, fullArgs, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${path.basename(binary)} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

export async function startTempPostgres() {
  const binDir = findBinDir();
  if (!binDir) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-pg-"));
  const dataDir = path.join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres", dir]);
  const port = await freePort();
  runAs(path.join(binDir, "initdb"), [
    "-D",
    dataDir,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  runAs(path.join(binDir, "pg_ctl"), [
    "-D",
    dataDir,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
    "start",
  ]);
  const version = runAs(path.join(binDir, "postgres"), ["--version"]).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      try {
        runAs(path.join(binDir, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
