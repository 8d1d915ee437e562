import { describe, expect, it } from "vitest";
import { alertCompanyOfAdvertisers } from "./alert-company.js";

describe("the company of an asset's alerts", () => {
  it("is the first primary advertiser, else the first, by item id", () => {
    expect(alertCompanyOfAdvertisers([])).toBeNull();
    expect(
      alertCompanyOfAdvertisers([
        { id: 3, data: { companyId: 30 } },
        { id: 1, data: { companyId: 10 } },
      ]),
    ).toBe(10);
    expect(
      alertCompanyOfAdvertisers([
        { id: 1, data: { companyId: 10 } },
        { id: 4, data: { companyId: 40, primary: true } },
        { id: 2, data: { companyId: 20, primary: true } },
      ]),
    ).toBe(20);
  });

  it("skips items naming no company, and reads primary only when it is true", () => {
    expect(
      alertCompanyOfAdvertisers([
        { id: 1, data: { companyId: "10", primary: true } },
        { id: 2, data: { companyId: 0 } },
        { id: 3, data: { companyId: 2.5 } },
        { id: 4, data: { primary: true } },
        { id: 5, data: { companyId: 50, primary: "true" } },
        { id: 6, data: { companyId: 60 } },
      ]),
    ).toBe(50);
  });
});
