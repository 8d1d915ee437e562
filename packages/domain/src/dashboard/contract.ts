import { defineEndpoint } from "../api/endpoint.js";
import { EmptyBody } from "../api/module-access.js";
import {
  DashboardLayoutAnswerSchema,
  DashboardLayoutSchema,
  DashboardWidgetDataSchema,
  DashboardWidgetParamsSchema,
} from "./dashboard-widgets.js";

/**
 * The dashboard's layout (per user) and its widgets' data. Every signed-in user lands on the
 * dashboard, so its calls need only a session: the layout holds the widgets the caller may read and
 * each widget's data is checked against its own modules.
 */
const read = { kind: "session" } as const;
const tag = "Dashboard";

export const getDashboardLayout = defineEndpoint({
  name: "getDashboardLayout",
  method: "GET",
  path: "/Dashboard/Layout",
  summary: "The caller's dashboard layout, or the default one; widgets the caller may not see are left out",
  tag,
  access: read,
  response: DashboardLayoutAnswerSchema,
  errors: [],
});

export const saveDashboardLayout = defineEndpoint({
  name: "saveDashboardLayout",
  method: "PUT",
  path: "/Dashboard/Layout",
  summary: "Keep the caller's dashboard layout",
  tag,
  access: read,
  body: DashboardLayoutSchema,
  response: DashboardLayoutAnswerSchema,
  errors: ["Unauthorized"],
});

export const resetDashboardLayout = defineEndpoint({
  name: "resetDashboardLayout",
  method: "DELETE",
  path: "/Dashboard/Layout",
  summary: "Go back to the default layout",
  tag,
  access: read,
  response: DashboardLayoutAnswerSchema,
  errors: [],
});

export const getDashboardWidget = defineEndpoint({
  name: "getDashboardWidget",
  method: "POST",
  path: "/Dashboard/Widget/{widget}",
  summary: "One widget's items (the first ten) and how many there are in all",
  tag,
  access: read,
  params: DashboardWidgetParamsSchema,
  body: EmptyBody,
  response: DashboardWidgetDataSchema,
  errors: ["Unauthorized", "NotFound"],
});
