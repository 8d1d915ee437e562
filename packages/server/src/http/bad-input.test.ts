import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { LIST_FILTER_VALUES_MAX } from "@rightsdesk/domain";
import { companies } from "../db/schema.js";
import { installErrorHandling } from "./error-handler.js";
import { expectError } from "../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { useSignedInApp } from "../testing/use-test-app.js";
import { testDatabaseKind } from "../testing/test-database.js";

let t: TestApp;
let token: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin: token } = app),
  { perFile: true },
);

const answer = (response: { statusCode: number; body: string }) => ({
  status: response.statusCode,
  body: response.body === "" ? undefined : (JSON.parse(response.body) as unknown),
});

describe(`bad input on ${testDatabaseKind()} is refused, never a 500, and writes nothing`, () => {
  it("a NUL character anywhere, on the public sign-in too, names its field", async () => {
    const signIn = await t.call({
      method: "POST",
      path: "/User/Login",
      body: { userName: "sys\u0000admin", password: "x" },
    });
    expect(expectError(answer(signIn), 400, "InvalidData").errors).toEqual([
      { field: "userName", message: "Remove the NUL character (\\u0000)." },
    ]);
    const create = await t.call({
      method: "POST",
      path: "/Company",
      token,
      body: { companyNames: ["Nul\u0000 Co"], companyType: { mainType: "VENDOR" } },
    });
    expect(expectError(answer(create), 400, "InvalidData").errors?.[0]?.field).toBe("companyNames.0");
    const query = await t.app.inject({ method: "GET", url: "/api/v1/Health?probe=%00" });
    expect(expectError(answer(query), 400, "InvalidData").errors?.[0]?.field).toBe("probe");
    expect(await t.database.db.select().from(companies)).toEqual([]);
  });

  it("an `in` filter past the limit, as a list or as one comma-separated text, names the value", async () => {
    const values = Array.from({ length: 20_000 }, (_, index) => `n${index}`);
    for (const value of [values, values.join(",")]) {
      const listed = await t.call({
        method: "POST",
        path: "/Company/GetBy",
        token,
        body: { filters: [{ property: "legalName", operator: "in", value }] },
      });
      const body = expectError(answer(listed), 400, "InvalidData");
      expect(body.errors?.[0]?.field).toBe("filters.0.value");
    }
    const fine = await t.call({
      method: "POST",
      path: "/Company/GetBy",
      token,
      body: {
        filters: [{ property: "legalName", operator: "in", value: values.slice(0, LIST_FILTER_VALUES_MAX) }],
      },
    });
    expect(fine.statusCode).toBe(200);
  });

  it("too many filters, and a body past the limit (413), name what is wrong", async () => {
    const filters = Array.from({ length: 51 }, () => ({ property: "legalName", operator: "cn", value: "a" }));
    const many = await t.call({ method: "POST", path: "/Company/GetBy", token, body: { filters } });
    expect(expectError(answer(many), 400, "InvalidData").errors?.[0]?.field).toBe("filters");
    const huge = await t.call({
      method: "POST",
      path: "/Company",
      token,
      body: { companyNames: ["x".repeat(2_000_000)], companyType: { mainType: "VENDOR" } },
    });
    expect(expectError(answer(huge), 413, "InvalidData").errors?.[0]?.field).toBe("(body)");
    expect(await t.database.db.select().from(companies)).toEqual([]);
  });

  it("an id past PostgreSQL's integer, in a body or a path, is refused naming it", async () => {
    const actFor = await t.call({
      method: "POST",
      path: "/User/Client/ActFor",
      token,
      body: { clientId: 123456789012345 },
    });
    expect(expectError(answer(actFor), 400, "InvalidData").errors?.[0]?.field).toBe("clientId");
    const client = await t.call({
      method: "POST",
      path: "/User/Tenant/Mutate",
      token,
      body: { id: 2 ** 31, name: "Overflow Films" },
    });
    expect(expectError(answer(client), 400, "InvalidData").errors?.[0]?.field).toBe("id");
    const byId = await t.call({ method: "POST", path: `/Company/GetById/${2 ** 31}`, token, body: {} });
    expect(expectError(answer(byId), 400, "InvalidData").errors?.[0]?.field).toBe("params.id");
  });

  it("a value the database itself refuses is the caller's InvalidData, not a 500", async () => {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get("/api/v1/overflow", () => {
      throw Object.assign(new Error("value out of range for type integer"), { code: "22003" });
    });
    try {
      const response = await app.inject({ method: "GET", url: "/api/v1/overflow" });
      expect(expectError(answer(response), 400, "InvalidData").errors?.[0]?.field).toBe("(body)");
    } finally {
      await app.close();
    }
  });

  it("a public endpoint reads at most 16 KiB of body", async () => {
    const signIn = await t.call({
      method: "POST",
      path: "/User/Login",
      body: { userName: "sysadmin", password: "x".repeat(20 * 1024) },
    });
    expect(expectError(answer(signIn), 413, "InvalidData").errors?.[0]?.field).toBe("(body)");
  });

  it("a path that climbs out of the web app's folder is not found", async () => {
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-web-"));
    fs.writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Rights Desk</title>");
    const served = await createTestApp({ RIGHTSDESK_WEB_DIR: webDir });
    try {
      expect((await served.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
      for (const url of [
        "/../../etc/passwd",
        "/api/v1/../../x",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/..%5c..%5cpackage.json",
        "/assets/..%2f..%2fpackage.json",
      ]) {
        const response = await served.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await served.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
