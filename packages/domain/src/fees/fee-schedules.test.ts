import { describe, expect, it } from "vitest";
import { addDays } from "../dates/date-arithmetic.js";
import { FeeScheduleSchema, feeCategories, pensionHealthVariants } from "./fee-schedule.js";
import { feeSchedules } from "./fee-schedules.js";

describe("the rate cards", () => {
  it("are valid data", () => {
    for (const schedule of feeSchedules) expect(FeeScheduleSchema.safeParse(schedule).success).toBe(true);
  });

  it("follow each other without gap or overlap", () => {
    feeSchedules.slice(1).forEach((schedule, index) => {
      const previous = feeSchedules[index];
      expect(previous?.effectiveTo).not.toBeNull();
      expect(addDays(previous?.effectiveTo ?? schedule.effectiveFrom, 1)).toBe(schedule.effectiveFrom);
    });
  });

  it("list every category and P&H variant exactly once per schedule", () => {
    for (const schedule of feeSchedules) {
      expect(schedule.rates.map((rate) => rate.category).sort()).toEqual([...feeCategories].sort());
      expect(schedule.pensionHealth.map((rate) => rate.variant).sort()).toEqual(
        [...pensionHealthVariants].sort(),
      );
    }
  });

  it("ship amounts only for figures marked V", () => {
    const shipped = feeSchedules.flatMap((schedule) =>
      schedule.rates
        .filter((rate) => rate.amountCents !== null)
        .map((rate) => `${schedule.id} ${rate.category} ${rate.amountCents} ${rate.confidence}`),
    );
    expect(shipped.sort()).toEqual(
      [
        "SAG-AFTRA-2022 onCameraPrincipalSession 78310 V",
        "SAG-AFTRA-2022 classACapPer13Weeks 2000000 V",
        "SAG-AFTRA-2025-Y1 onCameraPrincipalSession 82230 V",
        "SAG-AFTRA-2025-Y1 streaming1Year 1000000 V",
        "SAG-AFTRA-2025-Y1 nationalCable1Year 1350000 V",
      ].sort(),
    );
    for (const rate of feeSchedules.flatMap((schedule) => schedule.rates)) {
      if (rate.confidence === "V") expect(rate.sourceUrl).toMatch(/^https?:\/\//);
      else expect(rate.note).not.toMatch(/\$\s?\d/);
    }
  });

  it("reject a non-V row that carries an amount", () => {
    const [first] = feeSchedules;
    const tampered = {
      ...first,
      rates: [
        {
          category: "streaming1Year",
          confidence: "D",
          amountCents: 750000,
          sourceUrl: null,
          note: "derived",
        },
      ],
    };
    expect(FeeScheduleSchema.safeParse(tampered).success).toBe(false);
  });
});
