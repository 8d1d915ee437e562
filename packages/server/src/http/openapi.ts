import { z } from "zod";
import {
  API_BASE_PATH,
  ErrorBodySchema,
  contract,
  errorCatalogue,
  type Endpoint,
  type ErrorType,
} from "@rightsdesk/domain";

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function pathParameters(endpoint: Endpoint): JsonSchema[] {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  const shape = endpoint.params instanceof z.ZodObject ? endpoint.params.shape : {};
  return names.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: name in shape ? toSchema(shape[name] as z.ZodType, "input") : { type: "string" },
  }));
}

function queryParameters(endpoint: Endpoint): JsonSchema[] {
  if (!(endpoint.query instanceof z.ZodObject)) return [];
  return Object.entries(endpoint.query.shape as Record<string, z.ZodType>).map(([name, schema]) => ({
    name,
    in: "query",
    required: !schema.safeParse(undefined).success,
    schema: toSchema(schema, "input"),
  }));
}

function errorResponses(endpoint: Endpoint): Record<string, JsonSchema> {
  const types = new Set<ErrorType>(endpoint.errors);
  if (endpoint.body || endpoint.params || endpoint.query) types.add("InvalidData");
  if (endpoint.access.kind !== "public") types.add("ForceLogout");
  if (endpoint.access.kind === "module") types.add("Unauthorized");
  const byStatus = new Map<number, string[]>();
  for (const entry of errorCatalogue) {
    if (!types.has(entry.type)) continue;
    byStatus.set(entry.httpStatus, [
      ...(byStatus.get(entry.httpStatus) ?? []),
      `${entry.code} ${entry.type}`,
    ]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, names]) => [
      String(status),
      {
        description: names.join(", "),
        content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
      },
    ]),
  );
}

function accessDescription(endpoint: Endpoint): string {
  const { access } = endpoint;
  if (access.kind === "public") return "Public.";
  if (access.kind === "session") return "Any signed-in user.";
  return `Needs ${access.right} on the ${access.module} module.`;
}

/** The OpenAPI 3.1 document, generated from the contract and nothing else. */
export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of Object.values(contract as unknown as Record<string, Endpoint>)) {
    const operation: JsonSchema = {
      operationId: endpoint.name,
      summary: endpoint.summary,
      description: accessDescription(endpoint),
      tags: [endpoint.tag],
      "x-rightsdesk-access": endpoint.access,
      parameters: [...pathParameters(endpoint), ...queryParameters(endpoint)],
      responses: {
        "200": {
          description: "Success",
          content: { "application/json": { schema: toSchema(endpoint.response, "output") } },
        },
        ...errorResponses(endpoint),
      },
    };
    if (endpoint.access.kind !== "public") operation["security"] = [{ bearerAuth: [] }];
    if (endpoint.body) {
      operation["requestBody"] = {
        required: !endpoint.body.safeParse(undefined).success,
        content: { "application/json": { schema: toSchema(endpoint.body, "input") } },
      };
    }
    const pathItem = (paths[endpoint.path] ??= {});
    pathItem[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Rights Desk API",
      version,
      description:
        "Talent contracts, usage rights and their expiry. Every error answers with an ErrorBody whose errorCode is one of the catalogue codes 0–11.",
    },
    servers: [{ url: API_BASE_PATH }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { ErrorBody: toSchema(ErrorBodySchema, "output") },
    },
  };
}
