import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { decideClearance, type ClearanceInput } from "./decide-clearance.js";
import type { ClearanceElementLicence } from "./evaluate-element-licence.js";
import type { ClearanceUseRight } from "./evaluate-use-right.js";

const d = toIsoDate;

/*
 * Cable 13 weeks from 2025-04-07: cycle 1 = 2025-04-07 + 91 − 1 = 2025-07-06;
 * cycle 2 = 2025-07-07 … 2025-10-05; cycle 3 = 2025-10-06 … 2026-01-04.
 * A lapsed cycle is bought back with a holding fee (= the on-camera session fee), keyed on the cycle start.
 */
const cable: ClearanceUseRight = {
  id: "UR-1",
  label: "Cable 13 weeks",
  useRightType: "CABLE",
  media: { type: "TV", subtypes: ["CABLE - NATIONAL"] },
  cycleStart: d("2025-04-07"),
  cycleEnd: d("2025-07-06"),
  cycleLengthDays: 91,
  renewal: {
    kind: "holdingFee",
    union: "SAG-AFTRA",
    sessionCategory: "onCameraPrincipalSession",
    keyOn: "cycleStart",
    sessionDate: d("2025-04-01"),
  },
};

const perpetual: ClearanceUseRight = {
  id: "UR-9",
  label: "Buyout",
  useRightType: "BUYOUT",
  useLength: "inPerpetuity",
  media: { type: "ALL MEDIA" },
  cycleStart: d("2025-04-01"),
  cycleLengthDays: null,
};

const music: ClearanceElementLicence = {
  id: "EL-2",
  label: "Theme music",
  termStart: d("2025-04-01"),
  termEnd: d("2026-03-31"),
  media: [{ type: "ALL MEDIA" }],
};

/* Session 2025-04-01 (2025 contract, 24 months); last production day 2025-04-02, not yet used:
 * MPU starts 2025-04-02 + 91 = 2025-07-02 and ends 2027-07-02 − 1 day = 2027-07-01. */
const mpu = {
  kind: "computed",
  id: "AS-1",
  label: "Asset MPU",
  input: { sessionDate: d("2025-04-01"), lastProductionDay: d("2025-04-02"), firstUseDate: null },
} as const;

const base: ClearanceInput = {
  airDate: d("2025-06-01"),
  today: d("2025-05-01"),
  media: { type: "TV", subtype: "CABLE - NATIONAL" },
  territory: "US",
  useRights: [cable],
  elementLicences: [music],
  mpu,
};

