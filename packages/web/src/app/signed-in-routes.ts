import { alertViews } from "@rightsdesk/domain";
import { paths } from "../routing/paths";
import { recordScreens } from "./record-routes";
import { screen, section, type ScreenRoute } from "./screen-route";

/*
 * The screens behind the sign-in: a chunk of their own (with the domain's route lists they are made
 * from), added to the router on the first navigation into the app (app/router.tsx), so the sign-in
 * page does not carry them.
 */

const app = paths.app;

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
export const signedInScreens: ScreenRoute[] = [
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
  screen(app.rateCards.path, () => import("../features/rate-card/routes/rate-cards")),
  screen(app.forecast.path, () => import("../features/forecast/routes/forecast")),
  reportScreens,
  reportUploadScreens,
  screen("*", () => import("./routes/not-found")),
];
