import {
  alertViews,
  assetRoutes,
  companyRoutes,
  contractRoutes,
  elementRoutes,
  personRoutes,
  type AssetRoute,
  type CompanyRoute,
  type ContractRoute,
  type ElementRoute,
  type PersonRoute,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createHashRouter, redirect, type LoaderFunction } from "react-router-dom";
import type { SessionService } from "../lib/session-service";
import { PageLoading } from "../ui/page-loading";
import { paths } from "../routing/paths";
import { requireAccess } from "./routes/require-access";
import { requireSession } from "./routes/require-session";
import { RootLayout } from "./routes/root-layout";
import { RouteError } from "./routes/route-error";

/** What a lazy route module exports: its screen, and a loader built with the query client. */
interface RouteModule {
  Component: ComponentType;
  loader?: (queryClient: QueryClient) => LoaderFunction;
}

function lazyRoute(load: () => Promise<RouteModule>, queryClient: QueryClient) {
  return async () => {
    const { Component, loader } = await load();
    return loader ? { Component, loader: loader(queryClient) } : { Component };
  };
}

/** The screen of a company tab: the profile, the log, documents, payroll clients, or its sections. */
function companyTabModule(route: CompanyRoute): () => Promise<RouteModule> {
  switch (route) {
    case "company-profile":
      return () => import("../features/company/routes/company-profile");
    case "logs":
      return () => import("../features/company/routes/company-logs");
    case "documents":
      return () => import("../features/company/routes/company-documents");
    case "payroll-vendor-company":
      return () => import("../features/company/routes/company-payroll-clients");
    default:
      return () => import("../features/company/routes/company-section-tab");
  }
}

/** The screen of a person tab: the profile, photos, documents, the log, or its sections. */
function personTabModule(route: PersonRoute): () => Promise<RouteModule> {
  switch (route) {
    case "people-profile":
      return () => import("../features/people/routes/person-profile");
    case "photos":
      return () => import("../features/people/routes/person-photos");
    case "documents":
      return () => import("../features/people/routes/person-documents");
    case "logs":
      return () => import("../features/people/routes/person-logs");
    default:
      return () => import("../features/people/routes/person-section-tab");
  }
}

/** The screen of an asset tab: the profile, the rights tracker, its lists, or its sections. */
function assetTabModule(route: AssetRoute): () => Promise<RouteModule> {
  switch (route) {
    case "asset-profile":
      return () => import("../features/asset/routes/asset-profile");
    case "rights-tracker":
      return () => import("../features/asset/routes/asset-rights-tracker");
    case "elements":
      return () => import("../features/asset/routes/asset-elements");
    case "edit-version":
      return () => import("../features/asset/routes/asset-edit-versions");
    case "documents":
      return () => import("../features/asset/routes/asset-documents");
    case "logs":
      return () => import("../features/asset/routes/asset-logs");
    default:
      return () => import("../features/asset/routes/asset-section-tab");
  }
}

/** The screen of an element tab: the profile, vendor/licensor, licences, linked assets or sections. */
function elementTabModule(route: ElementRoute): () => Promise<RouteModule> {
  switch (route) {
    case "element-profile":
      return () => import("../features/element/routes/element-profile");
    case "vendor-licensor":
      return () => import("../features/element/routes/element-vendor-licensor");
    case "rights-contracted":
      return () => import("../features/element/routes/element-rights-contracted");
    case "linkedAssets":
      return () => import("../features/element/routes/element-linked-assets");
    case "documents":
      return () => import("../features/element/routes/element-documents");
    case "logs":
      return () => import("../features/element/routes/element-logs");
    default:
      return () => import("../features/element/routes/element-section-tab");
  }
}

/** An asset's tabs, the same under `/asset/{id}` and the edit-version form `/asset/{base}/{id}`. */
function assetTabRoutes(queryClient: QueryClient) {
  return assetRoutes.map((route) => ({ path: route, lazy: lazyRoute(assetTabModule(route), queryClient) }));
}

/**
 * Contract templates and snippets: their lists, add, edit and view screens. Literal segments
 * rank before parameters, so `/contracts/templates/...` never reaches `/contracts/:contractId/:tab`.
 */
