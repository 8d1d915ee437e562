import { ConfigError, loadConfig } from "./config/env.js";
import { startServer } from "./server.js";

async function main(): Promise<void> {
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

main().catch((error: unknown) => {
  process.stderr.write(
    `Rights Desk could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
