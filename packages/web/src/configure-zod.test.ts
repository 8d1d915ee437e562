import { describe, expect, it } from "vitest";

describe("zod's settings in the browser", () => {
  it("never compiles checks, whether zod loaded before or after", async () => {
    await import("./configure-zod");
    const { config } = await import("zod");
    expect(config().jitless).toBe(true);
  });
});