function contractTemplateRoutes(queryClient: QueryClient) {
  const templates = paths.app.contractTemplates;
  const snippets = paths.app.contractSnippets;
  const screen = (load: () => Promise<RouteModule>) => lazyRoute(load, queryClient);
  return [
    {
      path: templates.path,
      lazy: screen(() => import("../features/contract-templates/routes/templates-layout")),
      children: [
        { index: true, loader: () => redirect(templates.all.getHref()) },
        {
          path: templates.all.path,
          lazy: screen(() => import("../features/contract-templates/routes/templates-all")),
        },
      ],
    },
    {
      path: templates.add.path,
      lazy: screen(() => import("../features/contract-templates/routes/add-template")),
    },
    {
      path: templates.edit.path,
      lazy: screen(() => import("../features/contract-templates/routes/edit-template")),
    },
    {
      path: templates.view.path,
      lazy: screen(() => import("../features/contract-templates/routes/template-view")),
    },
    {
      path: snippets.path,
      lazy: screen(() => import("../features/contract-templates/routes/snippets-layout")),
      children: [
        { index: true, loader: () => redirect(snippets.all.getHref()) },
        {
          path: snippets.all.path,
          lazy: screen(() => import("../features/contract-templates/routes/snippets-all")),
        },
      ],
    },
    {
      path: snippets.add.path,
      lazy: screen(() => import("../features/contract-templates/routes/add-snippet")),
    },
    {
      path: snippets.edit.path,
      lazy: screen(() => import("../features/contract-templates/routes/edit-snippet")),
    },
    {
      path: snippets.view.path,
      lazy: screen(() => import("../features/contract-templates/routes/snippet-view")),
    },
  ];
}

/** The screen of a contract tab: the profile, guarantees, linked assets, rights acquired, documents or sections. */
function contractTabModule(route: ContractRoute): () => Promise<RouteModule> {
  switch (route) {
    case "contract-view":
      return () => import("../features/contract/routes/contract-view");
    case "guarantee-payment":
      return () => import("../features/contract/routes/contract-guarantees");
    case "linked-assets":
      return () => import("../features/contract/routes/contract-linked-assets");
    case "useRights":
      return () => import("../features/contract/routes/contract-use-rights");
    case "documents":
      return () => import("../features/contract/routes/contract-documents");
    default:
      return () => import("../features/contract/routes/contract-section-tab");
  }
}

/**
 * Contracts: the list, the five creation flows and a contract's tabs. Declared after the
 * templates' literal `/contracts/templates/...` routes, which rank before `:contractId` anyway.
 */
function contractRoutesOf(queryClient: QueryClient) {
  const screen = (load: () => Promise<RouteModule>) => lazyRoute(load, queryClient);
  const app = paths.app;
  return [
    {
      path: app.contracts.path,
      lazy: screen(() => import("../features/contract/routes/contracts-layout")),
      children: [
        { index: true, loader: () => redirect(app.contracts.all.getHref()) },
        {
          path: app.contracts.all.path,
          lazy: screen(() => import("../features/contract/routes/contracts-all")),
        },
      ],
    },
    { path: app.addContract.path, lazy: screen(() => import("../features/contract/routes/add-contract")) },
    {
      path: app.addQuickContract.path,
      lazy: screen(() => import("../features/contract/routes/add-quick-contract")),
    },
    {
      path: app.addBulkContract.path,
      lazy: screen(() => import("../features/contract/routes/add-bulk-contract")),
    },
    {
      path: app.addMsaContract.path,
      lazy: screen(() => import("../features/contract/routes/add-msa-contract")),
    },
    {
      path: app.addExistingContract.path,
      lazy: screen(() => import("../features/contract/routes/add-existing-contract")),
    },
    {
      path: app.contract.path,
      lazy: screen(() => import("../features/contract/routes/contract-layout")),
      children: [
        {
          index: true,
          loader: ({ params }: { params: { contractId?: string } }) =>
            redirect(app.contract.getHref(Number(params.contractId))),
        },
        ...contractRoutes.map((route) => ({ path: route, lazy: screen(contractTabModule(route)) })),
      ],
    },
  ];
}

