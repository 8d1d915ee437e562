#!/usr/bin/env node
import { FolderInUseError, lockDataFolder } from "./backup/data-folder-lock.js";
import { ConfigError, loadConfig, type ServerConfig } from "./config/env.js";

const USAGE = [
  "Usage: rightsdesk-server                    start the server (settings from the environment)",
  "       rightsdesk-server backup FILE [--force]   archive the data folder into FILE (server stopped)",
  "       rightsdesk-server restore FILE [--force]  restore FILE into the data folder (server stopped)",
].join("\n");

/**
 * The embedded database is one process's at a time: the server holds its folder's lock while it
 * runs, so a second server or a backup on the same folder is refused instead of corrupting it.
 */
async function claimDataFolder(config: ServerConfig): Promise<void> {
  if (config.databaseUrl || config.dataDir.startsWith("memory://")) return;
  try {
    const lock = await lockDataFolder(config.dataDir, "server");
    process.once("exit", () => lock.release());
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function serve(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  await claimDataFolder(config);
  // Loaded here, not above: a backup or restore has no use for the whole server.
  const { startServer } = await import("./server.js");
  const server = await startServer(config);
  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded database in ${config.dataDir}`;
  server.app.log.info({ url: server.url, database: server.database.kind }, "Rights Desk is listening");
  if (server.seed.generatedPassword) {
    server.app.log.info(
      { userName: "sysadmin" },
      "Root user created with a generated password (printed once on stderr)",
    );
  }
  const signIn = server.seed.generatedPassword
    ? `Sign in as sysadmin with the password ${server.seed.generatedPassword}  (shown only this once)`
    : server.seed.rootCreated
      ? "Sign in as sysadmin with the password from RIGHTSDESK_ADMIN_PASSWORD"
      : "Sign in as sysadmin (or any user) with your password";
  process.stderr.write(
    `\n  Rights Desk is ready at ${server.url}\n  Data: ${where}\n  ${signIn}\n  API reference: ${server.url}/api/v1/reference\n\n`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, "Shutting down");
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.app.log.error({ err: error }, "Shutdown failed");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === "backup" || command === "restore") {
    const { runDataFolderCommand } = await import("./backup/data-folder-command.js");
    process.exit(await runDataFolderCommand(command, args));
  }
  if (command === "--help" || command === "help") {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (command !== undefined) {
    process.stderr.write(`Unknown command "${command}".\n${USAGE}\n`);
    process.exit(2);
  }
  await serve();
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Rights Desk could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
