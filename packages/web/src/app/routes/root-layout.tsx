import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import { useHasActiveRequests } from "../../lib/activity";
import { ActivityBar } from "../../ui/activity-bar";
import { DiscardChangesGuard } from "../discard-changes-guard";
import { SessionSupervisor } from "../session/session-supervisor";

/**
 * Around every page, signed in or not: the global loader (any request or navigation in flight,
 * spec 000 section 4), the discard-changes guard, the session's clock and dialogs. Every page
 * starts at the top, and going back returns to where the user was.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const hasActiveRequests = useHasActiveRequests();
  return (
    <DiscardChangesGuard>
      <ActivityBar active={hasActiveRequests || navigation.state !== "idle"} />
      <Outlet />
      <SessionSupervisor />
      <ScrollRestoration />
    </DiscardChangesGuard>
  );
}
