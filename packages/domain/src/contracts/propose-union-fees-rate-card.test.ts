import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { clientRateCardEntry } from "../fees/rate-card.fixtures.js";
import { proposeContractFees } from "./contract-rules.js";
import { proposeUnionFees } from "./propose-union-fees.js";

const offCamera = {
  union: "SAG-AFTRA" as const,
  sessionCategory: "offCameraPrincipalSession" as const,
  contractDate: toIsoDate("2025-06-02"),
};

describe("proposeUnionFees with the client's rate card", () => {
  it("proposes the client's figure where the shipped card has none, naming the entry", () => {
    expect(proposeUnionFees(offCamera).session.status).toBe("missing");
    const { session, holding } = proposeUnionFees({ ...offCamera, rateCard: [clientRateCardEntry()] });
    expect(session).toEqual({
      status: "proposed",
      amountCents: 61_800,
      scheduleId: "client-1",
      scheduleLabel: "Client rate card",
      source: "Acme 2025 rate sheet",
      text: "Session fee: $618.00 (Client rate card: Acme 2025 rate sheet, in force on 06/02/2025).",
    });
    expect(holding).toMatchObject({ status: "proposed", amountCents: 61_800 });
  });

  it("an entry for another agreement does not apply; one for the contract's agreement does", () => {
    const card = [clientRateCardEntry({ agreement: "SAG-AFTRA Audio" })];
    expect(proposeUnionFees({ ...offCamera, rateCard: card }).session.status).toBe("missing");
    expect(
      proposeUnionFees({ ...offCamera, agreement: "SAG-AFTRA Audio", rateCard: card }).session.status,
    ).toBe("proposed");
  });

  it("proposeContractFees passes the client's card on", () => {
    const answer = proposeContractFees({
      family: "UNION",
      union: "SAG AFTRA",
      performerCategory: "VOICE OVER",
      contractDate: "2025-06-02",
      rateCard: [clientRateCardEntry()],
    });
    expect(answer.session).toMatchObject({ status: "proposed", amountCents: 61_800 });
  });
});
