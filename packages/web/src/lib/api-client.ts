import {
  ApiError,
  isApiError,
  type ApiClient,
  type ApiClientOptions,
  type CallInput,
} from "@rightsdesk/api-client";
import {
  moduleForPath,
  moduleNames,
  type Endpoint,
  type EndpointName,
  type ModuleName,
} from "@rightsdesk/domain";
import { config } from "../config";
import type * as ApiContractModule from "./api-contract";
import { trackActivity } from "./activity";
import { provideStoredSessionSchemas, session } from "./session";

type ApiErrorHandler = (error: ApiError, endpoint: EndpointName) => void;
let onApiError: ApiErrorHandler = () => undefined;

/**
 * The app decides what an error means beyond the screen that made the call: a rejected session
 * signs out, a required password change or an invalid profile moves the user (app/app.tsx).
 */
export function setApiErrorHandler(handler: ApiErrorHandler): void {
  onApiError = handler;
}

type Contract = Readonly<Record<string, Endpoint | undefined>>;
type ApiRuntime = Omit<typeof ApiContractModule, "contract"> & { contract: Contract };
let runtimeLoad: Promise<ApiRuntime> | undefined;

/**
 * Loads the contract, the calls that apply it and the stored session's schemas (lib/api-contract.ts)
 * once, as a chunk of its own: the sign-in page needs none of it until someone signs in. A failed
 * load is forgotten, so the next call tries again, and fails like a call that could not reach the
 * server.
 */
export function loadApiRuntime(): Promise<ApiRuntime> {
  runtimeLoad ??= import("./api-contract").then(
    (runtime) => {
      provideStoredSessionSchemas(runtime.storedSessionSchemas);
      return { ...runtime, contract: runtime.contract as unknown as Contract };
    },
    (error: unknown) => {
      runtimeLoad = undefined;
      throw ApiError.network(error);
    },
  );
  return runtimeLoad;
}

/** Starts loading the API's chunk ahead of the first call (the sign-in form is being filled in). */
export function preloadApiRuntime(): void {
  void loadApiRuntime().catch(() => undefined);
}

async function prepareCall(name: string) {
  const { contract, callEndpoint } = await loadApiRuntime();
  const endpoint = contract[name];
  if (!endpoint) throw new Error(`The API has no call named ${name}.`);
  return { endpoint, callEndpoint };
}

/**
 * A typed function for every endpoint of the contract, like the api-client's `createApiClient`,
 * whose endpoints are looked up on the first call. A proxy, so the names need not be known before
 * the contract loads; each function is made once, on first use, and kept on the object (tests
 * replace them there, lib/testing/fake-api.ts). Every failed call goes to the app's error handler.
 */
function createLazyApiClient(options: ApiClientOptions): ApiClient {
  const { onActivity, ...requestOptions } = options;
  const methodFor = (name: string) => async (input?: CallInput) => {
    onActivity?.(1);
    try {
      const { endpoint, callEndpoint } = await prepareCall(name);
      return await callEndpoint(requestOptions, endpoint, input);
    } catch (error) {
      if (isApiError(error)) onApiError(error, name as EndpointName);
      throw error;
    } finally {
      onActivity?.(-1);
    }
  };
  // `then` stays absent, so the client is never taken for a promise; symbols are no endpoint names.
  const isEndpointName = (key: string | symbol): key is string => typeof key === "string" && key !== "then";
  const materialize = (target: Record<string, unknown>, key: string) => {
    if (!Object.hasOwn(target, key)) {
      Object.defineProperty(target, key, {
        value: methodFor(key),
        writable: true,
        configurable: true,
        enumerable: true,
      });
    }
  };
  return new Proxy<Record<string, unknown>>(
    {},
    {
      get(target, key, receiver) {
        if (isEndpointName(key)) materialize(target, key);
        return Reflect.get(target, key, receiver) as unknown;
      },
      getOwnPropertyDescriptor(target, key) {
        if (isEndpointName(key)) materialize(target, key);
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    },
  ) as unknown as ApiClient;
}

function isModuleName(value: string | null): value is ModuleName {
  return moduleNames.some((name) => name === value);
}

/** The module of the screen a request is made from (spec 000 section 7: an asset route sets asset). */
function currentModuleName(): ModuleName | null {
  const module = moduleForPath(window.location.hash);
  return isModuleName(module) ? module : null;
}

const requestContext = () => ({ ...session.requestContext(), moduleName: currentModuleName() });

/** The only way the web app talks to the server; every call shows the activity bar. */
export const api = createLazyApiClient({
  baseUrl: config.apiBaseUrl,
  getContext: requestContext,
  onActivity: trackActivity,
});

/**
 * For calls the user did not ask for (token refresh, the permission refetch every minute): the
 * global loader is disabled for them (spec 000 section 4), so it does not flicker on its own.
 */
export const backgroundApi = createLazyApiClient({ baseUrl: config.apiBaseUrl, getContext: requestContext });

/**
 * Ends a session on the server with the token it had, after this browser already forgot it (the
 * idle timeout, "No" on 'Session Expiring'): a copy of the token must not outlive the session.
 * Quiet and best-effort: the user is signed out here whatever the server says.
 */
export async function endServerSession(token: string): Promise<void> {
  try {
    const { endpoint, callEndpoint } = await prepareCall("logout");
    await callEndpoint({ baseUrl: config.apiBaseUrl, getContext: () => ({ token }) }, endpoint);
  } catch {
    // Nothing to do: this browser has forgotten the session already.
  }
}
