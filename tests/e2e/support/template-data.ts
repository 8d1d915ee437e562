import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Makes one embedded database with every migration applied and the first-start seed (catalogues,
 * the root account with `adminPassword`) in `dir`, with the built server's own code. Each journey
 * server starts from a copy of it: five servers then create and migrate a database once, not five
 * times, which is most of the time they take to start.
 */
export function prepareTemplateDataDir(repoRoot: string, dir: string, adminPassword: string): void {
  const dist = (file: string) => pathToFileURL(path.join(repoRoot, "packages/server/dist", file)).href;
  const script = `
    const { openPglite } = await import(${JSON.stringify(dist("db/database.js"))});
    const { seedDatabase } = await import(${JSON.stringify(dist("bootstrap/seed.js"))});
    const database = await openPglite(process.env.TEMPLATE_DIR);
    await database.migrate(process.env.MIGRATIONS_DIR);
    await seedDatabase(database.db, { adminPassword: process.env.ADMIN_PASSWORD });
    await database.close();
  `;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    env: {
      ...process.env,
      TEMPLATE_DIR: dir,
      MIGRATIONS_DIR: path.join(repoRoot, "packages/server/drizzle"),
      ADMIN_PASSWORD: adminPassword,
    },
    encoding: "utf8",
  });
  if (result.status !== 0)
    throw new Error(`The journeys' template database could not be made:\n${result.stderr}`);
}
