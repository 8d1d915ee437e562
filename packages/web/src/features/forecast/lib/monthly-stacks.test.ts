import { describe, expect, it } from "vitest";
import { forecastAnswer, holdingFee } from "../testing/forecast-fixtures";
import { chartCeiling, stackMonths } from "./monthly-stacks";

describe("stackMonths", () => {
  it("stacks each month's payments by source, in the answer's months, missing figures counted apart", () => {
    const stacks = stackMonths(forecastAnswer());
    expect(stacks.map((stack) => stack.month)).toEqual(["2026-04", "2026-05", "2026-06"]);
    expect(stacks[0]).toEqual({
      month: "2026-04",
      segments: [
        { source: "shippedConfirmed", amountCents: 78_275 },
        { source: "clientRateCard", amountCents: 0 },
        { source: "contract", amountCents: 0 },
      ],
      totalCents: 78_275,
      missingCount: 1,
    });
    expect(stacks[1]?.segments.find((segment) => segment.source === "contract")?.amountCents).toBe(250_000);
    expect(stacks[2]?.segments.find((segment) => segment.source === "clientRateCard")?.amountCents).toBe(
      100_000,
    );
  });

  it("adds the sources of one month together, and its totals agree with the answer's months", () => {
    const answer = forecastAnswer();
    answer.payments.push(holdingFee({ amountCents: 21_725, source: "clientRateCard" }));
    answer.months[0] = { month: "2026-04", amountCents: 100_000, pricedCount: 2, missingCount: 1 };
    const [april] = stackMonths(answer);
    expect(april?.segments.map((segment) => segment.amountCents)).toEqual([78_275, 21_725, 0]);
    expect(stackMonths(answer).map((stack) => stack.totalCents)).toEqual(
      answer.months.map((month) => month.amountCents),
    );
  });

  it("keeps a month with no payment, at zero", () => {
    const answer = forecastAnswer({
      months: [{ month: "2026-07", amountCents: 0, pricedCount: 0, missingCount: 0 }],
    });
    expect(stackMonths(answer)).toEqual([
      {
        month: "2026-07",
        segments: [
          { source: "shippedConfirmed", amountCents: 0 },
          { source: "clientRateCard", amountCents: 0 },
          { source: "contract", amountCents: 0 },
        ],
        totalCents: 0,
        missingCount: 0,
      },
    ]);
  });
});

describe("chartCeiling", () => {
  it("rounds the largest month up to a readable step", () => {
    expect(chartCeiling(stackMonths(forecastAnswer()))).toBe(250_000);
    expect(chartCeiling([{ month: "2026-04", segments: [], totalCents: 310_000, missingCount: 0 }])).toBe(
      500_000,
    );
    expect(chartCeiling([])).toBe(10_000);
  });
});
