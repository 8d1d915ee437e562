import {
  kindsOfAlertView,
  mpuLookAhead,
  resolveDaysAhead,
  type AlertDaysAhead,
  type AlertRuleKind,
} from "@rightsdesk/domain";
import type { AlertListView } from "./alert-view";

/**
 * How many days ahead an empty view looked, for "Nothing due in the next N days": the chosen
 * days, else the user's preference for the view's kinds. MPU alerts always look further (to
 * renegotiate in time), so they set the number only on their own view.
 */
export function daysAheadOfView(
  view: AlertListView,
  within: number | null,
  userDaysAhead: AlertDaysAhead | undefined,
): number {
  const kinds = kindsOfAlertView[view].filter(
    (kind): kind is AlertRuleKind =>
      kind !== "REMINDER" && (view === "mpu-expiring" || kind !== "MPU_EXPIRE"),
  );
  const days = kinds.map((kind) => {
    const daysAhead = resolveDaysAhead(kind, { withinDays: within ?? undefined, user: userDaysAhead });
    return kind === "MPU_EXPIRE" ? mpuLookAhead(daysAhead) : daysAhead;
  });
  return Math.max(0, ...days);
}