/** The route tree of spec 000 section 2; each screen is its own chunk. */
export function createAppRouter(queryClient: QueryClient, session: SessionService) {
  return createHashRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          path: paths.auth.login.path,
          lazy: lazyRoute(() => import("../features/auth/routes/login"), queryClient),
        },
        {
          path: paths.auth.resetPassword.path,
          lazy: lazyRoute(() => import("../features/auth/routes/reset-password"), queryClient),
        },
        {
          path: paths.auth.resetNewPassword.path,
          lazy: lazyRoute(() => import("../features/auth/routes/reset-new-password"), queryClient),
        },
        {
          // The guard: everything below needs a live session, checked on every navigation.
          // Then the account's gates and the route's module (`requireAccess`).
          middleware: [requireSession(session), requireAccess(queryClient)],
          lazy: lazyRoute(() => import("./routes/app-shell"), queryClient),
          children: [
            {
              // Errors below the shell keep the top bar, so the user can still move on or sign out.
              ErrorBoundary: RouteError,
              children: [
                { index: true, loader: () => redirect(paths.app.dashboard.getHref()) },
                {
                  path: paths.app.dashboard.path,
                  lazy: lazyRoute(() => import("../features/dashboard/routes/dashboard"), queryClient),
                },
                {
                  path: paths.app.profile.path,
                  lazy: lazyRoute(() => import("../features/account/routes/profile"), queryClient),
                },
                {
                  path: paths.app.switchProfile.path,
                  lazy: lazyRoute(() => import("../features/account/routes/switch-profile"), queryClient),
                },
                {
                  path: paths.app.terms.path,
                  lazy: lazyRoute(() => import("../features/terms/routes/terms"), queryClient),
                },
                {
                  path: paths.app.admin.path,
                  lazy: lazyRoute(() => import("../features/admin/routes/admin-layout"), queryClient),
                  children: [
                    { index: true, loader: () => redirect(paths.app.admin.users.getHref()) },
                    {
                      path: paths.app.admin.users.path,
                      lazy: lazyRoute(() => import("../features/admin/routes/user-management"), queryClient),
                    },
                    {
                      path: paths.app.admin.user.path,
                      lazy: lazyRoute(() => import("../features/admin/routes/user-layout"), queryClient),
                      children: [
                        {
                          index: true,
                          loader: ({ params }) =>
                            redirect(paths.app.admin.user.profile.getHref(Number(params.userId))),
                        },
                        {
                          path: paths.app.admin.user.profile.path,
                          lazy: lazyRoute(() => import("../features/admin/routes/user-profile"), queryClient),
                        },
                        {
                          path: paths.app.admin.user.access.path,
                          lazy: lazyRoute(
                            () => import("../features/admin/routes/manage-access"),
                            queryClient,
                          ),
                        },
                        {
                          path: paths.app.admin.user.preferences.path,
                          lazy: lazyRoute(
                            () => import("../features/admin/routes/user-preferences"),
                            queryClient,
                          ),
                        },
                      ],
                    },
                    {
                      path: paths.app.admin.roles.path,
                      lazy: lazyRoute(() => import("../features/admin/routes/roles-permission"), queryClient),
                    },
                  ],
                },
                {
                  path: paths.app.addUser.path,
                  lazy: lazyRoute(() => import("../features/admin/routes/add-user"), queryClient),
                },
                {
                  path: paths.app.companies.path,
                  lazy: lazyRoute(() => import("../features/company/routes/companies-layout"), queryClient),
                  children: [
                    { index: true, loader: () => redirect(paths.app.companies.all.getHref()) },
                    {
                      path: paths.app.companies.all.path,
                      lazy: lazyRoute(() => import("../features/company/routes/companies-all"), queryClient),
                    },
                    {
                      path: paths.app.companies.archive.path,
                      lazy: lazyRoute(
                        () => import("../features/company/routes/companies-archive"),
                        queryClient,
                      ),
                    },
                  ],
                },
                {
                  path: paths.app.addCompany.path,
                  lazy: lazyRoute(() => import("../features/company/routes/add-company"), queryClient),
                },
                {
                  path: paths.app.company.path,
                  lazy: lazyRoute(() => import("../features/company/routes/company-layout"), queryClient),
                  children: [
                    {
                      index: true,
                      loader: ({ params }) => redirect(paths.app.company.getHref(Number(params.companyId))),
                    },
                    ...companyRoutes.map((route) => ({
                      path: route,
                      lazy: lazyRoute(companyTabModule(route), queryClient),
                    })),
                  ],
                },
                {
                  path: paths.app.people.path,
                  lazy: lazyRoute(() => import("../features/people/routes/people-layout"), queryClient),
                  children: [
                    { index: true, loader: () => redirect(paths.app.people.all.getHref()) },
                    {
                      path: paths.app.people.all.path,
                      lazy: lazyRoute(() => import("../features/people/routes/people-all"), queryClient),
                    },
                    {
                      path: paths.app.people.archive.path,
                      lazy: lazyRoute(() => import("../features/people/routes/people-archive"), queryClient),
                    },
                  ],
                },
                {
                  path: paths.app.addPerson.path,
                  lazy: lazyRoute(() => import("../features/people/routes/add-person"), queryClient),
                },
                {
                  path: paths.app.person.path,
                  lazy: lazyRoute(() => import("../features/people/routes/person-layout"), queryClient),
                  children: [
                    {
                      index: true,
                      loader: ({ params }) => redirect(paths.app.person.getHref(Number(params.peopleId))),
                    },
                    ...personRoutes.map((route) => ({
                      path: route,
                      lazy: lazyRoute(personTabModule(route), queryClient),
                    })),
                  ],
                },
                {
                  path: paths.app.assets.path,
                  lazy: lazyRoute(() => import("../features/asset/routes/assets-layout"), queryClient),
                  children: [
                    { index: true, loader: () => redirect(paths.app.assets.all.getHref()) },
                    {
                      path: paths.app.assets.all.path,
                      lazy: lazyRoute(() => import("../features/asset/routes/assets-all"), queryClient),
                    },
                  ],
                },
                {
                  path: paths.app.addAsset.path,
                  lazy: lazyRoute(() => import("../features/asset/routes/add-asset"), queryClient),
                },
                {
                  path: paths.app.asset.path,
                  lazy: lazyRoute(() => import("../features/asset/routes/asset-layout"), queryClient),
                  children: [
                    {
                      index: true,
                      loader: ({ params }) => redirect(paths.app.asset.getHref(Number(params.assetId))),
                    },
                    ...assetTabRoutes(queryClient),
                  ],
                },
                {
                  path: paths.app.asset.editVersionPath,
                  lazy: lazyRoute(() => import("../features/asset/routes/asset-layout"), queryClient),
                  children: [
                    {
                      index: true,
                      loader: ({ params }) =>
                        redirect(
                          paths.app.asset.getHref(
                            Number(params.assetId),
                            "asset-profile",
                            Number(params.baseAssetId),
                          ),
                        ),
                    },
                    ...assetTabRoutes(queryClient),
                  ],
                },
                {
                  path: paths.app.elements.path,
                  lazy: lazyRoute(() => import("../features/element/routes/elements-layout"), queryClient),
                  children: [
                    { index: true, loader: () => redirect(paths.app.elements.all.getHref()) },
                    {
                      path: paths.app.elements.all.path,
                      lazy: lazyRoute(() => import("../features/element/routes/elements-all"), queryClient),
                    },
                  ],
                },
                {
                  path: paths.app.addElement.path,
                  lazy: lazyRoute(() => import("../features/element/routes/add-element"), queryClient),
                },
                {
                  path: paths.app.element.path,
                  lazy: lazyRoute(() => import("../features/element/routes/element-layout"), queryClient),
                  children: [
                    {
                      index: true,
                      loader: ({ params }) => redirect(paths.app.element.getHref(Number(params.elementId))),
                    },
                    ...elementRoutes.map((route) => ({
                      path: route,
                      lazy: lazyRoute(elementTabModule(route), queryClient),
                    })),
                  ],
                },
                // ---- Alerts (features/alerts) ----------------------------------------------------
                {
                  path: paths.app.alertDashboard.path,
                  lazy: lazyRoute(
                    () => import("../features/alerts/routes/alert-dashboard-layout"),
                    queryClient,
                  ),
                  children: [
                    { index: true, loader: () => redirect(paths.app.alertDashboard.view.getHref("all")) },
                    ...alertViews.map((view) => ({
                      path: view,
                      lazy: lazyRoute(
                        view === "to-do-list"
                          ? () => import("../features/alerts/routes/todo-list")
                          : () => import("../features/alerts/routes/alert-view"),
                        queryClient,
                      ),
                    })),
                  ],
                },
                // ---- End of alerts --------------------------------------------------------------
                // ---- Contract templates and snippets (features/contract-templates) -------------
                ...contractTemplateRoutes(queryClient),
                // ---- End of contract templates and snippets --------------------------------------
                // ---- Contracts (features/contract) ------------------------------------------------
                ...contractRoutesOf(queryClient),
                // ---- End of contracts ----------------------------------------------------------
                // ---- Reports (features/reports) ---------------------------------------------------
                {
                  path: paths.app.reports.path,
                  children: [
                    { index: true, loader: () => redirect(paths.app.reports.all.getHref()) },
                    {
                      path: paths.app.reports.all.path,
                      lazy: lazyRoute(() => import("../features/reports/routes/reports-all"), queryClient),
                    },
                    {
                      path: paths.app.reports.report.path,
                      lazy: lazyRoute(() => import("../features/reports/routes/report-view"), queryClient),
                    },
                  ],
                },
                // ---- End of reports -------------------------------------------------------------
                { path: "*", lazy: lazyRoute(() => import("./routes/not-found"), queryClient) },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
