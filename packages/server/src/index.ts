export { buildApp, type BuildAppOptions } from "./app.js";
export { startServer, type RunningServer } from "./server.js";
export { loadConfig, ConfigError, type ServerConfig } from "./config/env.js";
export { openDatabase, openPglite, openPostgres, type Database } from "./db/database.js";
export { seedDatabase } from "./bootstrap/seed.js";
