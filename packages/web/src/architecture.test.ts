import { fileURLToPath } from "node:url";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const features = "packages/web/src/features";
const eslint = new ESLint({ cwd: repoRoot });
// The first lint loads the whole configuration (typescript-eslint, react-hooks): slow on a busy machine.
const timeout = 60_000;

/** The lint messages for a probe file in a feature that imports `specifier` and uses what it got. */
async function lintImport(probe: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from "${specifier}";\n\nexport const probe = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, features, probe) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

const throughIndexOnly = "features import each other only through their index.ts";
const neverApp = "features never import app/";

describe("web features stay apart (enforced by lint)", () => {
  it.each([
    ["company/components/probe.tsx", "../../people/components/person-card", throughIndexOnly],
    ["company/components/probe.tsx", "../../people/api/get-person", throughIndexOnly],
    ["company/components/probe.tsx", "../../people/lib/person-labels", throughIndexOnly],
    ["company/components/probe.tsx", "../../alerts/routes/todo-list", throughIndexOnly],
    ["company/components/probe.tsx", "../../people/components", throughIndexOnly],
    ["company/components/probe.tsx", "../../../features/people/lib/person-labels", throughIndexOnly],
    [
      "company/components/detail/probe.tsx",
      "../../../people/components/detail/profile-card",
      throughIndexOnly,
    ],
    ["company/api/probe.ts", "../../documents/lib/document-calls", throughIndexOnly],
    ["company/index.ts", "../people/components/person-card", throughIndexOnly],
    ["company/components/probe.tsx", "../../../app/paths", neverApp],
    ["company/components/detail/probe.tsx", "../../../../app/guard", neverApp],
    ["company/routes/probe.tsx", "../../../app/routes/app-shell", neverApp],
  ])("refuses, in %s, an import of %s", { timeout }, async (probe, specifier, reason) => {
    const messages = await lintImport(probe, specifier);
    expect(messages.join("\n")).toContain("no-restricted-imports: ");
    expect(messages.join("\n")).toContain(reason);
  });

  it.each([
    ["company/components/probe.tsx", "../../people"],
    ["company/components/probe.tsx", "../../people/index"],
    ["company/components/probe.tsx", "../api/get-company"],
    ["company/components/probe.tsx", "./detail/company-page"],
    ["company/components/detail/probe.tsx", "../../api/get-company"],
    ["company/components/detail/probe.tsx", "../../lib/company-tab"],
    ["company/components/detail/probe.tsx", "../list/companies-table"],
    ["company/routes/probe.tsx", "../components/detail/company-page"],
    ["company/lib/probe.ts", "../lib/profile-form"],
    ["company/index.ts", "./components/detail/company-page"],
    ["company/components/probe.tsx", "../../../ui/button"],
    ["company/components/probe.tsx", "../../../ui/records/section-panel"],
    ["company/components/probe.tsx", "../../../lib/api-client"],
    ["company/components/probe.tsx", "../../../routing/paths"],
  ])("accepts, in %s, an import of %s", { timeout }, async (probe, specifier) => {
    expect(await lintImport(probe, specifier)).toEqual([]);
  });
});
