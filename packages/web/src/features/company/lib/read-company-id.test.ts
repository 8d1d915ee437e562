import { describe, expect, it } from "vitest";
import { readCompanyId, readCompanyRoute } from "./read-company-id";

describe("readCompanyId", () => {
  it("reads a positive whole number and nothing else", () => {
    expect(readCompanyId("7")).toBe(7);
    for (const raw of ["0", "-1", "1.5", "7abc", "", undefined, null, "1e3"])
      expect(readCompanyId(raw)).toBeNull();
  });
});

describe("readCompanyRoute", () => {
  it("finds the tab a path names", () => {
    expect(readCompanyRoute("/company/7/staff")).toBe("staff");
    expect(readCompanyRoute("/company/7/payroll-vendor-company")).toBe("payroll-vendor-company");
    expect(readCompanyRoute("/company/7/nope")).toBeNull();
    expect(readCompanyRoute("/company/7")).toBeNull();
  });
});
