import { alertViews } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { createHashRouter } from "react-router-dom";
import type { SessionService } from "../lib/session-service";
import { PageLoading } from "../ui/page-loading";
import { paths } from "../routing/paths";
import { recordScreens } from "./record-routes";
import { requireAccess } from "./routes/require-access";
import { requireSession } from "./routes/require-session";
import { RootLayout } from "./routes/root-layout";
import { RouteError } from "./routes/route-error";
import { indexRedirect, lazyRoute, screen, section, toRouteObject, type ScreenRoute } from "./screen-route";

const app = paths.app;

/** The pages open without a session: sign-in and the two steps of a password reset. */
const signedOutScreens: ScreenRoute[] = [
  screen(paths.auth.login.path, () => import("../features/auth/routes/login")),
  screen(paths.auth.resetPassword.path, () => import("../features/auth/routes/reset-password")),
  screen(paths.auth.resetNewPassword.path, () => import("../features/auth/routes/reset-new-password")),
];

const adminScreens = section(
  app.admin.path,
  () => import("../features/admin/routes/admin-layout"),
  () => app.admin.users.getHref(),
  [
    screen(app.admin.users.path, () => import("../features/admin/routes/user-management")),
    section(
      app.admin.user.path,
      () => import("../features/admin/routes/user-layout"),
      (params) => app.admin.user.profile.getHref(Number(params.userId)),
      [
        screen(app.admin.user.profile.path, () => import("../features/admin/routes/user-profile")),
        screen(app.admin.user.access.path, () => import("../features/admin/routes/manage-access")),
        screen(app.admin.user.preferences.path, () => import("../features/admin/routes/user-preferences")),
      ],
    ),
    screen(app.admin.roles.path, () => import("../features/admin/routes/roles-permission")),
    screen(paths.app.admin.clients.path, () => import("../features/clients/routes/clients")),
  ],
);

const alertScreens = section(
  app.alertDashboard.path,
  () => import("../features/alerts/routes/alert-dashboard-layout"),
  () => app.alertDashboard.view.getHref("all"),
  alertViews.map((view) =>
    screen(
      view,
      view === "to-do-list"
        ? () => import("../features/alerts/routes/todo-list")
        : () => import("../features/alerts/routes/alert-view"),
    ),
  ),
);

const reportScreens = section(app.reports.path, undefined, () => app.reports.all.getHref(), [
  screen(app.reports.all.path, () => import("../features/reports/routes/reports-all")),
  screen(app.reports.report.path, () => import("../features/reports/routes/report-view")),
]);

const reportUpload = app.reportUploads;
const reportUploadScreens = section(
  reportUpload.path,
  () => import("../features/report-upload/routes/report-upload-layout"),
  () => reportUpload.recent.getHref(),
  [
    screen(reportUpload.recent.path, () => import("../features/report-upload/routes/recent-activities")),
    screen(reportUpload.details.path, () => import("../features/report-upload/routes/record-upload-details")),
    screen(reportUpload.issues.path, () => import("../features/report-upload/routes/upload-issues")),
    screen(reportUpload.logs.path, () => import("../features/report-upload/routes/report-logs")),
  ],
);

/** Every screen behind the sign-in, in the shell. */
const signedInScreens: ScreenRoute[] = [
  screen(app.dashboard.path, () => import("../features/dashboard/routes/dashboard")),
  screen(app.profile.path, () => import("../features/account/routes/profile")),
  screen(app.switchProfile.path, () => import("../features/account/routes/switch-profile")),
  screen(app.terms.path, () => import("../features/terms/routes/terms")),
  adminScreens,
  screen(app.addUser.path, () => import("../features/admin/routes/add-user")),
  ...recordScreens.companyScreens,
  ...recordScreens.personScreens,
  ...recordScreens.assetScreens,
  ...recordScreens.elementScreens,
  ...recordScreens.completionReportScreens,
  alertScreens,
  ...recordScreens.contractTemplateScreens,
  ...recordScreens.contractScreens,
  reportScreens,
  reportUploadScreens,
  screen("*", () => import("./routes/not-found")),
];

/** The route tree of spec 000 section 2; each screen is its own chunk. */
export function createAppRouter(queryClient: QueryClient, session: SessionService) {
  const routesOf = (screens: readonly ScreenRoute[]) =>
    screens.map((route) => toRouteObject(route, queryClient));
  return createHashRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        ...routesOf(signedOutScreens),
        {
          // The guard: everything below needs a live session, checked on every navigation.
          // Then the account's gates and the route's module (`requireAccess`).
          middleware: [requireSession(session), requireAccess(queryClient)],
          lazy: lazyRoute(() => import("./routes/app-shell"), queryClient),
          children: [
            {
              // Errors below the shell keep the top bar, so the user can still move on or sign out.
              ErrorBoundary: RouteError,
              children: [indexRedirect(() => app.dashboard.getHref()), ...routesOf(signedInScreens)],
            },
          ],
        },
      ],
    },
  ]);
}
