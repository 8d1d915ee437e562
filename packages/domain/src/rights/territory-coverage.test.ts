import { describe, expect, it } from "vitest";
import { isTerritoryCovered, normalizeTerritory } from "./territory-coverage.js";

describe("territory coverage", () => {
  it("reads an absent, empty or 'worldwide' territory as no limit", () => {
    expect(normalizeTerritory(undefined)).toBeNull();
    expect(normalizeTerritory(null)).toBeNull();
    expect(normalizeTerritory("  ")).toBeNull();
    expect(normalizeTerritory("Worldwide")).toBeNull();
    expect(normalizeTerritory(" united  states ")).toBe("UNITED STATES");
  });

  it("a worldwide licence covers any territory, and a request with none", () => {
    expect(isTerritoryCovered(null, "US")).toBe(true);
    expect(isTerritoryCovered(undefined, null)).toBe(true);
  });

  it("a limited licence covers only its own territory, not a worldwide request", () => {
    expect(isTerritoryCovered("US", "us")).toBe(true);
    expect(isTerritoryCovered("US", "UK")).toBe(false);
    expect(isTerritoryCovered("US", null)).toBe(false);
    expect(isTerritoryCovered("EUROPE", "UK")).toBe(false);
  });
});
