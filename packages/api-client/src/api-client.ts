import { createFetch, ofetch, FetchError, type $Fetch } from "ofetch";
import type { z } from "zod";
import {
  API_BASE_PATH,
  ErrorCodes,
  buildPath,
  contract,
  requestHeaders,
  type BodyKind,
  type Contract,
  type Endpoint,
  type EndpointName,
} from "@rightsdesk/domain";
import { ApiError } from "./api-error.js";
import { apiErrorFromResponse } from "./api-error-from-response.js";
import { fileNameFromContentDisposition } from "./content-disposition.js";

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

/** A file to upload: a Blob or File, or any Blob with the name the server should keep. */
export type UploadEntry = Blob | File | { name: string; data: Blob };

/** The input of a multipart endpoint: the files, and its other form fields when it has any. */
export type MultipartInput<B extends z.ZodType> = {
  files: readonly UploadEntry[];
} & ([B] extends [z.ZodNever] ? { fields?: Readonly<Record<string, string>> } : Present<B, "fields">);

/** What a file endpoint answers: the content, the original file name, and its type. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  contentType: string;
}

/** The input of an endpoint: only the parts it declares. */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType, infer BK>
    ? Present<P, "params"> &
        Present<Q, "query"> &
        ([BK] extends ["multipart"] ? MultipartInput<B> : Present<B, "body">)
    : never;

export type EndpointOutput<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R, BodyKind, infer RK>
    ? [RK] extends ["file"]
      ? DownloadedFile
      : z.output<R>
    : never;

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

/** An endpoint's input as the wire sees it: path parameters, query, body or multipart parts. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  files?: readonly UploadEntry[];
  fields?: Readonly<Record<string, unknown>>;
}

/** The form of a multipart call: fields first (the server reads parts in order), then the files. */
function toFormData(input: CallInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input.fields ?? {})) {
    if (value !== undefined) form.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  for (const entry of input.files ?? []) {
    if (entry instanceof Blob) form.append("files", entry);
    else form.append("files", entry.data, entry.name);
  }
  return form;
}

/** The error a failed download carries: its body is read as text and parsed when it is JSON. */
async function downloadError(status: number, body: unknown): Promise<ApiError> {
  let parsed: unknown = body;
  if (body instanceof Blob) {
    try {
      parsed = JSON.parse(await body.text());
    } catch {
      parsed = undefined;
    }
  }
  return apiErrorFromResponse(status, parsed);
}

async function fetchFile(request: $Fetch, url: string, init: Parameters<$Fetch>[1]): Promise<DownloadedFile> {
  const response = await request.raw<Blob, "blob">(url, {
    ...init,
    responseType: "blob",
    ignoreResponseError: true,
  });
  const blob: unknown = response._data;
  if (!response.ok) throw await downloadError(response.status, blob);
  const content = blob instanceof Blob ? blob : new Blob([]);
  const contentType = response.headers.get("content-type") ?? (content.type || "application/octet-stream");
  return {
    blob: content,
    fileName: fileNameFromContentDisposition(response.headers.get("content-disposition")) ?? "download",
    contentType,
  };
}

/**
 * Calls one endpoint: what every function of `createApiClient` does. A client that loads the
 * contract lazily (the web app's, so its first page does not carry every schema) calls it directly.
 */
export async function callEndpoint(
  options: ApiClientOptions,
  endpoint: Endpoint,
  input: CallInput = {},
): Promise<unknown> {
  const request: $Fetch = options.fetch ? createFetch({ fetch: options.fetch }) : ofetch;
  const url = `${options.baseUrl.replace(/\/$/, "")}${API_BASE_PATH}${buildPath(endpoint.path, input.params)}`;
  const isFile = endpoint.responseKind === "file";
  const headers = {
    accept: isFile ? "*/*" : "application/json",
    ...contextHeaders(options.getContext?.() ?? {}),
  };
  const body =
    endpoint.method === "GET"
      ? undefined
      : endpoint.bodyKind === "multipart"
        ? toFormData(input)
        : (input.body ?? {});
  options.onActivity?.(1);
  try {
    const init = { method: endpoint.method, headers, query: input.query, body, retry: 0 } as const;
    if (isFile) return await fetchFile(request, url, init);
    const data: unknown = await request(url, init);
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
      throw apiErrorFromResponse(error.response.status, error.data);
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
    (input: CallInput = {}) => callEndpoint(options, endpoint, input),
  ]);
  return Object.fromEntries(entries) as ApiClient;
}
