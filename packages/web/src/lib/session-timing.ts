import { resolveSessionTiming, sessionTiming, type SessionTiming } from "@rightsdesk/domain";
import { backgroundApi } from "./api-client";

/** How long the app waits for the server's timings before starting with the specification's. */
const configTimeoutMs = 5000;

let current: SessionTiming = sessionTiming;

/**
 * Asks the server for the session timings it enforces (GET /Client/Config), once, before the app
 * starts: an operator (or a test) shortens them through the server's RIGHTSDESK_SESSION_TIMING,
 * never by editing the constants. A server that cannot be reached leaves the specification's.
 */
export async function loadSessionTiming(): Promise<SessionTiming> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no answer in time")), configTimeoutMs);
  });
  try {
    const { sessionTiming: fromServer } = await Promise.race([backgroundApi.getClientConfig(), timeout]);
    current = resolveSessionTiming(fromServer);
  } catch (error) {
    console.warn("Session timings could not be loaded; using the specification's.", error);
  } finally {
    clearTimeout(timer);
  }
  return current;
}

/** The timings in force: the server's once loaded, the specification's before that. */
export function getSessionTiming(): SessionTiming {
  return current;
}
