import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import {
  contractMissingItems,
  proposeContractFees,
  sessionCategoryOf,
  termEndDate,
} from "./contract-rules.js";

describe("termEndDate", () => {
  it("ends a term on its last day, months clamped to the month's end", () => {
    expect(termEndDate(toIsoDate("2025-04-01"), 13, "WEEKS")).toBe("2025-06-30");
    expect(termEndDate(toIsoDate("2025-04-01"), 1, "DAYS")).toBe("2025-04-01");
    expect(termEndDate(toIsoDate("2025-01-31"), 1, "MONTHS")).toBe("2025-02-28");
    expect(termEndDate(toIsoDate("2025-01-15"), 1, "MONTHS")).toBe("2025-02-14");
    expect(termEndDate(toIsoDate("2024-02-29"), 1, "YEARS")).toBe("2025-02-28");
    expect(termEndDate(toIsoDate("2025-04-01"), 1, "YEARS")).toBe("2026-03-31");
  });
});

describe("proposeContractFees", () => {
  const principal = {
    family: "UNION",
    union: "SAG AFTRA",
    agreement: "PRINCIPAL COMMERCIAL",
    performerCategory: "PRINCIPAL",
    performanceType: "ON_CAMERA",
  } as const;

  it("takes the 2022 card for a contract dated the day before the 2025 cut-over, and the 2025 card from it", () => {
    const before = proposeContractFees({ ...principal, contractDate: "2025-03-31" });
    const after = proposeContractFees({ ...principal, contractDate: "2025-04-01" });
    expect(before.session).toMatchObject({ status: "proposed", amountCents: 78310 });
    expect(after.session).toMatchObject({ status: "proposed", amountCents: 82230 });
    expect(before.session.status === "proposed" && after.session.status === "proposed").toBe(true);
    if (before.session.status === "proposed" && after.session.status === "proposed") {
      expect(before.session.scheduleId).not.toBe(after.session.scheduleId);
    }
    expect(after.holding).toMatchObject({ status: "proposed", amountCents: 82230 });
  });

  it("says plainly that a date before the first known card has no rate, and proposes no zero", () => {
    const old = proposeContractFees({ ...principal, contractDate: "2019-06-01" });
    expect(old.session.status).toBe("missing");
    expect(old.session.text).toMatch(/No confirmed SAG-AFTRA session fee for a contract dated 06\/01\/2019/);
    expect(old.session).not.toHaveProperty("amountCents");
  });

  it("leaves non-union and MSA fees to the user", () => {
    expect(proposeContractFees({ family: "NON UNION", contractDate: "2025-05-01" }).session.status).toBe(
      "free",
    );
    expect(proposeContractFees({ family: "MSA", contractDate: "2025-05-01" }).holding.text).toMatch(/MSA/);
  });

  it("looks voice-overs and off-camera performers up at the off-camera rate, audio spots at the audio rate", () => {
    expect(sessionCategoryOf({ performerCategory: "VOICE OVER" })).toBe("offCameraPrincipalSession");
    expect(sessionCategoryOf({ performanceType: "OFF_CAMERA" })).toBe("offCameraPrincipalSession");
    expect(sessionCategoryOf({ agreement: "AUDIO COMMERCIAL" })).toBe("audioPrincipalSession");
    expect(sessionCategoryOf({ agreement: "EXTRA COMMERCIAL" })).toBe("extraSession");
    expect(sessionCategoryOf({ performanceType: "ON_CAMERA" })).toBe("onCameraPrincipalSession");
  });
});

describe("contractMissingItems", () => {
  const complete = {
    family: "UNION",
    existing: false,
    talentId: 1,
    payeeKind: "Talent-Directly",
    union: "SAG AFTRA",
    performerCategory: "PRINCIPAL",
    performanceType: "ON_CAMERA",
    sessionFeeCents: 82230,
    expirationDate: "2026-03-31",
    vendorCompanyId: null,
    linkedAssetCount: 1,
    useRightCount: 1,
    workDayCount: 1,
    taxFormCount: 1,
  } as const;

  it("finds nothing missing in a complete talent contract", () => {
    expect(contractMissingItems(complete)).toEqual([]);
  });

  it("names each missing part with the tab that fixes it", () => {
    const missing = contractMissingItems({
      ...complete,
      sessionFeeCents: null,
      useRightCount: 0,
      taxFormCount: 0,
    });
    expect(missing.map((item) => [item.field, item.route])).toEqual([
      ["sessionFeeCents", "contract-view"],
      ["useRights", "useRights"],
      ["taxForms", "tax-banking"],
    ]);
  });

  it("asks a contract signed elsewhere only for its parties, and an MSA for its vendor and end", () => {
    expect(
      contractMissingItems({ ...complete, existing: true, linkedAssetCount: 0, sessionFeeCents: null }),
    ).toEqual([]);
    const msa = contractMissingItems({ ...complete, family: "MSA", talentId: null, expirationDate: null });
    expect(msa.map((item) => item.field)).toEqual(["vendorCompanyId", "expirationDate"]);
  });
});
