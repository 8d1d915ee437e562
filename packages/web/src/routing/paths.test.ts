import { describe, expect, it } from "vitest";
import { readReturnTo } from "./paths";

const returnTo = (value: string | null) =>
  readReturnTo(new URLSearchParams(value === null ? "" : `returnTo=${encodeURIComponent(value)}`));

describe("readReturnTo", () => {
  it("returns to the page the user first asked for", () => {
    expect(returnTo("/companies/all?page=2")).toBe("/companies/all?page=2");
  });

  it("falls back to the dashboard when nothing was asked for", () => {
    expect(returnTo(null)).toBe("/dashboard");
    expect(returnTo("")).toBe("/dashboard");
  });

  it("never leaves the app or loops back to sign-in", () => {
    expect(returnTo("https://evil.example/")).toBe("/dashboard");
    expect(returnTo("//evil.example/")).toBe("/dashboard");
    expect(returnTo("/\\evil.example")).toBe("/dashboard");
    expect(returnTo("/login")).toBe("/dashboard");
    expect(returnTo("/login?returnTo=%2Fdashboard")).toBe("/dashboard");
  });
});
