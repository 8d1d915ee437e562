import { describe, expect, it } from "vitest";
import { readCompanyRoute } from "./read-company-route";

describe("readCompanyRoute", () => {
  it("finds the tab a path names", () => {
    expect(readCompanyRoute("/company/7/staff")).toBe("staff");
    expect(readCompanyRoute("/company/7/payroll-vendor-company")).toBe("payroll-vendor-company");
    expect(readCompanyRoute("/company/7/nope")).toBeNull();
    expect(readCompanyRoute("/company/7")).toBeNull();
  });
});
