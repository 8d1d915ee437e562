import { redirect, type MiddlewareFunction } from "react-router-dom";
import { session } from "../../lib/session";
import { decideGuard } from "../guard";

/**
 * The guard's middleware. Middleware runs before any loader below it, on every navigation,
 * so a signed-out visitor is sent to sign in before a guarded page asks the server for anything.
 */
export const requireSession: MiddlewareFunction = ({ request }) => {
  const url = new URL(request.url);
  const decision = decideGuard(session.read(), new Date(), `${url.pathname}${url.search}`);
  if (decision.kind === "redirect") throw redirect(decision.to);
};
