import type { FastifyInstance } from "fastify";
import { AppError } from "@rightsdesk/domain";

const NUL = "\u0000";

/** Where in a parsed body or query a text holds a NUL character (`companyNames.0`), if anywhere. */
export function nulPath(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return value.includes(NUL) ? path || "(body)" : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(key, path) ?? nulPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * No text may hold a NUL character: PostgreSQL cannot store one, so it would fail deep in a
 * write. Every request (the public ones included) is refused up front, naming the field.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    const field = nulPath(request.body) ?? nulPath(request.query) ?? nulPath(request.params);
    if (field) {
      throw AppError.invalidData("A text holds a NUL character (\\u0000), which cannot be stored.", [
        { field, message: "Remove the NUL character (\\u0000)." },
      ]);
    }
  });
}
