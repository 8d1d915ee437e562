import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite } from "../db/database.js";
import { adminQuery, createPostgresTemplate, prepareTemplate } from "./test-template.js";

/**
 * Builds the seeded database once per run — a PGlite tarball, or a PostgreSQL template when
 * TEST_DATABASE_URL is set — for every test process to copy (see test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env["TEST_DATABASE_URL"];
  if (adminUrl) {
    const prefix = `rightsdesk_test_${randomBytes(6).toString("hex")}`;
    project.provide("postgresTemplate", await createPostgresTemplate(adminUrl, `${prefix}_tpl`));
    return async () => {
      const leftovers = await databasesNamed(adminUrl, prefix);
      for (const name of leftovers)
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const template = await openPglite("memory://");
  await prepareTemplate(template);
  const blob = await template.dump?.();
  await template.close();
  if (!blob) throw new Error("The embedded database could not be dumped.");
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-test-snapshot-"));
  const file = path.join(dir, "seeded.tar");
  await fs.writeFile(file, Buffer.from(await blob.arrayBuffer()));
  project.provide("pgliteSnapshotFile", file);
  return () => fs.rm(dir, { recursive: true, force: true });
}

async function databasesNamed(adminUrl: string, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname DESC",
      [`${prefix}%`],
    );
    return result.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}
