import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));
const testFiles = ["src/**/*.test.ts", "src/**/*.test.tsx"];

/** The test files that replace a module with `vi.mock`: each needs a module graph of its own. */
const mockingFiles = fs
  .readdirSync(path.join(root, "src"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join("src", file))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(root, file), "utf8")));

export default defineConfig({
  test: {
    // Pure logic runs in node; a component test opts into a DOM with `// @vitest-environment happy-dom`.
    environment: "node",
    // A guard against a test that hangs, not a measure: a component test that types into a form
    // takes about a second alone and several times that on a loaded two-core machine.
    testTimeout: 20_000,
    // The app reads a stored session with schemas it loads with the API's chunk; tests have them at once.
    setupFiles: ["src/lib/testing/provide-stored-session-schemas.ts"],
    projects: [
      // Files that mock nothing share their imports (React, the router, the domain) in one process.
      { extends: true, test: { name: "shared", include: testFiles, exclude: mockingFiles, isolate: false } },
      { extends: true, test: { name: "isolated", include: mockingFiles } },
    ],
  },
});
