import type { Db } from "../../db/database.js";
import { requireCaller, type Handlers } from "../../http/handler.js";
import { DashboardService } from "./dashboard-service.js";

export type DashboardEndpoint =
  "getDashboardLayout" | "saveDashboardLayout" | "resetDashboardLayout" | "getDashboardWidget";

/** The dashboard: the caller's layout (kept per user) and each widget's items. */
export function dashboardHandlers(db: Db): Pick<Handlers, DashboardEndpoint> {
  const dashboard = new DashboardService(db);
  return {
    getDashboardLayout: (_input, context) => dashboard.layout(requireCaller(context)),
    saveDashboardLayout: ({ body }, context) => dashboard.save(requireCaller(context), body, context.now),
    resetDashboardLayout: (_input, context) => dashboard.reset(requireCaller(context)),
    getDashboardWidget: ({ params }, context) =>
      dashboard.widget(params.widget, requireCaller(context), context.now),
  };
}
