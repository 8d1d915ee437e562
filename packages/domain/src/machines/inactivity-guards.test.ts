import { describe, expect, it } from "vitest";
import {
  computeCountdownRemaining,
  countdownSecondsOf,
  isCountdownOver,
  isIdleTimeoutReached,
} from "./inactivity-guards.js";

const timing = { idleTimeoutMs: 30 * 60_000, logoutCountdownMs: 20_000 };

describe("inactivity guards", () => {
  it("reaches the idle timeout after 30 minutes without activity", () => {
    expect(isIdleTimeoutReached(0, 30 * 60_000 - 1, timing)).toBe(false);
    expect(isIdleTimeoutReached(0, 30 * 60_000, timing)).toBe(true);
    expect(isIdleTimeoutReached(1000, 0, timing)).toBe(false);
  });

  it("counts down 20 seconds, never below zero nor above the start", () => {
    expect(computeCountdownRemaining(1000, 1000, timing)).toBe(20_000);
    expect(computeCountdownRemaining(1000, 6000, timing)).toBe(15_000);
    expect(computeCountdownRemaining(1000, 99_000, timing)).toBe(0);
    expect(computeCountdownRemaining(1000, 0, timing)).toBe(20_000);
    expect(isCountdownOver(0, 19_999, timing)).toBe(false);
    expect(isCountdownOver(0, 20_000, timing)).toBe(true);
  });

  it("shows whole seconds rounded up", () => {
    expect(countdownSecondsOf(20_000)).toBe(20);
    expect(countdownSecondsOf(1)).toBe(1);
    expect(countdownSecondsOf(0)).toBe(0);
    expect(countdownSecondsOf(-5)).toBe(0);
  });
});
