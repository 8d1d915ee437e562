import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { releaseOfDecisions, type PaidSubject } from "./release-of-decisions.js";
import { currentDecisions, RenewalDecisionSchema, type RenewalDecision } from "./renewal-decision.js";

const d = toIsoDate;
const holding: PaidSubject = {
  subject: { kind: "holdingFee", assetId: 1, castItemId: 3 },
  paidThrough: d("2026-06-30"),
};
const mpu: PaidSubject = { subject: { kind: "mpuRenegotiation", assetId: 1 }, paidThrough: d("2026-09-30") };
const decide = (
  subject: PaidSubject["subject"],
  choice: RenewalDecision["choice"],
  decidedOn: string,
): RenewalDecision => RenewalDecisionSchema.parse({ subject, choice, decidedBy: "Dana Producer", decidedOn });

describe("renewal decisions", () => {
  it("the latest decision on a subject is the one in force; on the same day, the later one", () => {
    const first = decide(holding.subject, "notRenewing", "2026-01-05");
    const second = decide(holding.subject, "renew", "2026-02-01");
    const sameDay = decide(holding.subject, "notRenewing", "2026-02-01");
    expect(currentDecisions([second, first]).get("holdingFee:1:3")).toBe(second);
    expect(currentDecisions([first, second, sameDay]).get("holdingFee:1:3")).toBe(sameDay);
  });

  it("asks who decided", () => {
    const result = RenewalDecisionSchema.safeParse({
      subject: mpu.subject,
      choice: "renew",
      decidedBy: " ",
      decidedOn: "2026-01-01",
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      "Say who decided.",
    ]);
  });
});

describe("releaseOfDecisions", () => {
  it("nothing released while every subject is renewed or undecided", () => {
    expect(releaseOfDecisions([holding, mpu], [])).toBeNull();
    expect(releaseOfDecisions([holding, mpu], [decide(mpu.subject, "renew", "2026-01-01")])).toBeNull();
  });

  it("not renewing one subject releases the record; its use ends with the earliest last paid day", () => {
    expect(releaseOfDecisions([holding, mpu], [decide(mpu.subject, "notRenewing", "2026-01-01")])).toEqual({
      useEnds: d("2026-09-30"),
    });
    const both = [
      decide(mpu.subject, "notRenewing", "2026-01-01"),
      decide(holding.subject, "notRenewing", "2026-01-01"),
    ];
    expect(releaseOfDecisions([holding, mpu], both)).toEqual({ useEnds: d("2026-06-30") });
  });

  it("a later renew takes a release back; an unknown paid end leaves plain RELEASED", () => {
    const changed = [
      decide(mpu.subject, "notRenewing", "2026-01-01"),
      decide(mpu.subject, "renew", "2026-01-02"),
    ];
    expect(releaseOfDecisions([mpu], changed)).toBeNull();
    const unknown = { ...mpu, paidThrough: null };
    expect(releaseOfDecisions([unknown], [decide(mpu.subject, "notRenewing", "2026-01-01")])).toEqual({
      useEnds: null,
    });
  });
});
