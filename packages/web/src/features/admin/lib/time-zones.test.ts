import { describe, expect, it } from "vitest";
import { listTimeZones } from "./time-zones";

describe("listTimeZones", () => {
  it("puts UTC first, then the browser's zones in order", () => {
    expect(listTimeZones("UTC", () => ["Europe/Paris", "America/New_York"])).toEqual([
      "UTC",
      "America/New_York",
      "Europe/Paris",
    ]);
  });

  it("keeps a saved zone the browser does not list", () => {
    expect(listTimeZones("Asia/Calcutta", () => ["Asia/Kolkata"])).toContain("Asia/Calcutta");
  });

  it("still offers UTC where the browser cannot list zones", () => {
    const unsupported = () => {
      throw new RangeError("Invalid key");
    };
    expect(listTimeZones("", unsupported)).toEqual(["UTC"]);
  });
});
