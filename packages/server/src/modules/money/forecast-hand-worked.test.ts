import { beforeAll, describe, expect, it } from "vitest";
import { ForecastAnswerSchema, type ForecastAnswer } from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { DEMO_SEED_DAY, useDemoApp } from "../../testing/use-test-app.js";

/**
 * The forecast of the demo data for the next 12 months, every payment worked out by hand from the
 * rules and written down here, then checked against the server's answer. Nothing below is computed
 * by the code under test: each date and amount is a literal.
 *
 * THE DAY AND THE WINDOW
 * The demo is seeded on DEMO_SEED_DAY, 2025-06-02 (UTC), and the app's clock stands there, so
 * today is 2025-06-02. {months: 12} covers 12 calendar months from today: the period ends the day
 * before the same day-of-month 12 months later, 2026-06-01. Window: 2025-06-02 .. 2026-06-01, both
 * included. A payment is in the forecast when its due date (the first day of what it buys) is in
 * the window; an older unpaid one is not.
 *
 * SEED-RELATIVE DAYS (demo-assets.ts, counted from 2025-06-02)
 *   -555 = 2023-11-25   -400 = 2024-04-28   -200 = 2024-11-14   -130 = 2025-01-23
 *    -60 = 2025-04-03    -35 = 2025-04-28    +40 = 2025-07-12   +305 = 2026-04-03
 *  +3450 = 2034-11-12
 *
 * THE RULES APPLIED
 * - A SAG-AFTRA principal or voice-over with a session date holds fixed 13-week (91-day) cycles from
 *   the session: cycle n runs session + 91(n-1) to session + 91n - 1. Cycle 1 is paid by the
 *   session fee; a cycle starting on or before "holding fees paid through" (the seed stores the
 *   first day of the cycle named) is paid by a holding fee; a cycle one of the performer's recorded
 *   rights covers is paid by that right. Every other cycle is owed: one holding fee, due on its
 *   first day. No cycle starting after the MPU ends is owed.
 * - The MPU: the contract edition is picked by the session date (2022 edition to 2025-03-31, 21
 *   months; 2025 edition from 2025-04-01, 24 months). It starts on the earlier of the first air and
 *   91 days after the last production day, and ends the day before the same day-of-month 21 (or 24)
 *   months later. The server takes the MPU in force, not extended, and records no renegotiation, so
 *   no MPU payment is forecast and cycles stop at its end.
 * - Spots' own rights carry no renewal terms in the server's input, so no use-right cycle payment.
 * - The holding fee equals the principal session fee of the performer's category (on-camera, or
 *   off-camera for a voice-over), on the schedule in force on the cycle's FIRST DAY (fees keyed on
 *   the cycle start, select-fee-schedule.ts): 2025 year 1 runs 2025-04-01 .. 2026-03-31, year 2
 *   2026-04-01 .. 2027-03-31.
 * - Which figure wins (choose-rate-figure.ts), first that exists: the performer's own over-scale
 *   entry on the client's card; the holding fee of the contract linked to the cast member
 *   (source "contract"); the client's own confirmed entry (source "clientRateCard"); the shipped
 *   confirmed (V) figure (source "shippedConfirmed"); otherwise "missing".
 *     Shipped confirmed: 2025 year 1 on-camera 82230. Year 1 off-camera and every year-2 session
 *     fee are unconfirmed (D), so missing on the shipped card.
 *     The client's card (demo-money.ts): off-camera year 1 61800, off-camera year 2 64272,
 *     on-camera year 2 85520. None is a performer's over-scale entry.
 *     Contracts: the demo's "Spring launch principal (April session)" contract (demo-contracts.ts)
 *     is Rosa Quintero's, linked to Harvest Crunch, so it is linked to her cast item; its holding
 *     fee is the on-camera session fee on its contract date 2025-04-01: 82230. No other demo cast
 *     member has a contract linked to their cast item.
 * - A licence with an end renews for another term as long as the one it holds when that term is
 *   whole months (the whole-month period from its start ends exactly on its end), otherwise as one
 *   open renewal (no end); it starts the day after the licence ends, at the licence's recorded fee
 *   (source "contract"). A renewal starting before the window is not forecast.
 * - Decisions (demo-money.ts): Rosa Quintero's holding fees on Harvest Crunch are renewed (nothing
 *   changes); Golden Fields' master use licence is not renewed, so its renewal leaves the payments
 *   and goes to `released`, counted in the saving.
 *
 * HARVEST CRUNCH :30 (RDHC2201000)
 *   Rosa Quintero, SAG-AFTRA principal, on camera. Session -200 = 2024-11-14 (2022 edition).
 *   First air -130 = 2025-01-23; 2024-11-14 + 91 = 2025-02-13 is later, so the MPU starts on
 *   2025-01-23 and runs 21 months to 2026-10-22 (after the window: no cycle in it is cut off).
 *   Fixed cycles:
 *     1  2024-11-14 .. 2025-02-12  session fee (and her Network 13-week right, cycle 1)
 *     2  2025-02-13 .. 2025-05-14  holding fee (paid through cycle 3)
 *     3  2025-05-15 .. 2025-08-13  holding fee (also the contract's Cable right, the cycle of the seed day)
 *     4  2025-08-14 .. 2025-11-12  unpaid, due 2025-08-14, year 1
 *     5  2025-11-13 .. 2026-02-11  unpaid, due 2025-11-13, year 1
 *     6  2026-02-12 .. 2026-05-13  unpaid, due 2026-02-12, year 1
 *     7  2026-05-14 .. 2026-08-12  unpaid, due 2026-05-14, year 2
 *     8  2026-08-13 ..             starts after the window
 *   All four priced by her contract's holding fee, 82230 "contract": an agreed figure comes before
 *   the client's card and the shipped card, in year 1 (where the shipped card also says 82230) and
 *   in year 2 (where the client's on-camera year-2 85520 would otherwise win).
 *   The brand-site Internet right (-20, 1 year) is the spot's own and carries no renewal terms.
 *   The :15 cutdown edit is an edit version: the forecast reads base spots only (and it has no cast).
 *
 * SUMMER BREEZE :30 (RDSB2505000)
 *   Jonah Whitaker (principal, on camera) and Keiko Lindqvist (voice-over, off camera), one
 *   session -555 = 2023-11-25, so the 2022 edition (21 months). No first air: the MPU starts
 *   2023-11-25 + 91 = 2024-02-24 and ends 2025-11-23, inside the window; cycles starting after
 *   that day are not owed.
 *   Fixed cycles:
 *     7  2025-05-24 .. 2025-08-22
 *     8  2025-08-23 .. 2025-11-21  year 1
 *     9  2025-11-22 .. 2026-02-20  year 1; starts the day before the MPU ends, so still owed
 *    10  2026-02-21 ..             starts after the MPU ended: not owed
 *   Jonah, paid through cycle 7: owes 8 and 9. On camera, year 1: no contract, no client entry,
 *     the shipped confirmed 82230 "shippedConfirmed".
 *   Keiko, paid through cycle 6: owes 7, 8 and 9. Cycle 7 was due 2025-05-24, before the window,
 *     so it is not forecast (it shows as overdue elsewhere). Off camera, year 1: the shipped
 *     figure is unconfirmed, the client's off-camera year-1 61800 wins, "clientRateCard".
 *
 * WINTER GLOW :60 (RDWG2410000)
 *   Walter Greene, principal, on camera, session 2024-09-17 (2022 edition). MPU from
 *   2024-09-17 + 91 = 2024-12-17 for 21 months, to 2026-09-16. Cycle 9 (2026-09-15 .. 2026-12-14)
 *   is the last starting by the MPU's end, and holding fees are paid through cycle 9, so no cycle
 *   is owed: nothing forecast.
 *
 * ELEMENTS
 *   Golden Fields, Synchronization licence: -60 .. +40 = 2025-04-03 .. 2025-07-12. Three months
 *     from 2025-04-03 end 2025-07-02, four end 2025-08-02: not whole months, so one open renewal
 *     from 2025-07-13 at its fee 1500000 "contract". In the window.
 *   Golden Fields, Master use licence: -60 .. +305 = 2025-04-03 .. 2026-04-03. Twelve months end
 *     2026-04-02, thirteen 2026-05-02: not whole months, so one open renewal from 2026-04-04 at
 *     1000000 "contract". In the window, but NOT renewed: released, the saving.
 *   Sunlit kitchen, Royalty-free licence: -200 .. +3450 = 2024-11-14 .. 2034-11-12: renews long
 *     after the window. Nothing.
 *   City at dusk (archive reel), Footage licence: -400 .. -35 = 2024-04-28 .. 2025-04-28. Twelve
 *     months end 2025-04-27: not whole months, one open renewal from 2025-04-29, before the
 *     window. Nothing forecast.
 *
 * TOTALS
 *   Payments: 1500000 + 4 x 82230 (Rosa) + 2 x 82230 (Jonah) + 2 x 61800 (Keiko)
 *           = 1500000 + 328920 + 164460 + 123600 = 2116980, 9 priced, 0 missing.
 *   By source: contract 1500000 + 328920 = 1828920 (5); clientRateCard 123600 (2);
 *              shippedConfirmed 164460 (2); missing 0.
 *   Months with something due:
 *     2025-07  1500000                    (1)
 *     2025-08  82230 + 82230 + 61800 = 226260 (3)
 *     2025-11  82230 + 82230 + 61800 = 226260 (3)
 *     2026-02  82230                      (1)
 *     2026-05  82230                      (1)
 *   Saving: 1000000, 1 priced, 0 missing.
 */

