import { describe, expect, it } from "vitest";
import { CliError } from "../cli-io.js";
import { parseAlertWithin } from "./alerts-within.js";

describe("--within of alerts list", () => {
  it("reads days plain or with d, and weeks with w", () => {
    expect(parseAlertWithin("30")).toBe(30);
    expect(parseAlertWithin("30d")).toBe(30);
    expect(parseAlertWithin(" 8W ")).toBe(56);
    expect(parseAlertWithin("0")).toBe(0);
    expect(parseAlertWithin("730d")).toBe(730);
  });

  it("refuses anything else as bad usage (exit status 2)", () => {
    for (const text of ["3m", "", "-5", "1.5", "731", "105w", "thirty"]) {
      expect(() => parseAlertWithin(text), text).toThrow(CliError);
      try {
        parseAlertWithin(text);
      } catch (error) {
        expect((error as CliError).exitCode).toBe(2);
      }
    }
  });
});
