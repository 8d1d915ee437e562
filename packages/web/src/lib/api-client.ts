import { createApiClient, isApiError, type ApiClient, type ApiError } from "@rightsdesk/api-client";
import { moduleForPath, moduleNames, type EndpointName, type ModuleName } from "@rightsdesk/domain";
import { config } from "../config";
import { trackActivity } from "./activity";
import { session } from "./session";

type ApiErrorHandler = (error: ApiError, endpoint: EndpointName) => void;
let onApiError: ApiErrorHandler = () => undefined;

/**
 * The app decides what an error means beyond the screen that made the call: a rejected session
 * signs out, a required password change or an invalid profile moves the user (app/app.tsx).
 */
export function setApiErrorHandler(handler: ApiErrorHandler): void {
  onApiError = handler;
}

function withErrorHandling(client: ApiClient): ApiClient {
  const wrapped = Object.entries(client).map(([name, call]) => [
    name,
    async (...args: unknown[]) => {
      try {
        return await (call as (...input: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (isApiError(error)) onApiError(error, name as EndpointName);
        throw error;
      }
    },
  ]);
  return Object.fromEntries(wrapped) as ApiClient;
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
export const api = withErrorHandling(
  createApiClient({ baseUrl: config.apiBaseUrl, getContext: requestContext, onActivity: trackActivity }),
);

/**
 * For calls the user did not ask for (token refresh, the permission refetch every minute): the
 * global loader is disabled for them (spec 000 section 4), so it does not flicker on its own.
 */
export const backgroundApi = withErrorHandling(
  createApiClient({ baseUrl: config.apiBaseUrl, getContext: requestContext }),
);

/**
 * Ends a session on the server with the token it had, after this browser already forgot it (the
 * idle timeout, "No" on 'Session Expiring'): a copy of the token must not outlive the session.
 * Quiet and best-effort: the user is signed out here whatever the server says.
 */
export async function endServerSession(token: string): Promise<void> {
  const client = createApiClient({ baseUrl: config.apiBaseUrl, getContext: () => ({ token }) });
  await client.logout().catch(() => undefined);
}
