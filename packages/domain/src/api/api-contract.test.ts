import { describe, expect, it } from "vitest";
import { buildPath, type Endpoint } from "./endpoint.js";
import { contract } from "./api-contract.js";

const endpoints = Object.values(contract as unknown as Record<string, Endpoint>);

describe("the API contract", () => {
  it("names each endpoint like its key and gives each method and path once", () => {
    for (const [key, endpoint] of Object.entries(contract)) expect(endpoint.name).toBe(key);
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("declares who may call every endpoint", () => {
    for (const endpoint of endpoints) expect(["public", "session", "module"]).toContain(endpoint.access.kind);
  });

  it("has the sign-in calls of spec 000 section 7", () => {
    expect(contract.login).toMatchObject({ method: "POST", path: "/User/Login" });
    expect(contract.refreshToken).toMatchObject({ method: "POST", path: "/User/RefreshToken" });
    expect(contract.getPermission).toMatchObject({ method: "GET", path: "/User/GetPermission" });
  });
});

describe("buildPath", () => {
  it("fills and encodes placeholders", () => {
    expect(buildPath("/Asset/GetById/{id}", { id: 7 })).toBe("/Asset/GetById/7");
    expect(buildPath("/Asset/Signatory/{companyId}/{assetId}", { companyId: "a b", assetId: 2 })).toBe(
      "/Asset/Signatory/a%20b/2",
    );
    expect(buildPath("/User/Login")).toBe("/User/Login");
  });

  it("refuses a missing parameter", () => {
    expect(() => buildPath("/Asset/GetById/{id}", {})).toThrow('Missing path parameter "id"');
  });
});
