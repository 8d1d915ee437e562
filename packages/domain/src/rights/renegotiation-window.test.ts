import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import {
  computeRenegotiationWindow,
  evaluateMpuExtension,
  isInRenegotiationWindow,
} from "./renegotiation-window.js";

const d = toIsoDate;
const mpuEnd = d("2027-07-01");

describe("renegotiation window: 60 to 120 days before the MPU end", () => {
  it("opens 120 days and closes 60 days before the last covered day", () => {
    expect(computeRenegotiationWindow(mpuEnd)).toEqual({ opens: "2027-03-03", closes: "2027-05-02" });
  });

  it("includes both ends", () => {
    expect(isInRenegotiationWindow(mpuEnd, d("2027-03-02"))).toBe(false);
    expect(isInRenegotiationWindow(mpuEnd, d("2027-03-03"))).toBe(true);
    expect(isInRenegotiationWindow(mpuEnd, d("2027-05-02"))).toBe(true);
    expect(isInRenegotiationWindow(mpuEnd, d("2027-05-03"))).toBe(false);
  });
});

describe("extension without notice", () => {
  it("lets the producer extend another full MPU when no notice arrives", () => {
    expect(evaluateMpuExtension({ mpuEnd, mpuMonths: 24, noticeDate: null })).toEqual({
      status: "mayExtend",
      start: "2027-07-02",
      end: "2029-07-01",
      reason: expect.stringContaining("No renegotiation notice arrived"),
    });
  });

  it("requires renegotiation when notice arrives inside the window", () => {
    expect(evaluateMpuExtension({ mpuEnd, mpuMonths: 24, noticeDate: d("2027-04-15") })).toEqual({
      status: "mustRenegotiate",
      reason: expect.stringContaining("2027-04-15"),
    });
  });

  it("ignores a notice outside the window", () => {
    const late = evaluateMpuExtension({ mpuEnd, mpuMonths: 21, noticeDate: d("2027-06-01") });
    expect(late).toMatchObject({ status: "mayExtend", start: "2027-07-02", end: "2029-04-01" });
    expect(late.reason).toContain("fell outside the window");
  });
});
