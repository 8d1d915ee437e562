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

/**
 * The shared schemas a recursive zod schema needs (the rich text of templates and snippets): zod
 * puts them under the schema's own `$defs`, which a reference inside an OpenAPI document cannot
 * reach, so they move to `components.schemas`, each identical one once, and the references follow.
 */
const sharedDefs = new Map<string, { name: string; schema: JsonSchema }>();

function rewriteRefs(value: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, names));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as JsonSchema).map(([key, entry]) => {
      if (key === "$ref" && typeof entry === "string" && entry.startsWith("#/$defs/")) {
        const name = names.get(entry.slice("#/$defs/".length));
        return [key, name === undefined ? entry : `#/components/schemas/${name}`];
      }
      return [key, rewriteRefs(entry, names)];
    }),
  );
}

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const generated = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  const { $schema: _ignored, $defs, ...rest } = generated;
  const defs = Object.entries(($defs ?? {}) as Record<string, JsonSchema>);
  if (defs.length === 0) return rest;
  // Name each def by its content, so the same recursive schema met again maps to the same entry.
  const names = new Map<string, string>();
  for (const [local, def] of defs) {
    const text = JSON.stringify(def);
    let shared = sharedDefs.get(text);
    if (shared === undefined) {
      shared = { name: `Shared${sharedDefs.size + 1}`, schema: def };
      sharedDefs.set(text, shared);
    }
    names.set(local, shared.name);
  }
  for (const [, def] of defs) {
    const shared = sharedDefs.get(JSON.stringify(def));
    if (shared) shared.schema = rewriteRefs(def, names) as JsonSchema;
  }
  return rewriteRefs(rest, names) as JsonSchema;
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
  if (endpoint.body || endpoint.params || endpoint.query || endpoint.bodyKind === "multipart") {
    types.add("InvalidData");
  }
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

/** A JSON body, or for a multipart endpoint a form of files plus the fields its body schema names. */
function requestBody(endpoint: Endpoint): JsonSchema | undefined {
  if (endpoint.bodyKind === "multipart") {
    const fields = endpoint.body ? toSchema(endpoint.body, "input") : {};
    const properties = (fields["properties"] as JsonSchema | undefined) ?? {};
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              ...properties,
              files: {
                type: "array",
                items: { type: "string", format: "binary" },
                description: "The files, each a part with its file name (any field name).",
              },
            },
            required: ["files", ...((fields["required"] as string[] | undefined) ?? [])],
          },
        },
      },
    };
  }
  if (!endpoint.body) return undefined;
  return {
    required: !endpoint.body.safeParse(undefined).success,
    content: { "application/json": { schema: toSchema(endpoint.body, "input") } },
  };
}

/** JSON checked against the response schema, or a file sent as an attachment. */
function successResponse(endpoint: Endpoint): JsonSchema {
  if (endpoint.responseKind === "file") {
    return {
      description: "The file, as an attachment under its original name",
      headers: {
        "Content-Disposition": {
          description: "attachment; filename=...; filename*=UTF-8''... (RFC 6266) for names beyond ASCII",
          schema: { type: "string" },
        },
        "Content-Length": { schema: { type: "integer" } },
      },
      content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
    };
  }
  return {
    description: "Success",
    content: { "application/json": { schema: toSchema(endpoint.response, "output") } },
  };
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
      responses: { "200": successResponse(endpoint), ...errorResponses(endpoint) },
    };
    // A public call says so: an empty list means no token is needed.
    operation["security"] = endpoint.access.kind === "public" ? [] : [{ bearerAuth: [] }];
    const body = requestBody(endpoint);
    if (body) operation["requestBody"] = body;
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
      schemas: {
        ErrorBody: toSchema(ErrorBodySchema, "output"),
        ...Object.fromEntries([...sharedDefs.values()].map(({ name, schema }) => [name, schema])),
      },
    },
  };
}
