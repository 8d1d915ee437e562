import { createApiClient, type ApiClient, type ApiError } from "@rightsdesk/api-client";
import { config } from "../config";
import { trackActivity } from "./activity";
import { isUnauthenticated } from "./api-errors";
import { session } from "./session";

type UnauthenticatedHandler = (error: ApiError) => void;
let onUnauthenticated: UnauthenticatedHandler = () => undefined;

/** The app decides what a rejected session means for the screen (clear storage, go to sign-in). */
export function setUnauthenticatedHandler(handler: UnauthenticatedHandler): void {
  onUnauthenticated = handler;
}

function withUnauthenticatedHandling(client: ApiClient): ApiClient {
  const wrapped = Object.entries(client).map(([name, call]) => [
    name,
    async (...args: unknown[]) => {
      try {
        return await (call as (...input: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (isUnauthenticated(error)) onUnauthenticated(error);
        throw error;
      }
    },
  ]);
  return Object.fromEntries(wrapped) as ApiClient;
}

/** The only way the web app talks to the server. */
export const api = withUnauthenticatedHandling(
  createApiClient({
    baseUrl: config.apiBaseUrl,
    getContext: () => session.requestContext(),
    onActivity: trackActivity,
  }),
);
