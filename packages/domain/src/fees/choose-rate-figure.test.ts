import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { chooseRateFigure } from "./choose-rate-figure.js";
import { RateCardEntrySchema, type RateCardEntry } from "./rate-card-entry.js";

const d = toIsoDate;
const clientEntry = (overrides: Partial<Record<keyof RateCardEntry, unknown>> = {}): RateCardEntry =>
  RateCardEntrySchema.parse({
    id: "client-1",
    union: "SAG-AFTRA",
    agreement: null,
    contractYear: 2025,
    category: "offCameraPrincipalSession",
    medium: null,
    effectiveFrom: "2025-04-01",
    effectiveTo: "2026-03-31",
    amountCents: 61_800,
    source: "Client's 2025 rate sheet",
    confidence: "V",
    performerId: null,
    origin: "client",
    ...overrides,
  });
const query = {
  union: "SAG-AFTRA" as const,
  category: "offCameraPrincipalSession" as const,
  keyOn: "cycleStart" as const,
  sessionDate: d("2025-01-10"),
  cycleStart: d("2025-07-11"),
};

describe("chooseRateFigure", () => {
  it("without client entries answers the shipped card: a confirmed figure, or missing with lookupFee's reason", () => {
    expect(chooseRateFigure({ ...query, category: "onCameraPrincipalSession" })).toEqual({
      source: "shippedConfirmed",
      amountCents: 82_230,
      note: "SAG-AFTRA Commercials Contract 2025, year 1: https://online.flippingbook.com/view/785349758/40",
      entryId: "shipped:SAG-AFTRA-2025-Y1:onCameraPrincipalSession",
    });
    expect(chooseRateFigure(query)).toMatchObject({ source: "missing", amountCents: null });
    expect(chooseRateFigure(query).note).toContain("is not confirmed (derived by arithmetic, not published)");
  });

  it("prices a figure the shipped card lacks from the client's rate card", () => {
    expect(chooseRateFigure(query, [clientEntry()])).toEqual({
      source: "clientRateCard",
      amountCents: 61_800,
      note: "Client's 2025 rate sheet",
      entryId: "client-1",
    });
  });

  it("a client figure beats the shipped one; the performer's over-scale rate beats both", () => {
    const onCamera = { ...query, category: "onCameraPrincipalSession" as const, performerId: 7 };
    const card = [
      clientEntry({ category: "onCameraPrincipalSession", amountCents: 85_000 }),
      clientEntry({
        id: "over-7",
        category: "onCameraPrincipalSession",
        amountCents: 150_000,
        performerId: 7,
      }),
    ];
    expect(chooseRateFigure(onCamera, card)).toMatchObject({
      source: "contract",
      amountCents: 150_000,
      entryId: "over-7",
    });
    expect(chooseRateFigure({ ...onCamera, performerId: 8 }, card)).toMatchObject({
      source: "clientRateCard",
      amountCents: 85_000,
    });
  });

  it("the contract's agreed figure comes after the performer's rate card entry, before the client card", () => {
    const agreed = { ...query, performerId: 7, agreedAmountCents: 99_000 };
    expect(chooseRateFigure(agreed, [clientEntry()])).toMatchObject({
      source: "contract",
      amountCents: 99_000,
    });
    expect(chooseRateFigure(agreed, [clientEntry({ performerId: 7, amountCents: 120_000 })])).toMatchObject({
      source: "contract",
      amountCents: 120_000,
    });
  });

  it("reads only entries in force on the key date, for the agreement and medium asked", () => {
    const card = [
      clientEntry({ effectiveFrom: "2025-08-01" }),
      clientEntry({ id: "cable", medium: "CABLE", amountCents: 70_000 }),
      clientEntry({ id: "audio", agreement: "AUDIO STANDARD", amountCents: 50_000 }),
    ];
    expect(chooseRateFigure(query, card).source).toBe("missing");
    expect(chooseRateFigure({ ...query, medium: "CABLE" }, card)).toMatchObject({ amountCents: 70_000 });
    expect(chooseRateFigure({ ...query, agreement: "AUDIO STANDARD" }, card)).toMatchObject({
      amountCents: 50_000,
    });
  });

  it("a more specific entry beats a general one", () => {
    const card = [clientEntry(), clientEntry({ id: "tv", medium: "TV", amountCents: 64_000 })];
    expect(chooseRateFigure({ ...query, medium: "TV" }, card)).toMatchObject({ entryId: "tv" });
    expect(chooseRateFigure({ ...query, medium: "RADIO" }, card)).toMatchObject({ entryId: "client-1" });
  });

  it("never prices from an unconfirmed client figure, and says so", () => {
    const figure = chooseRateFigure(query, [clientEntry({ confidence: "D", source: "Our estimate" })]);
    expect(figure.source).toBe("missing");
    expect(figure.note).toContain(
      'The rate card\'s figure "Our estimate" is not used: derived by arithmetic, not published.',
    );
  });

  it("ignores shipped-origin rows given as client entries: shipped figures come from the schedules", () => {
    expect(chooseRateFigure(query, [clientEntry({ origin: "shipped" })]).source).toBe("missing");
  });
});
