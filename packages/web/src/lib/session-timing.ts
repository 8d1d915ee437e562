import {
  CLIENT_CONFIG_META_NAME,
  resolveSessionTiming,
  sessionTiming,
  type SessionTiming,
} from "@rightsdesk/domain";
import { backgroundApi } from "./api-client";

/** How long the app waits for the server's timings before starting with the specification's. */
const configTimeoutMs = 5000;

let current: SessionTiming = sessionTiming;

/**
 * The timings the server wrote into the page (what GET /Client/Config answers, in a meta element),
 * or null on a page without them (the dev server's). `resolveSessionTiming` keeps only known
 * timings that are non-negative numbers.
 */
function timingInPage(): Partial<SessionTiming> | null {
  const content = document.querySelector(`meta[name="${CLIENT_CONFIG_META_NAME}"]`)?.getAttribute("content");
  if (!content) return null;
  try {
    const parsed: unknown = JSON.parse(content);
    const timing: unknown =
      typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "sessionTiming") : undefined;
    return typeof timing === "object" && timing !== null ? (timing as Partial<SessionTiming>) : null;
  } catch {
    return null;
  }
}

/**
 * The session timings the server enforces, once, before the app starts: an operator (or a test)
 * shortens them through the server's RIGHTSDESK_SESSION_TIMING, never by editing the constants.
 * The server writes them into the page; a page without them asks GET /Client/Config. A server that
 * cannot be reached leaves the specification's.
 */
export async function loadSessionTiming(): Promise<SessionTiming> {
  const inPage = timingInPage();
  if (inPage) {
    current = resolveSessionTiming(inPage);
    return current;
  }
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
