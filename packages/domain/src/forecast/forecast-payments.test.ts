import { describe, expect, it } from "vitest";
import { computeAssetRights } from "../asset/asset-rights.js";
import { computeElementRights } from "../element/element-rights.js";
import { toIsoDate } from "../dates/iso-date.js";
import { RateCardEntrySchema } from "../fees/rate-card-entry.js";
import type { RenewalDecision, RenewalSubject } from "../renewals/renewal-decision.js";
import { castMember, musicElement, spot, streamingRight, voiceOver } from "./forecast.fixtures.js";
import type { ForecastInput } from "./forecast-input.js";
import { forecastPayments } from "./forecast-payments.js";
import { elementRelease, spotRelease } from "./forecast-releases.js";
import { forecastWindow, listWindowMonths } from "./forecast-window.js";

const d = toIsoDate;
const today = d("2026-01-15");
const window = forecastWindow(today);
const input = (overrides: Partial<ForecastInput> = {}): ForecastInput => ({
  spots: [spot()],
  elements: [musicElement],
  decisions: [],
  rateCard: [],
  ...overrides,
});
const notRenewing = (subject: RenewalSubject): RenewalDecision => ({
  subject,
  choice: "notRenewing",
  decidedBy: "Dana Producer",
  decidedOn: d("2026-01-10"),
});
const brief = (forecast: ReturnType<typeof forecastPayments>) =>
  forecast.payments.map((p) => [
    p.dueDate,
    p.kind,
    p.performer?.name ?? p.licence?.label ?? null,
    p.amountCents,
    p.source,
  ]);

