import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { shiftedClock } from "./config/shifted-clock.js";
import { seedDemoData } from "./bootstrap/demo-data.js";
import { seedDatabase, type SeedResult } from "./bootstrap/seed.js";
import { recomputeAssetRulesOnce } from "./bootstrap/recompute-asset-rules.js";
import { reportUncataloguedMedia } from "./bootstrap/uncatalogued-media.js";
import { sweepFileStorageAtStart } from "./bootstrap/sweep-file-storage.js";
import { assertDatabaseFieldEncryptionKey } from "./bootstrap/field-encryption-key-check.js";
import type { ServerConfig } from "./config/env.js";
import { openDatabase, type Database } from "./db/database.js";
import { FieldEncryption, resolveFieldEncryptionKey } from "./records/field-encryption.js";

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  seed: SeedResult;
  url: string;
  close(): Promise<void>;
}

/**
 * The field encryption key this server runs with, checked against the one the database's values
 * are encrypted with. Resolved once, so the app and the demo seed use the key that was checked,
 * even for an in-memory data folder, whose key lives only in this process.
 */
async function checkedEncryptionKey(config: ServerConfig, database: Database): Promise<Buffer> {
  const key = await resolveFieldEncryptionKey({ configured: config.encryptionKey, dataDir: config.dataDir });
  await assertDatabaseFieldEncryptionKey(database.db, key);
  return key;
}

/**
 * Opens the database, applies migrations, seeds a first start, brings assets stored under older
 * rules up to the current ones (once) and checks the field encryption key — one server of a
 * database at a time — warns about stored media names the catalogue does not have, sweeps the file
 * storage of what a killed server left half-written (bootstrap/sweep-file-storage.ts), and listens.
 * `options.database` is a database already open (a test's copy of a seeded snapshot) to use
 * instead of the configured one; the server closes it with itself.
 */
export async function startServer(
  config: ServerConfig,
  options: { database?: Database } = {},
): Promise<RunningServer> {
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    const { seed, appConfig } = await database.startingAlone(async () => {
      await database.migrate(config.migrationsDir);
      const seeded = await seedDatabase(database.db, { adminPassword: config.adminPassword });
      await recomputeAssetRulesOnce(database.db, new Date());
      const encryptionKey = await checkedEncryptionKey(config, database);
      // With RIGHTSDESK_DEMO_DATA, a database without companies gets the demo companies and people.
      if (config.demoData)
        await seedDemoData(database.db, FieldEncryption.withKey(encryptionKey), new Date());
      return { seed: seeded, appConfig: { ...config, encryptionKey } };
    });
    const app = await buildApp({
      config: appConfig,
      database,
      alertDigestSchedule: true,
      ...(config.clockShiftFile === undefined ? {} : { clock: shiftedClock(config.clockShiftFile) }),
    });
    if (config.clockShiftFile !== undefined)
      app.log.warn(
        { event: "clock-shift" },
        "The clock runs ahead by the days its shift file says: a test server",
      );
    // Advisory: a failed check must not keep the server from starting.
    await reportUncataloguedMedia(database.db, app.log).catch((error: unknown) => {
      app.log.error({ err: error }, "Could not check the stored media names against the catalogue");
    });
    // What a server killed mid-write left in the file storage goes before any request comes in.
    await database.claimRunning((alone) => sweepFileStorageAtStart(database.db, appConfig, alone, app.log));
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
