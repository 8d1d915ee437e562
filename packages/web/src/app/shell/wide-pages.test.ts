import { describe, expect, it } from "vitest";
import { isWidePage } from "./wide-pages";

describe("isWidePage", () => {
  it("widens the list and report pages, whichever view or tab of them", () => {
    for (const path of [
      "/companies/all",
      "/companies/archive",
      "/people/archive",
      "/assets/all",
      "/elements/all",
      "/contracts/all",
      "/contracts/templates/all",
      "/completion-reports/all",
      "/reports/all",
      "/reports/use-rights-expiring",
      "/alert-dashboard/holding-fee",
      "/rights-expiration/upload-issues",
      "/admin/user-management",
      "/admin/user-management/",
    ]) {
      expect(isWidePage(path), path).toBe(true);
    }
  });

  it("keeps forms, record pages and the dashboard at the reading width", () => {
    for (const path of [
      "/",
      "/dashboard",
      "/add/company",
      "/company/3/company-profile",
      "/people/7/people-profile",
      "/contracts/4/contract-view",
      "/contracts/templates/add",
      "/completion-reports/2/completion-report-profile",
      "/admin/user-management/5/user-profile",
      "/admin/roles-permission",
      "/profile",
      // A path that only starts like a section is not in it.
      "/reportsarchive",
    ]) {
      expect(isWidePage(path), path).toBe(false);
    }
  });
});
