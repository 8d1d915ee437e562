import { describe, expect, it } from "vitest";
import { moduleNames } from "./modules.js";
import {
  addFormModules,
  findRouteModule,
  moduleForPath,
  normalizeRoutePath,
  routeChildren,
  routeModules,
} from "./route-modules.js";

describe("normalizeRoutePath", () => {
  it.each([
    ["#/company/7/logs?tab=1", "/company/7/logs"],
    ["/people/", "/people"],
    ["", "/"],
    ["#/", "/"],
    ["//assets//all", "/assets/all"],
    ["/reports/all#top", "/reports/all"],
  ])("%s -> %s", (path, normalized) => expect(normalizeRoutePath(path)).toBe(normalized));
});

describe("moduleForPath", () => {
  it.each([
    ["/login", "public"],
    ["/reset-password", "public"],
    ["/reset-new-password", "public"],
    ["/", "Dashboard"],
    ["/dashboard", "Dashboard"],
    ["/terms-and-conditions", "bypass"],
    ["/profile", "bypass"],
    ["/profile/switch-profile", "bypass"],
    ["/admin", "Admin"],
    ["/admin/roles-permission", "Admin"],
    ["/admin/user-management/12/manage-access", "Admin"],
    ["/add/user", "Admin"],
    ["/add/msa-contract", "Contracts"],
    ["/add/completion-report", "Completion Report"],
    ["/companies/archive", "Company"],
    ["/company/3/brandsproducts", "Company"],
    ["/people/all", "People"],
    ["/people/9/travelInfo", "People"],
    ["/assets/all", "Asset"],
    ["/asset/4", "Asset"],
    ["/asset/4/rights-tracker", "Asset"],
    ["/asset/4/5", "Asset"],
    ["/asset/4/5/cast-list", "Asset"],
    ["/elements/all", "Element"],
    ["/elements/8/details-covered-tracker", "Element"],
    ["/reports/all", "Reports"],
    ["/reports/cast-expiration", "Reports"],
    ["/completion-reports/all", "Completion Report"],
    ["/completion-reports/2/castList", "Completion Report"],
    ["/rights-expiration/upload-issues", "Report Upload"],
    ["/contracts/all", "Contracts"],
    ["/contracts/snippets/add", "Contracts"],
    ["/contracts/snippets/5/snippet-view", "Contracts"],
    ["/contracts/templates/all", "Contracts"],
    ["/contracts/templates/6/edit", "Contracts"],
    ["/contracts/11/useRights", "Contracts"],
    ["/alert-dashboard", "Alerts & Notification"],
    ["/alert-dashboard/to-do-list", "Alerts & Notification"],
  ])("%s -> %s", (path, expected) => expect(moduleForPath(path)).toBe(expected));

  it("ignores the case of literal segments", () => {
    expect(moduleForPath("/COMPANY/3/Logs")).toBe("Company");
  });

  it("answers null for paths no route declares", () => {
    expect(moduleForPath("/nowhere")).toBeNull();
    expect(moduleForPath("/add/invoice")).toBeNull();
    expect(moduleForPath("/company/3/unknown-tab")).toBeNull();
    expect(moduleForPath("/contracts/snippets/5")).toBeNull();
  });

  it("prefers literal segments over placeholders", () => {
    expect(findRouteModule("/contracts/snippets")?.pattern).toBe("/contracts/snippets");
    expect(findRouteModule("/contracts/templates")?.pattern).toBe("/contracts/templates");
    expect(findRouteModule("/contracts/42")?.pattern).toBe("/contracts/{contractId}");
    expect(findRouteModule("/asset/4/logs")?.pattern).toBe("/asset/{assetId}/logs");
    expect(findRouteModule("/asset/4/5")?.pattern).toBe("/asset/{baseAssetId}/{assetId}");
    expect(findRouteModule("/elements/all")?.pattern).toBe("/elements/all");
  });
});

describe("routeModules", () => {
  it("declares every add-form key and every tab of every record route", () => {
    const patterns = new Set(routeModules.map((entry) => entry.pattern));
    for (const key of Object.keys(addFormModules)) expect(patterns).toContain(`/add/${key}`);
    for (const tab of routeChildren.company) expect(patterns).toContain(`/company/{companyId}/${tab}`);
    for (const tab of routeChildren.people) expect(patterns).toContain(`/people/{peopleId}/${tab}`);
    for (const tab of routeChildren.asset) {
      expect(patterns).toContain(`/asset/{assetId}/${tab}`);
      expect(patterns).toContain(`/asset/{baseAssetId}/{assetId}/${tab}`);
    }
    for (const tab of routeChildren.element) expect(patterns).toContain(`/elements/{elementId}/${tab}`);
    for (const tab of routeChildren.contract) expect(patterns).toContain(`/contracts/{contractId}/${tab}`);
    for (const view of routeChildren.alertDashboard) expect(patterns).toContain(`/alert-dashboard/${view}`);
  });

  it("declares each pattern once and only names known modules", () => {
    const patterns = routeModules.map((entry) => entry.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const entry of routeModules) {
      if (entry.access.kind === "module") expect(moduleNames).toContain(entry.access.module);
    }
  });

  it("covers every module but Dashboard with at least one module route", () => {
    const covered = new Set(
      routeModules.flatMap((entry) => (entry.access.kind === "module" ? [entry.access.module] : [])),
    );
    expect([...covered].sort()).toEqual(moduleNames.filter((name) => name !== "Dashboard").sort());
  });
});
