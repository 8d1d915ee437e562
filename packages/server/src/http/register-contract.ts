import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { API_BASE_PATH, AppError, contract, fieldErrorsFromZod, type Endpoint } from "@rightsdesk/domain";
import type { Caller, HandlerContext, Handlers } from "./handler.js";

export interface AccessGate {
  /** Resolves the caller from the request's token and headers, or throws the right AppError. */
  authenticate(request: FastifyRequest, now: Date): Promise<Caller>;
  /** Throws Unauthorized unless the caller may use the endpoint. */
  authorize(caller: Caller, endpoint: Endpoint): void;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (part === "body" ? {} : value));
  if (!result.success) {
    const errors = fieldErrorsFromZod(result.error, part === "body" ? undefined : part);
    const fields = [...new Set(errors.map((error) => error.field))].join(", ");
    throw AppError.invalidData(`Some values are missing or not valid: ${fields}.`, errors);
  }
  return result.data;
}

/** Registers every endpoint of the contract, by name, behind one access check. */
export function registerContract(
  app: FastifyInstance,
  handlers: Handlers,
  gate: AccessGate,
  clock: () => Date,
): void {
  for (const [name, endpoint] of Object.entries(contract as unknown as Record<string, Endpoint>)) {
    const handler = handlers[name as keyof Handlers] as unknown as (
      input: unknown,
      context: HandlerContext,
    ) => Promise<unknown>;
    app.route({
      method: endpoint.method,
      url: `${API_BASE_PATH}${endpoint.path.replace(/\{(\w+)\}/g, ":$1")}`,
      handler: async (request, reply) => {
        const now = clock();
        let caller: Caller | null = null;
        if (endpoint.access.kind !== "public") {
          caller = await gate.authenticate(request, now);
          gate.authorize(caller, endpoint);
        }
        const input = {
          params: parsePart(endpoint.params, request.params, "params"),
          query: parsePart(endpoint.query, request.query, "query"),
          body: parsePart(endpoint.body, request.body, "body"),
        };
        const result = await handler(input, { caller, request, now });
        return reply.send(endpoint.response.parse(result));
      },
    });
  }
}
