import { redirect, type MiddlewareFunction } from "react-router-dom";
import { session } from "../../lib/session";
import type { SessionService } from "../../lib/session-service";
import { decideGuard } from "../guard";

/**
 * The guard's middleware. Middleware runs before any loader below it, on every navigation,
 * so a signed-out visitor is sent to sign in before a guarded page asks the server for anything.
 * What opens the route is the stored session (spec 000 section 2); when storage holds one the
 * session machine does not know (written behind the app's back), the machine takes it up, so
 * its clock, refresh and sign-out apply to it too.
 */
export function requireSession(service: SessionService): MiddlewareFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const decision = decideGuard(session.read(), new Date(), `${url.pathname}${url.search}`);
    if (decision.kind === "redirect") throw redirect(decision.to);
    service.adoptStoredSession();
  };
}
