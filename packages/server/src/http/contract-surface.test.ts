import { describe, expect, it } from "vitest";
import { API_BASE_PATH, ErrorBodySchema, contract, type Endpoint } from "@rightsdesk/domain";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { useTestApp } from "../testing/use-test-app.js";

let t: TestApp;
useTestApp(
  () => createTestApp(),
  (app) => (t = app),
  { perFile: true },
);

const endpoints = Object.values(contract as unknown as Record<string, Endpoint>);

describe("the API surface", () => {
  it("lists every endpoint of the contract in the OpenAPI document, and nothing else", async () => {
    const response = await t.app.inject({ method: "GET", url: `${API_BASE_PATH}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe("3.1.0");
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(
        ([method, operation]) => `${method.toUpperCase()} ${path} ${operation.operationId}`,
      ),
    );
    const declared = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path} ${endpoint.name}`);
    expect(listed.sort()).toEqual(declared.sort());
  });

  it("serves a readable API reference page naming each endpoint", async () => {
    const response = await t.app.inject({ method: "GET", url: `${API_BASE_PATH}/reference` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    for (const endpoint of endpoints) expect(response.body).toContain(endpoint.path);
  });

  it("answers an unknown API path with the NotFound error body", async () => {
    const response = await t.app.inject({ method: "GET", url: `${API_BASE_PATH}/Nope/Nothing` });
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json())).toMatchObject({ errorCode: 2, errorType: "NotFound" });
  });

  it("refuses every non-public endpoint without a token", async () => {
    for (const endpoint of endpoints.filter((entry) => entry.access.kind !== "public")) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: `${API_BASE_PATH}${endpoint.path}`,
        payload: endpoint.method === "GET" ? undefined : {},
      });
      expect(response.statusCode, endpoint.name).toBe(401);
    }
  });

  it("reports health with the database kind", async () => {
    const response = await t.call({ method: "GET", path: "/Health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ok",
      database: process.env["TEST_DATABASE_URL"] ? "postgres" : "pglite",
    });
  });
});
