import { fileURLToPath } from "node:url";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const moduleDir = path.join(repoRoot, "packages/server/src/modules/company");
const SQL_IN_REPOSITORIES = "SQL lives in repositories";

async function lintServerSource(code: string, fileName: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(moduleDir, fileName) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const sqlImports = [
  'import { sql } from "drizzle-orm";',
  'import { alias } from "drizzle-orm/pg-core";',
  'import { companies } from "../../db/schema.js";',
];
const probeOf = (importLine: string) =>
  `${importLine}\nexport const probe = [${/\{ (\w+) \}/.exec(importLine)?.[1]}];\n`;

describe("services hold no SQL (enforced by lint)", () => {
  it.each(sqlImports)("refuses `%s` in a service", async (importLine) => {
    const messages = await lintServerSource(probeOf(importLine), "probe-service.ts");
    expect(messages.join("\n")).toContain(SQL_IN_REPOSITORIES);
  });

  it.each(sqlImports)("accepts `%s` in a repository", async (importLine) => {
    expect(await lintServerSource(probeOf(importLine), "probe-repository.ts")).toEqual([]);
  });

  it("lets a service use the database through db/ and its repository", async () => {
    const code = [
      'import type { Db } from "../../db/database.js";',
      'import { runInTransaction } from "../../db/run-in-transaction.js";',
      'import { CompanyRepository } from "./company-repository.js";',
      "export const probe = (db: Db) => runInTransaction(db, async (tx) => new CompanyRepository(tx));",
      "",
    ].join("\n");
    expect(await lintServerSource(code, "probe-service.ts")).toEqual([]);
  });
});