let t: TestApp;
let admin: string;
useDemoApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
);

type Payment = ForecastAnswer["payments"][number];

/** What the hand calculation states of each payment: what, when, of what, for whom, how much, from where. */
function projected(payment: Payment) {
  return {
    kind: payment.kind,
    dueDate: payment.dueDate,
    periodEnd: payment.periodEnd,
    of: payment.spot?.adId ?? payment.element?.title ?? null,
    whose: payment.performer?.name ?? payment.licence?.label ?? null,
    category: payment.category,
    amountCents: payment.amountCents,
    source: payment.source,
  };
}

const HARVEST = "RDHC2201000";
const BREEZE = "RDSB2505000";
const ROSA = "Rosa Quintero";
const JONAH = "Jonah Whitaker";
const KEIKO = "Keiko Lindqvist";
const ON_CAMERA = "onCameraPrincipalSession";
const OFF_CAMERA = "offCameraPrincipalSession";

/** By due date; two due the same day keep the cast's order (Jonah before Keiko). */
const expectedPayments = [
  {
    kind: "licenceRenewal",
    dueDate: "2025-07-13",
    periodEnd: null,
    of: "Golden Fields",
    whose: "Synchronization licence",
    category: null,
    amountCents: 1_500_000,
    source: "contract",
  },
  // Rosa, cycle 4 (year 1): her contract's holding fee.
  {
    kind: "holdingFee",
    dueDate: "2025-08-14",
    periodEnd: "2025-11-12",
    of: HARVEST,
    whose: ROSA,
    category: ON_CAMERA,
    amountCents: 82_230,
    source: "contract",
  },
  // Jonah, cycle 8 (year 1): the shipped confirmed on-camera fee.
  {
    kind: "holdingFee",
    dueDate: "2025-08-23",
    periodEnd: "2025-11-21",
    of: BREEZE,
    whose: JONAH,
    category: ON_CAMERA,
    amountCents: 82_230,
    source: "shippedConfirmed",
  },
  // Keiko, cycle 8 (year 1): the client's off-camera year-1 figure.
  {
    kind: "holdingFee",
    dueDate: "2025-08-23",
    periodEnd: "2025-11-21",
    of: BREEZE,
    whose: KEIKO,
    category: OFF_CAMERA,
    amountCents: 61_800,
    source: "clientRateCard",
  },
  // Rosa, cycle 5 (year 1).
  {
    kind: "holdingFee",
    dueDate: "2025-11-13",
    periodEnd: "2026-02-11",
    of: HARVEST,
    whose: ROSA,
    category: ON_CAMERA,
    amountCents: 82_230,
    source: "contract",
  },
  // Jonah, cycle 9 (year 1), the last to start by the MPU's end (2025-11-23).
  {
    kind: "holdingFee",
    dueDate: "2025-11-22",
    periodEnd: "2026-02-20",
    of: BREEZE,
    whose: JONAH,
    category: ON_CAMERA,
    amountCents: 82_230,
    source: "shippedConfirmed",
  },
  // Keiko, cycle 9 (year 1).
  {
    kind: "holdingFee",
    dueDate: "2025-11-22",
    periodEnd: "2026-02-20",
    of: BREEZE,
    whose: KEIKO,
    category: OFF_CAMERA,
    amountCents: 61_800,
    source: "clientRateCard",
  },
  // Rosa, cycle 6 (year 1).
  {
    kind: "holdingFee",
    dueDate: "2026-02-12",
    periodEnd: "2026-05-13",
    of: HARVEST,
    whose: ROSA,
    category: ON_CAMERA,
    amountCents: 82_230,
    source: "contract",
  },
  // Rosa, cycle 7 (year 2): still her contract's figure, ahead of the client's year-2 85520.
  {
    kind: "holdingFee",
    dueDate: "2026-05-14",
    periodEnd: "2026-08-12",
    of: HARVEST,
    whose: ROSA,
    category: ON_CAMERA,
    amountCents: 82_230,
    source: "contract",
  },
];

