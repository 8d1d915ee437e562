import type { ApiError } from "@rightsdesk/api-client";
import type { createHashRouter } from "react-router-dom";
import { toast } from "sonner";
import { session } from "../lib/session";
import { decideSessionEnd } from "./error-reactions";
import { paths } from "./paths";

type AppRouter = ReturnType<typeof createHashRouter>;

/** Clears what the server no longer accepts and sends the user to sign in, to come back after. */
export function endRejectedSession(router: AppRouter, error: ApiError): void {
  const reaction = decideSessionEnd(error);
  if (reaction.clear === null) return;
  if (reaction.clear === "session") session.clear();
  else session.removeAccessToken();
  if (reaction.message) toast.error(reaction.message, { id: "session-ended" });

  const target = router.state.navigation.location ?? router.state.location;
  if (target.pathname === paths.auth.login.path) return;
  void router.navigate(paths.auth.login.getHref(`${target.pathname}${target.search}`), { replace: true });
}