describe("decideClearance", () => {
  it("clears a date inside the paid cycle", () => {
    // 2025-04-07 <= 2025-06-01 <= 2025-07-06 (cycle 1), music runs to 2026-03-31, MPU to 2027-07-01.
    const decision = decideClearance(base);
    expect(decision.verdict).toBe("cleared");
    expect(decision.reasons).toEqual([]);
    expect(decision.coveredBy).toEqual([{ id: "UR-1", label: "Cable 13 weeks" }]);
    expect(decision.mpuEnd).toBe("2027-07-01");
    expect(decision.territory).toBe("US");
  });

  it("clears on the last covered day and asks for the holding fee the day after", () => {
    expect(decideClearance({ ...base, airDate: d("2025-07-06") }).verdict).toBe("cleared");
    expect(decideClearance({ ...base, airDate: d("2025-07-07") }).verdict).toBe("clearedIfPaid");
  });

  it("clears if paid after a cycle whose holding fee is unpaid, with the confirmed amount and due date", () => {
    // 2025-08-01 is in cycle 2 (2025-07-07 … 2025-10-05). Due by its first day, 2025-07-07.
    // Keyed on the cycle start 2025-07-07 → SAG-AFTRA-2025-Y1 (2025-04-01 … 2026-03-31), on-camera = $822.30 (V).
    const decision = decideClearance({ ...base, airDate: d("2025-08-01"), today: d("2025-06-15") });
    expect(decision.verdict).toBe("clearedIfPaid");
    expect(decision.reasons).toHaveLength(1);
    const [reason] = decision.reasons;
    expect(reason).toMatchObject({
      kind: "useRightUnpaid",
      useRight: { id: "UR-1" },
      lastCoveredDay: "2025-07-06",
      totalCents: 82230,
    });
    if (reason?.kind !== "useRightUnpaid") throw new Error("expected an unpaid cycle");
    expect(reason.payments).toHaveLength(1);
    expect(reason.payments[0]).toMatchObject({
      cycleNumber: 2,
      cycleStart: "2025-07-07",
      cycleExpire: "2025-10-05",
      dueDate: "2025-07-07",
      overdue: false,
      fee: { status: "found", amountCents: 82230, schedule: { id: "SAG-AFTRA-2025-Y1" } },
    });
    expect(reason.message).toContain("07/07/2025");
  });

  it("lists every unpaid cycle up to the air date and marks those already due as overdue", () => {
    // 2025-11-01 is in cycle 3 (2025-10-06 … 2026-01-04). Cycles 2 and 3 are unpaid: due 2025-07-07
    // (before today 2025-08-01: overdue) and 2025-10-06. Total 2 × 82230 = 164460.
    const decision = decideClearance({ ...base, airDate: d("2025-11-01"), today: d("2025-08-01") });
    const [reason] = decision.reasons;
    if (reason?.kind !== "useRightUnpaid") throw new Error("expected an unpaid cycle");
    expect(reason.payments.map((p) => [p.cycleNumber, p.dueDate, p.overdue])).toEqual([
      [2, "2025-07-07", true],
      [3, "2025-10-06", false],
    ]);
    expect(reason.totalCents).toBe(164460);
  });

  it("counts holding fees paid through a later cycle", () => {
    // Paid through 2025-07-07 = cycle 2 paid, so covered to 2025-10-05; 2025-08-01 clears, 2025-10-06 does not.
    const paid = { ...cable, paidThrough: d("2025-07-07") };
    expect(decideClearance({ ...base, useRights: [paid], airDate: d("2025-08-01") }).verdict).toBe("cleared");
    const later = decideClearance({ ...base, useRights: [paid], airDate: d("2025-10-06") });
    expect(later.reasons[0]).toMatchObject({ kind: "useRightUnpaid", lastCoveredDay: "2025-10-05" });
  });

  it("says the amount is missing, never zero, when the schedule has no confirmed rate", () => {
    // From 2026-01-05: cycle 1 ends 2026-04-05; cycle 2 starts 2026-04-06, in SAG-AFTRA-2025-Y2,
    // whose on-camera rate is derived (D), not confirmed: no amount.
    const right = { ...cable, cycleStart: d("2026-01-05"), cycleEnd: d("2026-04-05") };
    const decision = decideClearance({
      ...base,
      useRights: [right],
      elementLicences: [],
      airDate: d("2026-05-01"),
    });
    expect(decision.verdict).toBe("clearedIfPaid");
    const [reason] = decision.reasons;
    if (reason?.kind !== "useRightUnpaid") throw new Error("expected an unpaid cycle");
    expect(reason.totalCents).toBeNull();
    const [payment] = reason.payments;
    expect(payment).toMatchObject({ dueDate: "2026-04-06", fee: { status: "missing", confidence: "D" } });
    expect(payment?.fee).not.toHaveProperty("amountCents");
  });

  it("prices by the session date when the fees are keyed on it", () => {
    // Same cycle 2 (due 2026-04-06), keyed on the session 2025-04-01 → SAG-AFTRA-2025-Y1, $822.30.
    const right = {
      ...cable,
      cycleStart: d("2026-01-05"),
      cycleEnd: null,
      renewal: { ...cable.renewal, keyOn: "sessionDate" } as ClearanceUseRight["renewal"],
    };
    const decision = decideClearance({
      ...base,
      useRights: [right],
      elementLicences: [],
      airDate: d("2026-05-01"),
    });
    expect(decision.reasons[0]).toMatchObject({ kind: "useRightUnpaid", totalCents: 82230 });
  });

  it("prices a new use cycle at its use-fee category", () => {
    // A 1-year streaming right from 2025-04-01 ends 2026-03-31; year 2 starts 2026-04-01 (Y2: streaming NF).
    const streaming: ClearanceUseRight = {
      id: "UR-3",
      label: "Streaming 1 year",
      useRightType: "STREAMING",
      media: { type: "STREAMING/OTT" },
      cycleStart: d("2025-04-01"),
      cycleLengthDays: 365,
      renewal: {
        kind: "useCycle",
        union: "SAG-AFTRA",
        category: "streaming1Year",
        keyOn: "cycleStart",
        sessionDate: d("2025-04-01"),
      },
    };
    const decision = decideClearance({
      ...base,
      media: { type: "STREAMING/OTT" },
      useRights: [streaming],
      elementLicences: [],
      airDate: d("2026-04-01"),
    });
    expect(decision.reasons[0]).toMatchObject({
      kind: "useRightUnpaid",
      totalCents: null,
      payments: [
        { cycleNumber: 2, dueDate: "2026-04-01", fee: { status: "missing", category: "streaming1Year" } },
      ],
    });
  });

  it("does not clear a date after the MPU, and names the MPU", () => {
    // The MPU ends 2027-07-01 (see above); 2027-07-01 clears, 2027-07-02 does not.
    const input = { ...base, useRights: [perpetual], elementLicences: [] };
    expect(decideClearance({ ...input, airDate: d("2027-07-01") }).verdict).toBe("cleared");
    const decision = decideClearance({ ...input, airDate: d("2027-07-02") });
    expect(decision.verdict).toBe("notCleared");
    expect(decision.reasons).toEqual([
      {
        kind: "mpuEnded",
        mpu: { id: "AS-1", label: "Asset MPU" },
        start: "2025-07-02",
        end: "2027-07-01",
        message: 'The MPU "Asset MPU" (AS-1) ended: its last day was 07/01/2027.',
      },
    ]);
  });

  it("offers no payment for a cycle past the MPU", () => {
    // Given MPU ending 2025-09-30; 2025-10-01 is in cycle 2 of the cable right, but past the MPU.
    const given = { kind: "given", id: "PE-7", label: "Talent MPU", end: d("2025-09-30") } as const;
    const decision = decideClearance({ ...base, mpu: given, airDate: d("2025-10-01") });
    expect(decision.reasons.map((r) => r.kind)).toEqual(["mpuEnded", "useRightExpired"]);
    expect(decision.reasons[0]).toMatchObject({ start: null, end: "2025-09-30" });
  });

  it("does not clear a media no use right covers, and names the media", () => {
    const decision = decideClearance({ ...base, media: { type: "DIGITAL" } });
    expect(decision.verdict).toBe("notCleared");
    expect(decision.reasons).toHaveLength(1);
    expect(decision.reasons[0]).toMatchObject({
      kind: "mediaNotCovered",
      media: { type: "DIGITAL" },
      useRights: [{ id: "UR-1", media: { type: "TV" } }],
    });
    expect(decision.reasons[0]?.message).toBe(
      "No use right covers DIGITAL; the rights cover Cable 13 weeks (UR-1): TV (CABLE - NATIONAL).",
    );
    expect(decideClearance({ ...base, useRights: [] }).reasons[0]?.message).toContain(
      "there are no use rights",
    );
  });

  it("does not clear after an element licence ends, and names the element", () => {
    // Music last licensed day 2026-03-31 < air date 2026-04-01; the buyout never ends.
    const decision = decideClearance({ ...base, useRights: [perpetual], airDate: d("2026-04-01") });
    expect(decision.verdict).toBe("notCleared");
    expect(decision.reasons).toEqual([
      {
        kind: "elementEnded",
        element: { id: "EL-2", label: "Theme music" },
        termStart: "2025-04-01",
        termEnd: "2026-03-31",
        message: 'Element "Theme music" (EL-2) licence ended: its last day was 03/31/2026.',
      },
    ]);
  });

  it("lists every reason at once", () => {
    // 2027-07-02: past the MPU (2027-07-01); DIGITAL: not in UR-1; music ended 2026-03-31;
    // footage is TV-only and US-only, asked for the UK; artwork starts 2028-01-01. A payable reason
    // alongside hard ones still gives notCleared.
    const footage: ClearanceElementLicence = {
      id: "EL-3",
      label: "Stock footage",
      termStart: d("2025-01-01"),
      termEnd: null,
      media: [{ type: "TV" }],
      territory: "US",
    };
    const artwork = { ...music, id: "EL-4", label: "Artwork", termStart: d("2028-01-01"), termEnd: null };
    const decision = decideClearance({
      ...base,
      airDate: d("2027-07-02"),
      media: { type: "DIGITAL" },
      territory: "UK",
      elementLicences: [music, footage, artwork],
    });
    expect(decision.verdict).toBe("notCleared");
    expect(decision.reasons.map((reason) => reason.kind)).toEqual([
      "mpuEnded",
      "mediaNotCovered",
      "elementEnded",
      "elementMediaNotCovered",
      "elementTerritoryNotCovered",
      "elementNotStarted",
    ]);
    expect(decision.reasons[4]).toMatchObject({ licenceTerritory: "US", territory: "UK" });
    expect(decision.reasons[3]?.message).toBe(
      'Element "Stock footage" (EL-3) does not cover DIGITAL; it covers TV.',
    );
    const payableAndHard = decideClearance({ ...base, airDate: d("2026-05-01") });
    expect(payableAndHard.reasons.map((reason) => reason.kind)).toEqual(["useRightUnpaid", "elementEnded"]);
    expect(payableAndHard.verdict).toBe("notCleared");
  });

  it("reads a request with no territory as worldwide, which a territory-limited licence does not cover", () => {
    const usOnly = { ...music, territory: "US" };
    const decision = decideClearance({ ...base, territory: undefined, elementLicences: [usOnly] });
    expect(decision.territory).toBeNull();
    expect(decision.reasons[0]).toMatchObject({ kind: "elementTerritoryNotCovered", territory: null });
    expect(decision.reasons[0]?.message).toContain("worldwide");
    expect(decideClearance({ ...base, elementLicences: [usOnly] }).verdict).toBe("cleared");
  });

  it("is cleared by any one covering right in force, and offers every payable right as an alternative", () => {
    const lapsed = { ...cable, id: "UR-2" };
    expect(
      decideClearance({ ...base, airDate: d("2025-08-01"), useRights: [lapsed, perpetual] }).coveredBy,
    ).toEqual([{ id: "UR-9", label: "Buyout" }]);
    const twoUnpaid = decideClearance({ ...base, airDate: d("2025-08-01"), useRights: [cable, lapsed] });
    expect(twoUnpaid.verdict).toBe("clearedIfPaid");
    expect(twoUnpaid.reasons.map((reason) => reason.kind)).toEqual(["useRightUnpaid", "useRightUnpaid"]);
  });

  it("explains a right that has not started, has lapsed with no renewal, or is inconsistent", () => {
    const notStarted = decideClearance({ ...base, airDate: d("2025-04-06") });
    expect(notStarted.reasons[0]).toMatchObject({ kind: "useRightNotStarted", cycleStart: "2025-04-07" });
    const noRenewal = decideClearance({
      ...base,
      useRights: [{ ...cable, renewal: null }],
      airDate: d("2025-08-01"),
    });
    expect(noRenewal.reasons[0]).toMatchObject({
      kind: "useRightExpired",
      lastCoveredDay: "2025-07-06",
      basis: "cycle",
      renewable: false,
    });
    // 2025-04-07 + 91 − 1 = 2025-07-06, so a recorded end of 2025-07-07 is a data slip, not a clearance.
    const slip = decideClearance({ ...base, useRights: [{ ...cable, cycleEnd: d("2025-07-07") }] });
    expect(slip.reasons[0]).toMatchObject({ kind: "useRightInvalid", field: "cycleEnd" });
    const noLength = decideClearance({ ...base, useRights: [{ ...cable, cycleLengthDays: null }] });
    expect(noLength.reasons[0]).toMatchObject({ kind: "useRightInvalid", field: "cycleLength" });
  });

  it("ends a right at the talent MPU, and refuses it when the MPU cannot be computed", () => {
    const throughMpu = { ...perpetual, useLength: "unlimitedThroughMpu" } as const;
    const given = { kind: "given", id: "PE-7", label: "Talent MPU", end: d("2026-10-05") } as const;
    const input = { ...base, useRights: [throughMpu], elementLicences: [], mpu: given };
    expect(decideClearance({ ...input, airDate: d("2026-10-05") }).verdict).toBe("cleared");
    const after = decideClearance({ ...input, airDate: d("2026-10-06") });
    expect(after.reasons.map((r) => r.kind)).toEqual(["mpuEnded", "useRightExpired"]);
    expect(after.reasons[1]).toMatchObject({ basis: "talentMpu", lastCoveredDay: "2026-10-05" });
    // A 2021 session predates the 2022 contract: no MPU can be computed, so nothing that needs it clears.
    const unknown = { ...mpu, input: { ...mpu.input, sessionDate: d("2021-01-04") } };
    const refused = decideClearance({ ...input, mpu: unknown });
    expect(refused.mpuEnd).toBeNull();
    expect(refused.reasons.map((r) => r.kind)).toEqual(["mpuUnknown", "useRightInvalid"]);
    expect(refused.reasons[1]).toMatchObject({ field: "talentMpuEnd" });
  });

  it("needs no MPU for a non-union spot, and lets a right with no cycle run", () => {
    const audition = { ...perpetual, useRightType: "AUDITION", useLength: undefined, cycleStart: null };
    const decision = decideClearance({
      ...base,
      mpu: null,
      useRights: [audition],
      airDate: d("2030-01-01"),
      elementLicences: [],
    });
    expect(decision).toMatchObject({ verdict: "cleared", mpuEnd: null });
  });
});
