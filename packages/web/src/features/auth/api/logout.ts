import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useSessionService } from "../../../lib/session-context";

/**
 * Signs out on the server, then ends the session here whatever the server said: a user who asks
 * to sign out must end up signed out, even offline. The app then goes to sign-in and drops the
 * cached data (app/session-reactions.ts).
 */
export function useLogout() {
  const session = useSessionService();
  return useMutation({
    mutationFn: () => api.logout(),
    onSettled: () => session.signOut("signedOut"),
    meta: { errorHandling: "local" },
  });
}
