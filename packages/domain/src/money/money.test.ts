import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MONEY_INPUT_MESSAGE, formatDollars, formatUsd, parseDollars } from "./money.js";

const cents = fc.integer({ min: -(10 ** 13), max: 10 ** 13 });

describe("money", () => {
  it("reads typed dollars as whole cents", () => {
    expect(parseDollars("1,250.5")).toEqual({ status: "amount", cents: 125050 });
    expect(parseDollars(" $80 ")).toEqual({ status: "amount", cents: 8000 });
    expect(parseDollars("-1.50")).toEqual({ status: "amount", cents: -150 });
    expect(parseDollars("$-1.50")).toEqual({ status: "amount", cents: -150 });
    expect(parseDollars("0.07")).toEqual({ status: "amount", cents: 7 });
    expect(parseDollars("")).toEqual({ status: "empty" });
  });

  it("refuses anything else with one message", () => {
    for (const bad of [
      "12.345",
      "1,25",
      "abc",
      "1.2.3",
      "--1",
      "$",
      "1e3",
      "12,50.00",
      "99999999999999999",
    ]) {
      expect(parseDollars(bad), bad).toEqual({ status: "invalid", message: MONEY_INPUT_MESSAGE });
    }
  });

  it("writes cents as dollars, negatives included", () => {
    expect(formatDollars(-150)).toBe("-1.50");
    expect(formatDollars(123450)).toBe("1234.50");
    expect(formatUsd(123456)).toBe("$1,234.56");
    expect(formatUsd(-150)).toBe("-$1.50");
    expect(formatDollars(99.9)).toBe("0.99");
    expect(() => formatDollars(Number.NaN)).toThrow(RangeError);
  });

  it("reads back what it writes: parse ∘ format is the identity on whole cents", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(parseDollars(formatDollars(amount))).toEqual({ status: "amount", cents: amount });
        expect(parseDollars(formatUsd(amount))).toEqual({ status: "amount", cents: amount });
      }),
    );
  });

  it("never reads text with letters or a third decimal as an amount", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseDollars(text);
        if (/[a-z]/i.test(text) || /\.\d{3}/.test(text)) expect(parsed.status).not.toBe("amount");
      }),
    );
  });
});
