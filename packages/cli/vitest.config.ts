import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}"],
    // No test mocks a module: the files of a process share the server and Ink modules they import.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
