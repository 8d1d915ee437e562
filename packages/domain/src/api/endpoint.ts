import type { z } from "zod";
import type { AccessRight, ModuleName } from "../access/modules.js";
import type { ErrorType } from "../errors/error-catalogue.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Who may call an endpoint. Every endpoint declares one; the server enforces it in one place.
 * - public: anyone (sign-in, health).
 * - session: any signed-in user, whatever their modules (their own permission record).
 * - module: a signed-in user holding `right` on `module`.
 */
export type AccessRule =
  | { readonly kind: "public" }
  | { readonly kind: "session" }
  | { readonly kind: "module"; readonly module: ModuleName; readonly right: AccessRight };

/**
 * How a request carries its body: JSON, or a multipart form whose file parts the server streams
 * (the body schema, if any, then describes the form's other fields).
 */
export type BodyKind = "json" | "multipart";

/**
 * What a response carries: JSON checked against the response schema, or a file sent as an
 * attachment under its original name (the response schema is then not applied).
 */
export type ResponseKind = "json" | "file";

export interface Endpoint<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
  TBodyKind extends BodyKind = BodyKind,
  TResponseKind extends ResponseKind = ResponseKind,
> {
  readonly name: string;
  readonly method: HttpMethod;
  /** Path under the API base, with `{param}` placeholders: `/Asset/GetById/{id}`. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: AccessRule;
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  readonly response: TResponse;
  /** JSON unless declared; see BodyKind. */
  readonly bodyKind?: TBodyKind;
  /** JSON unless declared; see ResponseKind. */
  readonly responseKind?: TResponseKind;
  /** Error types this endpoint answers on purpose, besides InvalidData for a bad request. */
  readonly errors: readonly ErrorType[];
  /** The largest JSON body accepted, in bytes, when a call needs more than the server's 1 MiB default. */
  readonly maxBodyBytes?: number;
}

/** Declares an endpoint while keeping its schemas' exact types for the client and server. */
export function defineEndpoint<
  TParams extends z.ZodType = z.ZodNever,
  TQuery extends z.ZodType = z.ZodNever,
  TBody extends z.ZodType = z.ZodNever,
  TResponse extends z.ZodType = z.ZodType,
  TBodyKind extends BodyKind = "json",
  TResponseKind extends ResponseKind = "json",
>(
  endpoint: Endpoint<TParams, TQuery, TBody, TResponse, TBodyKind, TResponseKind>,
): Endpoint<TParams, TQuery, TBody, TResponse, TBodyKind, TResponseKind> {
  return endpoint;
}

/** Whether the endpoint takes a multipart form (file uploads). */
export function isMultipartEndpoint(endpoint: Endpoint): boolean {
  return endpoint.bodyKind === "multipart";
}

/** Whether the endpoint answers with a file rather than JSON. */
export function isFileEndpoint(endpoint: Endpoint): boolean {
  return endpoint.responseKind === "file";
}

/** The base path every endpoint lives under. */
export const API_BASE_PATH = "/api/v1";

/** Fills `{param}` placeholders of an endpoint path. */
export function buildPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
