import { validate } from "@readme/openapi-parser";
import openapiTS, { astToString } from "openapi-typescript";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi.js";

/** The document as standard tools read it: a validator, and a generator of a typed client. */
describe("the OpenAPI document in standard tools", () => {
  it("validates, every reference resolving", async () => {
    const document = buildOpenApiDocument("test");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors).slice(0, 2000)).toBe(true);
    expect(JSON.stringify(document)).not.toContain('"#/$defs/');
  });

  it("says of every operation how it is called: a bearer token, or explicitly none", () => {
    const paths = buildOpenApiDocument("test")["paths"] as Record<
      string,
      Record<string, { security?: unknown }>
    >;
    const operations = Object.values(paths).flatMap((item) => Object.values(item));
    expect(operations.filter((operation) => operation.security === undefined)).toEqual([]);
    expect(operations.some((operation) => JSON.stringify(operation.security) === "[]")).toBe(true);
  });

  it("generates a typed client, templates' recursive rich text included", async () => {
    const ast = await openapiTS(buildOpenApiDocument("test") as never);
    const types = astToString(ast);
    expect(types).toContain("listAssets");
    expect(types).toContain('"/Asset/Clearance/{id}"');
    // The rich text's recursive schema is a shared component the generated types refer to.
    expect(types).toMatch(/components\["schemas"\]\["Shared\d+"\]/);
  }, 60_000);
});
