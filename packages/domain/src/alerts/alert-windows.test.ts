import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/date-arithmetic.js";
import { toIsoDate } from "../dates/iso-date.js";
import { resolveDaysAhead, mpuLookAhead } from "./alert-rules.js";
import { alertKindValues, alertRuleKinds, type AlertDaysAhead } from "./alert-schemas.js";
import {
  alertEndFor,
  alertKindBounds,
  furthestAlertEnd,
  isWithinAlertBounds,
  type AlertPreferenceSet,
} from "./alert-windows.js";

const today = toIsoDate("2026-03-01");
const noPrefs: AlertPreferenceSet = { user: { byKind: {}, fallback: 30 }, companies: new Map() };

describe("a kind's bounds", () => {
  it("run from 30 days back through the look-ahead; holding fees and airing reviews never age out", () => {
    const rights = alertKindBounds("USAGE_RIGHT", today, noPrefs, null);
    expect(rights).toMatchObject({ from: "2026-01-30", to: "2026-03-31", daysAhead: 30 });
    expect(isWithinAlertBounds(rights, toIsoDate("2026-01-29"), null)).toBe(false);
    expect(isWithinAlertBounds(rights, toIsoDate("2026-01-30"), null)).toBe(true);
    expect(isWithinAlertBounds(rights, toIsoDate("2026-03-31"), null)).toBe(true);
    expect(isWithinAlertBounds(rights, toIsoDate("2026-04-01"), null)).toBe(false);
    for (const kind of ["HOLDING_FEE", "AIRING_ISSUES"] as const) {
      const bounds = alertKindBounds(kind, today, noPrefs, null);
      expect(bounds.from).toBeNull();
      expect(isWithinAlertBounds(bounds, toIsoDate("2019-01-01"), null)).toBe(true);
    }
    expect(alertKindBounds("MPU_EXPIRE", today, noPrefs, null).to).toBe("2026-06-29");
  });

  it("take a named range as given for every kind, the days ahead counted to its end", () => {
    const range = { from: toIsoDate("2025-12-01"), to: toIsoDate("2026-03-11") };
    for (const kind of alertKindValues) {
      expect(alertKindBounds(kind, today, noPrefs, range)).toEqual({
        kind,
        ...range,
        daysAhead: 10,
        companies: new Map(),
      });
    }
  });

  it("end a company's records where its own preference says, the request's days beating both", () => {
    const prefs: AlertPreferenceSet = {
      user: { byKind: { USAGE_RIGHT: 45 }, fallback: 20 },
      companies: new Map([
        [7, { USAGE_RIGHT: 90 }],
        [8, { MSA_CONTRACT: 5 }],
        [9, { USAGE_RIGHT: 45 }],
      ]),
    };
    const rights = alertKindBounds("USAGE_RIGHT", today, prefs, null);
    expect(rights.to).toBe(addDays(today, 45));
    expect([...rights.companies]).toEqual([[7, { to: addDays(today, 90), daysAhead: 90 }]]);
    expect(alertEndFor(rights, 7).daysAhead).toBe(90);
    expect(alertEndFor(rights, 8).daysAhead).toBe(45);
    expect(isWithinAlertBounds(rights, addDays(today, 80), 7)).toBe(true);
    expect(isWithinAlertBounds(rights, addDays(today, 80), null)).toBe(false);
    expect(alertKindBounds("MSA_CONTRACT", today, prefs, null).to).toBe(addDays(today, 20));
    expect(alertKindBounds("REMINDER", today, prefs, null).to).toBe(addDays(today, 20));
    const within = alertKindBounds("USAGE_RIGHT", today, { ...prefs, withinDays: 3 }, null);
    expect(within).toMatchObject({ to: addDays(today, 3), companies: new Map() });
    expect(furthestAlertEnd([rights, within], today)).toBe(addDays(today, 90));
  });

  it("agree with resolveDaysAhead and the MPU's look-ahead for any preferences and company", () => {
    const days = fc.integer({ min: 0, max: 730 });
    const daysAhead = fc.dictionary(fc.constantFrom(...alertRuleKinds), days) as fc.Arbitrary<AlertDaysAhead>;
    fc.assert(
      fc.property(
        fc.constantFrom(...alertRuleKinds),
        daysAhead,
        days,
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), daysAhead), { maxLength: 4 }),
        fc.option(days, { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
        fc.integer({ min: -60, max: 800 }),
        (kind, byKind, fallback, companyList, withinDays, companyId, offset) => {
          const companies = new Map(companyList);
          const bounds = alertKindBounds(
            kind,
            today,
            { withinDays, user: { byKind, fallback }, companies },
            null,
          );
          const company = companyId === null ? null : companies.get(companyId);
          const resolved = resolveDaysAhead(kind, {
            withinDays,
            company,
            user: { ...byKind, [kind]: byKind[kind] ?? fallback },
          });
          const expected = kind === "MPU_EXPIRE" ? mpuLookAhead(resolved) : resolved;
          expect(alertEndFor(bounds, companyId).daysAhead).toBe(expected);
          const due = addDays(today, offset);
          const inWindow =
            (kind === "HOLDING_FEE" || due >= addDays(today, -30)) && due <= addDays(today, expected);
          expect(isWithinAlertBounds(bounds, due, companyId)).toBe(inWindow);
        },
      ),
    );
  });
});