/** Golden Fields' master use licence, not renewed: what would have been paid. */
const expectedReleased = [
  {
    kind: "licenceRenewal",
    dueDate: "2026-04-04",
    periodEnd: null,
    of: "Golden Fields",
    whose: "Master use licence",
    category: null,
    amountCents: 1_000_000,
    source: "contract",
  },
];

const windowMonths = [
  "2025-06",
  "2025-07",
  "2025-08",
  "2025-09",
  "2025-10",
  "2025-11",
  "2025-12",
  "2026-01",
  "2026-02",
  "2026-03",
  "2026-04",
  "2026-05",
  "2026-06",
];

const expectedBusyMonths = [
  { month: "2025-07", amountCents: 1_500_000, pricedCount: 1, missingCount: 0 },
  { month: "2025-08", amountCents: 226_260, pricedCount: 3, missingCount: 0 },
  { month: "2025-11", amountCents: 226_260, pricedCount: 3, missingCount: 0 },
  { month: "2026-02", amountCents: 82_230, pricedCount: 1, missingCount: 0 },
  { month: "2026-05", amountCents: 82_230, pricedCount: 1, missingCount: 0 },
];

describe(`the demo data's forecast, worked by hand, on ${testDatabaseKind()}`, () => {
  let answer: ForecastAnswer;
  beforeAll(async () => {
    answer = ForecastAnswerSchema.parse(expectOk(await call(t, admin, "POST", "/Forecast", { months: 12 })));
  });

  it("is asked on the day the hand calculation counts from, for the window worked out", () => {
    // Every literal date above is counted from this day.
    expect(DEMO_SEED_DAY).toEqual(new Date("2025-06-02T09:00:00Z"));
    expect(answer.window).toEqual({ from: "2025-06-02", to: "2026-06-01" });
  });

  it("lists exactly the payments worked out by hand, each with its amount and source", () => {
    expect(answer.payments.map(projected)).toEqual(expectedPayments);
  });

  it("sets the master use licence not renewed apart, as the saving", () => {
    expect(answer.released.map(projected)).toEqual(expectedReleased);
    expect(answer.saving).toEqual({ amountCents: 1_000_000, pricedCount: 1, missingCount: 0 });
  });

  it("adds up to the totals worked out by hand, per month, per source and in all", () => {
    expect(answer.total).toEqual({ amountCents: 2_116_980, pricedCount: 9, missingCount: 0 });
    expect(answer.months.map((month) => month.month)).toEqual(windowMonths);
    expect(answer.months.filter((month) => month.pricedCount + month.missingCount > 0)).toEqual(
      expectedBusyMonths,
    );
    expect(answer.months.filter((month) => month.pricedCount + month.missingCount === 0)).toEqual(
      windowMonths
        .filter((month) => !expectedBusyMonths.some((busy) => busy.month === month))
        .map((month) => ({ month, amountCents: 0, pricedCount: 0, missingCount: 0 })),
    );
    expect(answer.bySource).toEqual([
      { source: "contract", amountCents: 1_828_920, pricedCount: 5, missingCount: 0 },
      { source: "clientRateCard", amountCents: 123_600, pricedCount: 2, missingCount: 0 },
      { source: "shippedConfirmed", amountCents: 164_460, pricedCount: 2, missingCount: 0 },
      { source: "missing", amountCents: 0, pricedCount: 0, missingCount: 0 },
    ]);
  });
});
