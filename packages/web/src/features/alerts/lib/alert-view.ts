import { alertViews, type AlertListView, type AlertView } from "@rightsdesk/domain";

/** `/alert-dashboard/mpu-expiring?…` → "mpu-expiring"; null off the dashboard. */
export function readAlertView(pathname: string): AlertView | null {
  const segments = pathname.split(/[?#]/, 1)[0]?.split("/").filter(Boolean) ?? [];
  if (segments[0] !== "alert-dashboard") return null;
  return alertViews.find((view) => view === segments[1]) ?? null;
}

export type { AlertListView };

export function isAlertListView(view: AlertView): view is AlertListView {
  return view !== "to-do-list";
}
