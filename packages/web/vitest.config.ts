import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Pure logic runs in node; a component test opts into a DOM with `// @vitest-environment happy-dom`.
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
