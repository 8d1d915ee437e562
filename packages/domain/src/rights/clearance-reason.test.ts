import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { lookupFee } from "../fees/lookup-fee.js";
import { clientRateCardEntry } from "../fees/rate-card.fixtures.js";
import { paymentFeeAmount, paymentFeeNote, priceFee } from "./clearance-reason.js";

const offCamera = {
  union: "SAG-AFTRA" as const,
  category: "offCameraPrincipalSession" as const,
  keyOn: "cycleStart" as const,
  sessionDate: toIsoDate("2025-04-07"),
  cycleStart: toIsoDate("2025-07-07"),
};

describe("priceFee", () => {
  it("with no rate card and no agreed figure answers the shipped lookup itself", () => {
    expect(priceFee(offCamera)).toEqual(lookupFee(offCamera));
    const onCamera = { ...offCamera, category: "onCameraPrincipalSession" as const };
    expect(priceFee(onCamera, { rateCard: [] })).toEqual(lookupFee(onCamera));
  });

  it("prices a fee the shipped card does not confirm from the client's rate card, naming the entry", () => {
    expect(paymentFeeAmount(priceFee(offCamera))).toBeNull();
    const fee = priceFee(offCamera, { rateCard: [clientRateCardEntry()] });
    expect(fee).toEqual({
      status: "rateCard",
      basis: "clientRateCard",
      amountCents: 61_800,
      source: "Acme 2025 rate sheet",
      entryId: "client-1",
    });
    expect(paymentFeeAmount(fee)).toBe(61_800);
    expect(paymentFeeNote(fee)).toBe("Client rate card: Acme 2025 rate sheet");
  });

  it("the performer's over-scale entry beats the agreed figure, which beats the client's card", () => {
    const card = [
      clientRateCardEntry(),
      clientRateCardEntry({ id: "over-7", performerId: 7, amountCents: 150_000, source: "Jane's deal memo" }),
    ];
    const jane = priceFee(offCamera, { rateCard: card, performerId: 7, agreedAmountCents: 99_000 });
    expect(paymentFeeNote(jane)).toBe("Over-scale rate: Jane's deal memo");
    expect(jane).toMatchObject({ status: "rateCard", basis: "overScale", entryId: "over-7" });
    const other = priceFee(offCamera, { rateCard: card, performerId: 8, agreedAmountCents: 99_000 });
    expect(other).toEqual({
      status: "agreed",
      amountCents: 99_000,
      source: "The holding fee agreed in the performer's contract.",
    });
    expect(paymentFeeNote(priceFee(offCamera, { rateCard: card, performerId: 8 }))).toBe(
      "Client rate card: Acme 2025 rate sheet",
    );
  });

  it("an unconfirmed client figure prices nothing, and the reason says it was not used", () => {
    const fee = priceFee(offCamera, { rateCard: [clientRateCardEntry({ confidence: "D" })] });
    expect(fee.status).toBe("missing");
    expect(paymentFeeNote(fee)).toContain(paymentFeeNote(lookupFee(offCamera)));
    expect(paymentFeeNote(fee)).toContain('The rate card\'s figure "Acme 2025 rate sheet" is not used');
  });
});
