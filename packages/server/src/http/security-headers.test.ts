import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { useTestApp } from "../testing/use-test-app.js";

let t: TestApp;
useTestApp(
  () => createTestApp(),
  (app) => (t = app),
  { perFile: true },
);

describe("security headers", () => {
  it("are on the app's pages, the API's answers and its errors alike", async () => {
    const answers = [
      await t.app.inject({ method: "GET", url: "/" }),
      await t.call({ method: "GET", path: "/Health" }),
      await t.call({ method: "POST", path: "/User/Self", body: {} }),
      await t.app.inject({ method: "GET", url: "/api/v1/reference" }),
    ];
    for (const answer of answers) {
      const csp = String(answer.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["referrer-policy"]).toBe("no-referrer");
    }
  });
});
