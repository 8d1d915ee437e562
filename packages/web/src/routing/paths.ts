import type {
  AlertView,
  AssetRoute,
  CompanyRoute,
  ContractRoute,
  ElementRoute,
  PersonRoute,
} from "@rightsdesk/domain";

/** Every href in the app. Routes are hash-based: these are the paths after `#`. */
export const paths = {
  home: {
    path: "/",
    getHref: () => "/",
  },
  auth: {
    login: {
      path: "/login",
      /** The sign-in page; `returnTo` is where the user goes once signed in. */
      getHref: (returnTo?: string) =>
        returnTo && returnTo !== paths.home.path
          ? `/login?returnTo=${encodeURIComponent(returnTo)}`
          : "/login",
    },
    resetPassword: {
      path: "/reset-password",
      getHref: () => "/reset-password",
    },
    resetNewPassword: {
      path: "/reset-new-password",
      /** The e-mailed link's page: `token` is the one-time reset code. */
      getHref: (token: string) => `/reset-new-password?token=${encodeURIComponent(token)}`,
    },
  },
  app: {
    dashboard: {
      path: "/dashboard",
      getHref: () => "/dashboard",
    },
    profile: {
      path: "/profile",
      /** `section` scrolls to a part of the page ("password" opens the change-password prompt). */
      getHref: (section?: "password" | "two-step") => (section ? `/profile?section=${section}` : "/profile"),
    },
    switchProfile: {
      path: "/profile/switch-profile",
      getHref: (returnTo?: string) => withReturnTo("/profile/switch-profile", returnTo),
    },
    terms: {
      path: "/terms-and-conditions",
      getHref: (returnTo?: string) => withReturnTo("/terms-and-conditions", returnTo),
    },
    admin: {
      path: "/admin",
      getHref: () => "/admin",
      users: {
        path: "user-management",
        /** The users list; `search` is the list state kept in the URL (filters, sort, page). */
        getHref: (search = "") => `/admin/user-management${search ? `?${search}` : ""}`,
      },
      user: {
        path: "user-management/:userId",
        getHref: (userId: number) => `/admin/user-management/${userId}`,
        profile: {
          path: "user-profile",
          getHref: (userId: number) => `/admin/user-management/${userId}/user-profile`,
        },
        access: {
          path: "manage-access",
          getHref: (userId: number) => `/admin/user-management/${userId}/manage-access`,
        },
        preferences: {
          path: "user-preferences",
          getHref: (userId: number) => `/admin/user-management/${userId}/user-preferences`,
        },
      },
      roles: {
        path: "roles-permission",
        /** The roles page; `role` selects a role by id, or "new" for a role being created. */
        getHref: (role?: number | "new") =>
          `/admin/roles-permission${role === undefined ? "" : `?role=${role}`}`,
      },
    },
    addUser: {
      path: "/add/user",
      getHref: () => "/add/user",
    },
    companies: {
      path: "/companies",
      getHref: () => "/companies",
      /** The active companies; `search` is the table's state kept in the URL (filters, sort, page). */
      all: {
        path: "all",
        getHref: (search = "") => `/companies/all${search ? `?${search}` : ""}`,
      },
      archive: {
        path: "archive",
        getHref: (search = "") => `/companies/archive${search ? `?${search}` : ""}`,
      },
    },
    addCompany: {
      path: "/add/company",
      getHref: () => "/add/company",
    },
    company: {
      path: "/company/:companyId",
      /** One company; `tab` is one of its child routes (spec 000 section 2), the profile by default. */
      getHref: (companyId: number, tab: CompanyRoute = "company-profile") => `/company/${companyId}/${tab}`,
    },
    people: {
      path: "/people",
      getHref: () => "/people",
      /** The active people; `search` is the table's state kept in the URL (filters, sort, page). */
      all: {
        path: "all",
        getHref: (search = "") => `/people/all${search ? `?${search}` : ""}`,
      },
      archive: {
        path: "archive",
        getHref: (search = "") => `/people/archive${search ? `?${search}` : ""}`,
      },
    },
    addPerson: {
      path: "/add/people",
      getHref: () => "/add/people",
    },
    person: {
      path: "/people/:peopleId",
      /** One person; `tab` is one of their child routes (spec 000 section 2), the profile by default. */
      getHref: (personId: number, tab: PersonRoute = "people-profile") => `/people/${personId}/${tab}`,
    },
    assets: {
      path: "/assets",
      getHref: () => "/assets",
      /** The active assets; `search` is the table's state kept in the URL (filters, sort, page). */
      all: {
        path: "all",
        getHref: (search = "") => `/assets/all${search ? `?${search}` : ""}`,
      },
    },
    addAsset: {
      path: "/add/asset",
      getHref: () => "/add/asset",
    },
    asset: {
      path: "/asset/:assetId",
      /** The edit-version form of spec 000 section 2: an edit version under its base asset. */
      editVersionPath: "/asset/:baseAssetId/:assetId",
      /**
       * One asset; `tab` is one of its child routes, the profile by default. An edit version
       * (`baseAssetId` given) lives under its base asset: `/asset/{base}/{id}/{tab}`.
       */
      getHref: (assetId: number, tab: AssetRoute = "asset-profile", baseAssetId?: number | null) =>
        baseAssetId ? `/asset/${baseAssetId}/${assetId}/${tab}` : `/asset/${assetId}/${tab}`,
    },
    elements: {
      path: "/elements",
      getHref: () => "/elements",
      all: {
        path: "all",
        getHref: (search = "") => `/elements/all${search ? `?${search}` : ""}`,
      },
    },
    addElement: {
      path: "/add/element",
      getHref: () => "/add/element",
    },
    element: {
      path: "/elements/:elementId",
      getHref: (elementId: number, tab: ElementRoute = "element-profile") => `/elements/${elementId}/${tab}`,
    },
    // ---- Alerts (features/alerts) ------------------------------------------------------------------
    alertDashboard: {
      path: "/alert-dashboard",
      getHref: () => "/alert-dashboard",
      /** One view; `search` is its state kept in the URL (list or calendar, month, filters). */
      view: {
        getHref: (view: AlertView, search = "") => `/alert-dashboard/${view}${search ? `?${search}` : ""}`,
      },
    },
    // ---- End of alerts ---------------------------------------------------------------------------
    // ---- Contract templates and snippets (features/contract-templates) -------------------------
    contractTemplates: {
      path: "/contracts/templates",
      getHref: () => "/contracts/templates",
      /** Every template; `search` is the table's state kept in the URL (filters, sort, page). */
      all: {
        path: "all",
        getHref: (search = "") => `/contracts/templates/all${search ? `?${search}` : ""}`,
      },
      add: {
        path: "/contracts/templates/add",
        getHref: () => "/contracts/templates/add",
      },
      edit: {
        path: "/contracts/templates/:templateId/edit",
        getHref: (templateId: number) => `/contracts/templates/${templateId}/edit`,
      },
      view: {
        path: "/contracts/templates/:templateId/template-view",
        getHref: (templateId: number) => `/contracts/templates/${templateId}/template-view`,
      },
    },
    contractSnippets: {
      path: "/contracts/snippets",
      getHref: () => "/contracts/snippets",
      /** Every snippet; `search` is the table's state kept in the URL (filters, sort, page). */
      all: {
        path: "all",
        getHref: (search = "") => `/contracts/snippets/all${search ? `?${search}` : ""}`,
      },
      add: {
        path: "/contracts/snippets/add",
        getHref: () => "/contracts/snippets/add",
      },
      edit: {
        path: "/contracts/snippets/:snippetId/edit",
        getHref: (snippetId: number) => `/contracts/snippets/${snippetId}/edit`,
      },
      view: {
        path: "/contracts/snippets/:snippetId/snippet-view",
        getHref: (snippetId: number) => `/contracts/snippets/${snippetId}/snippet-view`,
      },
    },
    // ---- End of contract templates and snippets ------------------------------------------------
    // ---- Contracts (features/contract) ---------------------------------------------------------
    contracts: {
      path: "/contracts",
      getHref: () => "/contracts",
      /** Every contract; `search` is the table's state kept in the URL (filters, sort, page). */
      all: {
        path: "all",
        getHref: (search = "") => `/contracts/all${search ? `?${search}` : ""}`,
      },
    },
    contract: {
      path: "/contracts/:contractId",
      /** One contract; `tab` is one of its child routes, the profile (contract-view) by default. */
      getHref: (contractId: number, tab: ContractRoute = "contract-view") =>
        `/contracts/${contractId}/${tab}`,
    },
    addContract: { path: "/add/contract", getHref: () => "/add/contract" },
    addQuickContract: { path: "/add/quick-contract", getHref: () => "/add/quick-contract" },
    addBulkContract: { path: "/add/bulk-contract", getHref: () => "/add/bulk-contract" },
    addMsaContract: { path: "/add/msa-contract", getHref: () => "/add/msa-contract" },
    addExistingContract: { path: "/add/existing-contract", getHref: () => "/add/existing-contract" },
    // ---- End of contracts ----------------------------------------------------------------------
    // ---- Reports (features/reports) -----------------------------------------------------------
    reports: {
      path: "/reports",
      getHref: () => "/reports",
      /** The reports the user may run. */
      all: { path: "all", getHref: () => "/reports/all" },
      /** One report; `search` is its view kept in the URL (window, filters, sort, page). */
      report: {
        path: ":reportType",
        getHref: (reportType: string, search = "") => `/reports/${reportType}${search ? `?${search}` : ""}`,
      },
    },
    // ---- End of reports ------------------------------------------------------------------------
  },
} as const;

