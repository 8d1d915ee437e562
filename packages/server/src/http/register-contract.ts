import { finished } from "node:stream/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type {} from "@fastify/multipart";
import type { z } from "zod";
import { API_BASE_PATH, AppError, contract, fieldErrorsFromZod, type Endpoint } from "@rightsdesk/domain";
import { StaleAccessError } from "../db/client-scope.js";
import { attachmentDisposition } from "./content-disposition.js";
import type { Caller, FileReply, HandlerContext, Handlers } from "./handler.js";

export interface AccessGate {
  /**
   * The caller from the request's token and headers, allowed to use `endpoint`, or the right
   * AppError. It may be one the gate remembers, unless `fresh`.
   */
  admit(request: FastifyRequest, endpoint: Endpoint, now: Date, fresh: boolean): Promise<Caller>;
  /**
   * Runs a signed-in caller's request for the client they act for (db/client-scope.ts); throws
   * StaleAccessError, before `work` starts, when a remembered caller is no longer current.
   */
  forClient<T>(caller: Caller, work: () => Promise<T>): Promise<T>;
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

/**
 * A multipart endpoint needs a multipart form, and a JSON endpoint never takes one: a form sent
 * to it would be left unread, so it is refused rather than treated as an empty body.
 */
function checkBodyKind(endpoint: Endpoint, request: FastifyRequest): void {
  const isMultipart = request.isMultipart();
  if (endpoint.bodyKind === "multipart" && !isMultipart) {
    const message = "Send the files as a multipart/form-data form.";
    throw AppError.invalidData(message, [{ field: "files", message }]);
  }
  if (endpoint.bodyKind !== "multipart" && isMultipart) {
    const message = "This call takes a JSON body, not a multipart form.";
    throw AppError.invalidData(message, [{ field: "(body)", message }]);
  }
}

/** Sends a file under its original name, with its type and length, never to be shown inline. */
function sendFile(reply: FastifyReply, file: FileReply): FastifyReply {
  if (file.sizeBytes !== undefined) reply.header("content-length", String(file.sizeBytes));
  return reply
    .header("content-type", file.contentType)
    .header("content-disposition", attachmentDisposition(file.fileName))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(file.stream);
}

/**
 * Anyone may call a public endpoint (sign-in, password reset, the calendar feed), so its body is
 * read only up to 16 KiB; the others take the server's 1 MiB unless the contract says more.
 */
const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;

function bodyLimitOf(endpoint: Endpoint): { bodyLimit?: number } {
  if (endpoint.maxBodyBytes !== undefined) return { bodyLimit: endpoint.maxBodyBytes };
  return endpoint.access.kind === "public" ? { bodyLimit: PUBLIC_BODY_LIMIT_BYTES } : {};
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
      ...bodyLimitOf(endpoint),
      handler: async (request, reply) => {
        const now = clock();
        let caller: Caller | null = null;
        if (endpoint.access.kind !== "public") caller = await gate.admit(request, endpoint, now, false);
        checkBodyKind(endpoint, request);
        const input = {
          params: parsePart(endpoint.params, request.params, "params"),
          query: parsePart(endpoint.query, request.query, "query"),
          // A multipart body stays in the request for the handler to stream.
          body:
            endpoint.bodyKind === "multipart" ? undefined : parsePart(endpoint.body, request.body, "body"),
        };
        // The answer goes out once its transaction has committed, so the next call sees what this
        // one did; a file made as it is sent (an export) reads in the transaction to its end.
        const answer = async (as: Caller | null): Promise<{ body: unknown } | { sent: FastifyReply }> => {
          const result = await handler(input, { caller: as, request, now });
          if (endpoint.responseKind !== "file") return { body: endpoint.response.parse(result) };
          const file = result as FileReply;
          sendFile(reply, file);
          await finished(file.stream).catch(() => undefined);
          return { sent: reply };
        };
        // A remembered caller whose access changed since is admitted again before anything runs.
        const forCaller = async (admitted: Caller) => {
          try {
            return await gate.forClient(admitted, () => answer(admitted));
          } catch (error) {
            if (!(error instanceof StaleAccessError)) throw error;
            const fresh = await gate.admit(request, endpoint, now, true);
            return gate.forClient(fresh, () => answer(fresh));
          }
        };
        // A public endpoint acts for no client; one that reads a client's records opens its own scope.
        const outcome = caller ? await forCaller(caller) : await answer(null);
        return "sent" in outcome ? outcome.sent : reply.send(outcome.body);
      },
    });
  }
}
