import { useSessionService } from "../../lib/session-context";
import { SessionDialogs } from "./session-dialogs";
import { useActivityTracking } from "./use-activity-tracking";
import { useSessionClock } from "./use-session-clock";

/** Keeps the session machine fed (time, activity) and shows its dialogs. */
export function SessionSupervisor() {
  const service = useSessionService();
  useSessionClock(service);
  useActivityTracking(service);
  return <SessionDialogs />;
}
