import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The test files that open a test database (through createTestApp, createTestDatabase,
 * startServerPair or seededServerStorage): the only ones the PostgreSQL pass runs again, since the
 * others answer the same on either database.
 */
function databaseTestFiles(): string[] {
  return fs
    .readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => path.join("src", file))
    .filter((file) =>
      /\b(createTestApp|createTestDatabase|startServerPair|seededServerStorage)\(/.test(
        fs.readFileSync(path.join(root, file), "utf8"),
      ),
    )
    .sort();
}

export default defineConfig({
  test: {
    include: process.env["TEST_DATABASE_URL"] ? databaseTestFiles() : ["src/**/*.test.ts"],
    // Built once per run: the seeded PGlite snapshot or PostgreSQL template every test copies.
    globalSetup: ["src/testing/global-setup.ts"],
    // Fails a file that leaves a test database open, which would slow every later file of its process.
    setupFiles: ["src/testing/open-database-check.ts"],
    // No test mocks a module, so the files of a process share their modules and their test
    // database (put back to the seed between leases) instead of starting each from nothing.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
