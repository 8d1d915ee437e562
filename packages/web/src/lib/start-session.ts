import type { SessionTiming } from "@rightsdesk/domain";
import { backgroundApi, loadApiRuntime } from "./api-client";
import { session } from "./session";
import { createSessionService, type SessionService } from "./session-service";
import { sessionKeys } from "./session-storage";

/** One refresh at a time across tabs: a spent refresh token would end the session everywhere. */
function exclusive<T>(run: () => Promise<T>): Promise<T> {
  // Web Locks exist only in secure contexts; over plain HTTP each tab refreshes on its own.
  if (!("locks" in navigator)) return run();
  return navigator.locks.request("rightsdesk.token-refresh", run) as Promise<T>;
}

/** Starts the browser's session with the server's timings and follows the other tabs. */
export function startSession(timing: SessionTiming): SessionService {
  const service = createSessionService({
    storage: session,
    timing,
    refreshTokens: (refreshToken) => backgroundApi.refreshToken({ body: { refreshToken } }),
    exclusive,
  });
  window.addEventListener("storage", (event) => {
    if (event.storageArea !== window.localStorage || event.key !== sessionKeys.token) return;
    if (event.newValue === null) service.signOut("signedOut");
    // The stored session is read with the schemas that come with the API's chunk.
    else
      void loadApiRuntime().then(
        () => service.adoptStoredSession(),
        () => undefined,
      );
  });
  return service;
}
