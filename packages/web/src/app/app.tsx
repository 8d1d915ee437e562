import type { SessionTiming } from "@rightsdesk/domain";
import { RouterProvider } from "react-router-dom";
import { endServerSession, setApiErrorHandler } from "../lib/api-client";
import { startSession } from "../lib/start-session";
import { createBackNavigation } from "./back-navigation";
import { AppProvider } from "./provider";
import { queryClient } from "./query-client";
import { createAppRouter } from "./router";
import { followSessionEnd, reactToApiError } from "./session-reactions";

/** Builds the app once the server's session timings are known (GET /Client/Config). */
export function createApp(timing: SessionTiming) {
  const session = startSession(timing);
  const router = createAppRouter(queryClient, session);
  const backNavigation = createBackNavigation(router);
  setApiErrorHandler((error, endpoint) => reactToApiError(router, session, error, endpoint));
  followSessionEnd({
    router,
    service: session,
    queryClient,
    onEnd: () => backNavigation.send({ type: "CLEAR" }),
    endServerSession,
  });

  return function App() {
    return (
      <AppProvider queryClient={queryClient} session={session} backNavigation={backNavigation}>
        <RouterProvider router={router} />
      </AppProvider>
    );
  };
}
