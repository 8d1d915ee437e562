import type { ApiError } from "@rightsdesk/api-client";
import { moduleForPath, type EndpointName } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { createHashRouter, Location } from "react-router-dom";
import type { SessionService } from "../lib/session-service";
import { showToast } from "../lib/show-toast";
import { decideSessionReaction } from "./error-reactions";
import { paths } from "../routing/paths";
import { sessionEndedState } from "../routing/navigation-state";

/** The router's part these reactions use (a hash router in the app, a memory router in tests). */
type AppRouter = Pick<ReturnType<typeof createHashRouter>, "state" | "navigate">;

/** Where the user is, or is going: a navigation in flight counts as where they are. */
function currentLocation(router: AppRouter): Location {
  return router.state.navigation.location ?? router.state.location;
}

function navigateUnlessThere(router: AppRouter, href: string): void {
  const [pathname] = href.split("?");
  if (currentLocation(router).pathname === pathname) return;
  void router.navigate(href);
}

/** What an error means beyond the screen that made the call (see `decideSessionReaction`). */
export function reactToApiError(
  router: AppRouter,
  service: SessionService,
  error: ApiError,
  endpoint: EndpointName,
): void {
  const reaction = decideSessionReaction(error, endpoint);
  switch (reaction.kind) {
    case "signOut":
      service.signOut(reaction.reason, reaction.message);
      return;
    case "changePassword":
      service.markPasswordChangeRequired();
      navigateUnlessThere(router, paths.app.profile.getHref("password"));
      return;
    case "redirect":
      if (reaction.message) showToast("warning", reaction.message, 0, `redirect:${reaction.to}`);
      navigateUnlessThere(router, reaction.to);
      return;
    case "none":
      return;
  }
}

/**
 * When a session ends, for whatever reason (sign-out, idle timeout, expiry, a refused token), the
 * user goes to sign in; unless they signed out on purpose, they come back to where they were.
 * Cached data of the ended session is dropped.
 */
export function followSessionEnd({
  router,
  service,
  queryClient,
  onEnd,
  endServerSession,
}: {
  router: AppRouter;
  service: SessionService;
  queryClient: Pick<QueryClient, "clear">;
  /** Whatever else a session's end resets (back navigation). */
  onEnd: () => void;
  /** Ends the session on the server with the token this browser just forgot. */
  endServerSession: (token: string) => Promise<void>;
}): void {
  let lastToken: string | null = service.actor.getSnapshot().context.token;
  let wasSignedIn = service.actor.getSnapshot().matches("signedIn");
  service.actor.subscribe((snapshot) => {
    const signedIn = snapshot.matches("signedIn");
    if (wasSignedIn && !signedIn) {
      const { endReason } = snapshot.context;
      // Ended here while the server still accepts the token: end it there too.
      if (lastToken && (endReason === "inactive" || endReason === "declined"))
        void endServerSession(lastToken);
      void leaveForSignIn(endReason === "signedOut");
    }
    wasSignedIn = signedIn;
    lastToken = signedIn ? snapshot.context.token : null;
  });

  async function leaveForSignIn(deliberate: boolean) {
    onEnd();
    const here = currentLocation(router);
    // A public page (resetting a password, say) has nothing to protect.
    if (moduleForPath(here.pathname) !== "public") {
      const returnTo = deliberate ? undefined : `${here.pathname}${here.search}`;
      await router.navigate(paths.auth.login.getHref(returnTo), { replace: true, state: sessionEndedState });
    }
    queryClient.clear();
  }
}
