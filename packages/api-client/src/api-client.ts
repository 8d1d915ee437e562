import { createFetch, ofetch, FetchError, type $Fetch } from "ofetch";
import type { z } from "zod";
import {
  API_BASE_PATH,
  ErrorCodes,
  buildPath,
  contract,
  requestHeaders,
  type Contract,
  type Endpoint,
  type EndpointName,
} from "@rightsdesk/domain";
import { ApiError } from "./api-error.js";

/** What the caller knows about the current session; sent as the headers of every request. */
export interface RequestContext {
  token?: string | null;
  userProfileId?: number | string | null;
  moduleName?: string | null;
  accessingEntityIds?: readonly (string | number)[] | null;
  visitorId?: string | null;
  sessionToken?: string | null;
  logGroupId?: string | number | null;
  statusChange?: boolean | null;
}

export interface ApiClientOptions {
  /** Server origin, e.g. `http://localhost:3000`; empty for the page's own origin. */
  baseUrl: string;
  /** Read before every request, so a refreshed token is picked up at once. */
  getContext?: () => RequestContext;
  /** Called once per request that starts and once when it ends (for a loading indicator). */
  onActivity?: (delta: 1 | -1) => void;
  fetch?: typeof globalThis.fetch;
}

type Present<T extends z.ZodType, K extends string> = [T] extends [z.ZodNever]
  ? object
  : undefined extends z.input<T>
    ? { [P in K]?: z.input<T> }
    : { [P in K]: z.input<T> };

/** The input of an endpoint: only the parts it declares. */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? Present<P, "params"> & Present<Q, "query"> & Present<B, "body">
    : never;

export type EndpointOutput<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

export type ApiClient = {
  [N in EndpointName]: (
    ...args: object extends EndpointInput<Contract[N]>
      ? [input?: EndpointInput<Contract[N]>]
      : [input: EndpointInput<Contract[N]>]
  ) => Promise<EndpointOutput<Contract[N]>>;
};

export function contextHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {};
  if (context.token) headers[requestHeaders.authorization] = `Bearer ${context.token}`;
  if (context.userProfileId != null) headers[requestHeaders.userProfileId] = String(context.userProfileId);
  if (context.moduleName) headers[requestHeaders.moduleName] = context.moduleName;
  if (context.accessingEntityIds && context.accessingEntityIds.length > 0) {
    headers[requestHeaders.accessingEntityIds] = context.accessingEntityIds.join(",");
  }
  if (context.visitorId) headers[requestHeaders.visitorId] = context.visitorId;
  if (context.sessionToken) headers[requestHeaders.sessionToken] = context.sessionToken;
  if (context.logGroupId != null) headers[requestHeaders.logGroupId] = String(context.logGroupId);
  if (context.statusChange != null) headers[requestHeaders.statusChange] = String(context.statusChange);
  return headers;
}

async function callEndpoint(
  options: ApiClientOptions,
  endpoint: Endpoint,
  input: { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown },
): Promise<unknown> {
  const request: $Fetch = options.fetch ? createFetch({ fetch: options.fetch }) : ofetch;
  const url = `${options.baseUrl.replace(/\/$/, "")}${API_BASE_PATH}${buildPath(endpoint.path, input.params)}`;
  const headers = { accept: "application/json", ...contextHeaders(options.getContext?.() ?? {}) };
  options.onActivity?.(1);
  try {
    const data: unknown = await request(url, {
      method: endpoint.method,
      headers,
      query: input.query,
      body: endpoint.method === "GET" ? undefined : (input.body ?? {}),
      retry: 0,
    });
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        code: ErrorCodes.Unknown,
        status: 200,
        message: `The server's answer to ${endpoint.name} does not match the contract.`,
      });
    }
    return parsed.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof FetchError && error.response) {
      throw ApiError.fromResponse(error.response.status, error.data);
    }
    throw ApiError.network(error);
  } finally {
    options.onActivity?.(-1);
  }
}

/** A typed function for every endpoint of the contract, named like the endpoint. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const entries = Object.entries(contract as unknown as Record<string, Endpoint>).map(([name, endpoint]) => [
    name,
    (input: Parameters<typeof callEndpoint>[2] = {}) => callEndpoint(options, endpoint, input),
  ]);
  return Object.fromEntries(entries) as ApiClient;
}
