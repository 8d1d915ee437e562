import { describe, expect, it } from "vitest";
import {
  MpuRequestSchema,
  UseRightExpiryRequestSchema,
  answerMpu,
  answerUseRightExpiry,
} from "./rule-calculations.js";

describe("rule calculations", () => {
  it("answers a 2022-contract MPU: 21 months from the earlier of first use or 13 weeks after the last production day", () => {
    const answer = answerMpu(
      MpuRequestSchema.parse({
        sessionDate: "2022-06-15",
        lastProductionDay: "2022-06-16",
        firstUseDate: "2022-08-01",
      }),
    );
    expect(answer).toMatchObject({
      status: "found",
      start: "2022-08-01",
      months: 21,
      contractYear: 2022,
      trigger: "firstUse",
    });
    expect(answer.end).not.toBeNull();
    expect(String(answer.renegotiationOpens) < String(answer.renegotiationCloses)).toBe(true);
  });

  it("says plainly when no contract covers the session date", () => {
    const answer = answerMpu(
      MpuRequestSchema.parse({ sessionDate: "1990-01-01", lastProductionDay: "1990-01-02" }),
    );
    expect(answer.status).not.toBe("found");
    expect(answer.end).toBeNull();
    expect(answer.reason).toEqual(expect.any(String));
  });

  it("answers a use right's last covered day: start + length − 1", () => {
    const answer = answerUseRightExpiry(
      UseRightExpiryRequestSchema.parse({
        useRightType: "cable",
        startCycleDate: "2025-04-07",
        cycleLength: "13 weeks",
      }),
    );
    expect(answer).toEqual({
      status: "expires",
      expireDate: "2025-07-06",
      basis: "cycle",
      field: null,
      reason: null,
    });
  });

  it("names the field when the right cannot be computed", () => {
    const answer = answerUseRightExpiry(
      UseRightExpiryRequestSchema.parse({ useRightType: "CABLE", cycleLength: "13 weeks" }),
    );
    expect(answer.status).toBe("invalid");
    expect(answer.field).toBe("startCycleDate");
  });
});
