import { describe, expect, it } from "vitest";
import {
  toUseRightRequest,
  useRightFormValues as formValuesOf,
  type UseRightFormValues,
} from "./use-right-form";

const values: UseRightFormValues = {
  ...formValuesOf(null),
  useRightType: "BUYOUT",
  mediaType: "TV",
  startCycleDate: "2025-01-01",
  cycleExpireDate: "2025-12-31",
  cycleLength: "1 year",
  note: "Cast buyout",
};

describe("toUseRightRequest", () => {
  it("sends a cast buyout only on the asset's own right", () => {
    expect(toUseRightRequest({ ...values, coversAllPerformers: true })).toMatchObject({
      coversAllPerformers: true,
    });
    const performer = toUseRightRequest({ ...values, castItemId: "12", coversAllPerformers: true });
    expect(performer).toMatchObject({ castItemId: 12 });
    expect(performer).not.toHaveProperty("coversAllPerformers");
  });

  it("starts a new right as no buyout", () => {
    expect(formValuesOf(null).coversAllPerformers).toBe(false);
  });
});
