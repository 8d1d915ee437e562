import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite } from "../db/database.js";
import {
  addDemoData,
  adminQuery,
  createPostgresDemoTemplate,
  createPostgresTemplate,
  prepareTemplate,
} from "./test-template.js";

/**
 * Builds the seeded database once per run — a PGlite tarball, or a PostgreSQL template when
 * TEST_DATABASE_URL is set — and the same with the demo data, for every test process to copy (see
 * test-database.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env["TEST_DATABASE_URL"];
  if (adminUrl) {
    const prefix = `rightsdesk_test_${randomBytes(6).toString("hex")}`;
    const seeded = await createPostgresTemplate(adminUrl, `${prefix}_tpl`);
    project.provide("postgresTemplate", seeded);
    project.provide("postgresDemoTemplate", await createPostgresDemoTemplate(adminUrl, seeded));
    return async () => {
      const leftovers = await databasesNamed(adminUrl, prefix);
      for (const name of leftovers)
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const template = await openPglite("memory://");
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-test-snapshot-"));
  const dumpTo = async (name: string) => {
    const blob = await template.dump?.();
    if (!blob) throw new Error("The embedded database could not be dumped.");
    const file = path.join(dir, name);
    await fs.writeFile(file, Buffer.from(await blob.arrayBuffer()));
    return file;
  };
  try {
    await prepareTemplate(template);
    project.provide("pgliteSnapshotFile", await dumpTo("seeded.tar"));
    await addDemoData(template);
    project.provide("pgliteDemoSnapshotFile", await dumpTo("demo.tar"));
  } finally {
    await template.close();
  }
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