describe("forecastPayments", () => {
  it("the default window is the next twelve months, every month listed", () => {
    expect(window).toEqual({ from: d("2026-01-15"), to: d("2027-01-14") });
    expect(listWindowMonths(window)).toHaveLength(13);
  });

  it("lists each unpaid 13-week cycle per union performer and each licence renewal, priced or missing with why", () => {
    const forecast = forecastPayments(input(), window);
    expect(brief(forecast)).toEqual([
      ["2026-03-31", "holdingFee", "Jane Doe", 82_230, "shippedConfirmed"],
      ["2026-03-31", "holdingFee", "Sam Roe", null, "missing"],
      ["2026-06-01", "licenceRenewal", "Synchronization licence", 250_000, "contract"],
      ["2026-06-30", "holdingFee", "Jane Doe", null, "missing"],
      ["2026-06-30", "holdingFee", "Sam Roe", null, "missing"],
      ["2026-09-29", "holdingFee", "Jane Doe", null, "missing"],
      ["2026-09-29", "holdingFee", "Sam Roe", null, "missing"],
      ["2026-12-29", "holdingFee", "Jane Doe", null, "missing"],
      ["2026-12-29", "holdingFee", "Sam Roe", null, "missing"],
    ]);
    expect(forecast.total).toEqual({ amountCents: 332_230, pricedCount: 2, missingCount: 7 });
    expect(forecast.months.find((month) => month.month === "2026-03")).toEqual({
      month: "2026-03",
      amountCents: 82_230,
      pricedCount: 1,
      missingCount: 1,
    });
    expect(forecast.payments[3]?.note).toContain("SAG-AFTRA Commercials Contract 2025, year 2");
  });

  it("prices from the client's rate card, and a performer's over-scale rate before it", () => {
    const entry = {
      union: "SAG-AFTRA",
      agreement: null,
      contractYear: 2025,
      medium: null,
      effectiveFrom: "2025-04-01",
      effectiveTo: null,
      confidence: "V",
      origin: "client",
    };
    const rateCard = [
      RateCardEntrySchema.parse({
        ...entry,
        id: "vo",
        category: "offCameraPrincipalSession",
        amountCents: 61_800,
        source: "Client sheet",
        performerId: null,
      }),
      RateCardEntrySchema.parse({
        ...entry,
        id: "jane",
        category: "onCameraPrincipalSession",
        amountCents: 150_000,
        source: "Jane's deal memo",
        performerId: 11,
      }),
    ];
    const forecast = forecastPayments(input({ rateCard }), window);
    const sources = forecast.payments
      .filter((p) => p.kind === "holdingFee")
      .map((p) => [p.performer?.name, p.source, p.amountCents]);
    expect(sources).toContainEqual(["Sam Roe", "clientRateCard", 61_800]);
    expect(sources).toContainEqual(["Jane Doe", "contract", 150_000]);
    expect(forecast.total.missingCount).toBe(0);
  });

  it("renews a use right by its own cycles at the scale of the cycle's start", () => {
    const forecast = forecastPayments(
      input({ spots: [spot({ cast: [], useRights: [streamingRight] })], elements: [] }),
      window,
    );
    expect(forecast.payments).toEqual([
      expect.objectContaining({
        kind: "useRightCycle",
        dueDate: "2026-03-01",
        periodEnd: "2027-02-28",
        category: "streaming1Year",
        amountCents: 1_000_000,
        source: "shippedConfirmed",
      }),
    ]);
  });

  it("an edited-out performer and a non-union one need nothing", () => {
    const cast = [castMember({ editedOut: true }), castMember({ castItemId: 5, union: "NON UNION" })];
    expect(forecastPayments(input({ spots: [spot({ cast })], elements: [] }), window).payments).toEqual([]);
  });

  it("a notice in time makes the MPU a renegotiation; without one the cycles run on into an extension", () => {
    const withNotice = spot({
      expireMpuEndDate: "2026-08-31",
      mpu: { months: 24, noticeDate: "2026-06-01", renegotiatedAmountCents: null },
    });
    const renegotiated = forecastPayments(input({ spots: [withNotice], elements: [] }), window);
    expect(renegotiated.payments.map((p) => [p.dueDate, p.kind])).toEqual([
      ["2026-03-31", "holdingFee"],
      ["2026-03-31", "holdingFee"],
      ["2026-06-30", "holdingFee"],
      ["2026-06-30", "holdingFee"],
      ["2026-09-01", "mpuRenegotiation"],
    ]);
    expect(renegotiated.payments.at(-1)).toMatchObject({ amountCents: null, periodEnd: "2028-08-31" });

    const extended = spot({
      expireMpuEndDate: "2026-08-31",
      mpu: { months: 24, noticeDate: null, renegotiatedAmountCents: null },
    });
    const extension = forecastPayments(input({ spots: [extended], elements: [] }), window);
    expect(extension.payments).toHaveLength(8);
    const released = forecastPayments(
      input({
        spots: [extended],
        elements: [],
        decisions: [notRenewing({ kind: "mpuRenegotiation", assetId: 1 })],
      }),
      window,
    );
    expect(released.payments).toHaveLength(4);
    expect(released.released.map((p) => p.dueDate)).toEqual([
      "2026-09-29",
      "2026-09-29",
      "2026-12-29",
      "2026-12-29",
    ]);
  });

  it("not renewing sets the performer's payments apart as the saving", () => {
    const decisions = [notRenewing({ kind: "holdingFee", assetId: 1, castItemId: 3 })];
    const forecast = forecastPayments(input({ decisions }), window);
    expect(forecast.released.every((p) => p.performer?.name === "Jane Doe")).toBe(true);
    expect(forecast.saving).toEqual({ amountCents: 82_230, pricedCount: 1, missingCount: 3 });
    expect(forecast.total).toEqual({ amountCents: 250_000, pricedCount: 1, missingCount: 4 });
  });
});

describe("what not renewing does to the status", () => {
  it("the spot stays in use through the performer's last paid cycle, then is RELEASED", () => {
    const decisions = [notRenewing({ kind: "holdingFee", assetId: 1, castItemId: 3 })];
    const release = spotRelease(spot(), decisions, today);
    expect(release).toEqual({ useEnds: d("2026-03-30") });
    const asset = { ...spot(), useRights: [], cast: [castMember()], release };
    expect(computeAssetRights(asset, today).status).toBe("RELEASED (USE ACTIVE)");
    expect(computeAssetRights(asset, d("2026-03-31")).status).toBe("RELEASED");
    expect(spotRelease(spot({ cast: [voiceOver] }), decisions, today)).toBeNull();
  });

  it("an element whose licence is not renewed runs to the licence's end", () => {
    const release = elementRelease(musicElement, [
      notRenewing({ kind: "licenceRenewal", elementId: 5, licenceId: 1 }),
    ]);
    expect(release).toEqual({ useEnds: d("2026-05-31") });
    const element = { ...musicElement, elementType: "MUSIC", release };
    expect(computeElementRights(element, today).status).toBe("RELEASED (USE ACTIVE)");
    expect(computeElementRights(element, d("2026-06-01")).status).toBe("RELEASED");
  });
});
