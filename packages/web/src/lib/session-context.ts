import { useSelector } from "@xstate/react";
import { createContext, useContext } from "react";
import type { SessionService, SessionSnapshot } from "./session-service";

export const SessionServiceContext = createContext<SessionService | null>(null);

/** The running session (sign-in, sign-out, profile choice), provided once by the app. */
export function useSessionService(): SessionService {
  const service = useContext(SessionServiceContext);
  if (!service) throw new Error("useSessionService needs the app's SessionServiceContext provider.");
  return service;
}

/** A value read from the session machine, re-rendering only when it changes. */
export function useSessionState<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useSessionService().actor, selector);
}