/** A page the guard sends the user to first, remembering where they were going. */
function withReturnTo(path: string, returnTo: string | undefined): string {
  const worthRemembering = returnTo && returnTo !== paths.home.path && returnTo !== paths.app.dashboard.path;
  return worthRemembering ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

/**
 * Where to go after sign-in: the page the user first asked for when it is a path inside this
 * app, otherwise the dashboard. Anything else (another origin, the sign-in page) is ignored.
 */
export function readReturnTo(searchParams: URLSearchParams): string {
  const requested = searchParams.get("returnTo");
  const fallback = paths.app.dashboard.getHref();
  if (!requested || !requested.startsWith("/") || requested.startsWith("//") || requested.includes("\\")) {
    return fallback;
  }
  if (requested === paths.auth.login.path || requested.startsWith(`${paths.auth.login.path}?`)) {
    return fallback;
  }
  return requested;
}

/** The kinds of record with a page of their own. */
export type RecordPageType = "asset" | "element" | "contract" | "person" | "company";

/** The page of one record, by its type: what alerts, reports, widgets and search results open. */
export function recordPageHref(type: RecordPageType, id: number): string {
  switch (type) {
    case "asset":
      return paths.app.asset.getHref(id);
    case "element":
      return paths.app.element.getHref(id);
    case "contract":
      return paths.app.contract.getHref(id);
    case "person":
      return paths.app.person.getHref(id);
    case "company":
      return paths.app.company.getHref(id);
  }
}
