import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // Pure functions and no mocks: the files of a process share their imports.
    isolate: false,
    // Property tests run many cases; a loaded CI machine must not turn them into timeouts.
    testTimeout: 60_000,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/**/*.fixtures.ts", "src/index.ts"],
      reporter: ["text-summary", "json-summary"],
      thresholds: { lines: 95 },
    },
  },
});
