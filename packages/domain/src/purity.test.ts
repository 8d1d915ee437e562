import { fileURLToPath } from "node:url";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const probePath = path.join(repoRoot, "packages/domain/src/purity-probe.ts");

async function lintDomainSource(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: probePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the domain stays pure (enforced by lint)", () => {
  it.each([
    ['import fs from "node:fs";', "domain does no I/O"],
    ['import { readFile } from "fs/promises";', "domain does no I/O"],
    ['import { ofetch } from "ofetch";', "domain makes no HTTP calls"],
    ['import Fastify from "fastify";', "domain knows nothing of the server"],
    ['import { drizzle } from "drizzle-orm/pglite";', "domain knows nothing of the server"],
    ['import React from "react";', "domain knows nothing of the web app"],
    ['import { createApiClient } from "@rightsdesk/api-client";', "domain is the bottom layer"],
    ["export const now = Date.now();", "domain never reads the clock"],
    ["export const today = new Date();", "domain never reads the clock"],
    ["export const roll = Math.random();", "domain takes randomness"],
    ["export const answer = await fetch('x');", "domain makes no HTTP calls"],
  ])("refuses %s", async (code, reason) => {
    const messages = await lintDomainSource(`${code}\n`);
    expect(messages.join("\n")).toContain(reason);
  });

  it("accepts pure code", async () => {
    const messages = await lintDomainSource(
      'import { z } from "zod";\nexport const at = (now: Date) => new Date(now.getTime());\nexport const s = z.string();\n',
    );
    expect(messages).toEqual([]);
  });
});
