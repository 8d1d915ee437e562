import { describe, expect, it } from "vitest";
import { envProblems } from "./env-schema";

describe("the build's environment", () => {
  it("takes an absolute API origin, an empty one or none", () => {
    expect(envProblems({ VITE_API_BASE_URL: "https://rights.example.com" })).toEqual([]);
    expect(envProblems({ VITE_API_BASE_URL: "" })).toEqual([]);
    expect(envProblems({})).toEqual([]);
  });

  it("names a variable that is not an absolute URL", () => {
    expect(envProblems({ VITE_API_BASE_URL: "rights.example.com" })).toEqual([
      "VITE_API_BASE_URL: VITE_API_BASE_URL must be an absolute URL such as https://rights.example.com",
    ]);
  });
});
