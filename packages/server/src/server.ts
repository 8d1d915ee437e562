import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { seedDatabase, type SeedResult } from "./bootstrap/seed.js";
import type { ServerConfig } from "./config/env.js";
import { openDatabase, type Database } from "./db/database.js";

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  seed: SeedResult;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds a first start, and listens. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate(config.migrationsDir);
    const seed = await seedDatabase(database.db, { adminPassword: config.adminPassword });
    const app = await buildApp({ config, database });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    let closed = false;
    return {
      app,
      database,
      seed,
      url: `http://localhost:${port}`,
      close: async () => {
        if (closed) return;
        closed = true;
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
