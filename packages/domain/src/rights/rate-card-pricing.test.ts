import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { clientRateCardEntry } from "../fees/rate-card.fixtures.js";
import { paymentFeeNote } from "./clearance-reason.js";
import { decideClearance } from "./decide-clearance.js";
import {
  evaluateUseRight,
  priceRenewalFee,
  type ClearanceUseRight,
  type CycleRenewal,
} from "./evaluate-use-right.js";
import { standPerformer, type ClearancePerformer } from "./stand-performer.js";

const d = toIsoDate;
const renewal: CycleRenewal = {
  kind: "holdingFee",
  union: "SAG-AFTRA",
  sessionCategory: "offCameraPrincipalSession",
  keyOn: "cycleStart",
  sessionDate: d("2025-04-07"),
};
const right: ClearanceUseRight = {
  id: "UR-1",
  label: "Spot: TV",
  useRightType: "TV",
  media: { type: "TV", subtypes: [] },
  cycleStart: d("2025-04-07"),
  cycleLengthDays: 91,
  renewal,
};
const context = { airDate: d("2025-08-15"), today: d("2025-08-01"), mpuEnd: null };
const card = [clientRateCardEntry()];

describe("priceRenewalFee", () => {
  it("prices the renewal's cycle from the client's card when the shipped card lacks it", () => {
    expect(priceRenewalFee(renewal, d("2025-07-07")).status).toBe("missing");
    expect(paymentFeeNote(priceRenewalFee(renewal, d("2025-07-07"), { rateCard: card }))).toBe(
      "Client rate card: Acme 2025 rate sheet",
    );
  });
});

describe("evaluateUseRight with the client's rate card", () => {
  it("an unpaid cycle carries the client's amount and the total is summed", () => {
    const before = evaluateUseRight(right, context);
    const after = evaluateUseRight(right, { ...context, rateCard: card });
    if (before.status !== "blocked" || after.status !== "blocked") throw new Error("expected unpaid");
    if (before.reason.kind !== "useRightUnpaid" || after.reason.kind !== "useRightUnpaid")
      throw new Error("expected unpaid");
    expect(before.reason.totalCents).toBeNull();
    expect(after.reason.totalCents).toBe(61_800);
    expect(after.reason.payments[0]?.fee).toMatchObject({ status: "rateCard", entryId: "client-1" });
  });
});

describe("standPerformer and decideClearance with the client's rate card", () => {
  const performer: ClearancePerformer = {
    id: "CAST-1",
    label: "Sam Voice",
    appears: true,
    fixedCycles: { sessionDate: d("2025-04-07"), holdingFeesPaidThrough: null },
    renewal,
    performerId: 7,
  };
  const own: ClearanceUseRight = { ...right, holderId: "CAST-1", renewal: null };

  it("each owed holding fee is priced by the performer's over-scale entry, else the client's card", () => {
    const media = { type: "TV", subtype: null };
    const over = clientRateCardEntry({
      id: "over-7",
      performerId: 7,
      amountCents: 90_000,
      source: "Deal memo",
    });
    const standing = standPerformer(performer, [own], media, { ...context, rateCard: [...card, over] });
    const [reason] = standing.reasons;
    if (reason?.kind !== "useRightUnpaid") throw new Error("expected unpaid");
    expect(reason.payments.map((payment) => paymentFeeNote(payment.fee))).toEqual([
      "Over-scale rate: Deal memo",
    ]);
    expect(reason.totalCents).toBe(90_000);

    const decision = decideClearance({
      airDate: context.airDate,
      today: context.today,
      media,
      useRights: [own],
      performers: [performer],
      rateCard: card,
    });
    const [unpaid] = decision.reasons;
    expect(unpaid?.kind === "useRightUnpaid" ? unpaid.totalCents : undefined).toBe(61_800);
    expect(decision.verdict).toBe("clearedIfPaid");
  });
});
