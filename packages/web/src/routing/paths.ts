import type {
  AlertView,
  AssetRoute,
  CompanyRoute,
  CompletionReportRoute,
  ContractRoute,
  ElementRoute,
  PersonRoute,
} from "@rightsdesk/domain";

/** A page at a fixed path. */
function page<const Path extends string>(path: Path) {
  return { path, getHref: () => path };
}

/** `href` with the list state kept in the URL (filters, sort, page) as its query string. */
function withSearch(href: string, search: string): string {
  return search ? `${href}?${search}` : href;
}

/** A list under `base` at `segment`; `search` is the table's state kept in the URL. */
function listPage<const Segment extends string>(base: string, segment: Segment) {
  return { path: segment, getHref: (search = "") => withSearch(`${base}/${segment}`, search) };
}

/** A records section: its path, and its list of the active records (and of the archived ones). */
function recordsSection<const Base extends string>(base: Base) {
  return { ...page(base), all: listPage(base, "all") };
}

function archivedRecordsSection<const Base extends string>(base: Base) {
  return { ...recordsSection(base), archive: listPage(base, "archive") };
}

/** A page of one item under `base`, by the id its `:param` names: `{base}/{id}/{segment}`. */
function itemPage(base: string, param: string, segment: string) {
  return { path: `${base}/:${param}/${segment}`, getHref: (id: number) => `${base}/${id}/${segment}` };
}

/** A library of contract texts (templates, snippets): every item, and the add, edit and view pages. */
function contractLibrary(base: string, param: string, viewSegment: string) {
  return {
    ...recordsSection(base),
    add: page(`${base}/add`),
    edit: itemPage(base, param, "edit"),
    view: itemPage(base, param, viewSegment),
  };
}

const userManagement = "/admin/user-management";

/** A tab of one user's page in user management. */
function userTab<const Segment extends string>(segment: Segment) {
  return { path: segment, getHref: (userId: number) => `${userManagement}/${userId}/${segment}` };
}

/** Every href in the app. Routes are hash-based: these are the paths after `#`. */
export const paths = {
  home: page("/"),
  auth: {
    login: {
      path: "/login",
      /** The sign-in page; `returnTo` is where the user goes once signed in. */
      getHref: (returnTo?: string) =>
        returnTo && returnTo !== paths.home.path
          ? `/login?returnTo=${encodeURIComponent(returnTo)}`
          : "/login",
    },
    resetPassword: page("/reset-password"),
    resetNewPassword: {
      path: "/reset-new-password",
      /** The e-mailed link's page: `token` is the one-time reset code. */
      getHref: (token: string) => `/reset-new-password?token=${encodeURIComponent(token)}`,
    },
  },
  app: {
    dashboard: page("/dashboard"),
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
      ...page("/admin"),
      /** The users list; `search` is the list state kept in the URL (filters, sort, page). */
      users: listPage("/admin", "user-management"),
      user: {
        path: "user-management/:userId",
        getHref: (userId: number) => `${userManagement}/${userId}`,
        profile: userTab("user-profile"),
        access: userTab("manage-access"),
        preferences: userTab("user-preferences"),
      },
      roles: {
        path: "roles-permission",
        /** The roles page; `role` selects a role by id, or "new" for a role being created. */
        getHref: (role?: number | "new") =>
          `/admin/roles-permission${role === undefined ? "" : `?role=${role}`}`,
      },
      /** The clients the service hosts (all of them for the provider's administrators). */
      clients: { path: "clients", getHref: () => "/admin/clients" },
    },
    addUser: page("/add/user"),
    /** The active and archived companies, each list's state kept in the URL (filters, sort, page). */
    companies: archivedRecordsSection("/companies"),
    addCompany: page("/add/company"),
    company: {
      path: "/company/:companyId",
      /** One company; `tab` is one of its child routes (spec 000 section 2), the profile by default. */
      getHref: (companyId: number, tab: CompanyRoute = "company-profile") => `/company/${companyId}/${tab}`,
    },
    people: archivedRecordsSection("/people"),
    addPerson: page("/add/people"),
    person: {
      path: "/people/:peopleId",
      /** One person; `tab` is one of their child routes (spec 000 section 2), the profile by default. */
      getHref: (personId: number, tab: PersonRoute = "people-profile") => `/people/${personId}/${tab}`,
    },
    assets: recordsSection("/assets"),
    addAsset: page("/add/asset"),
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
    elements: recordsSection("/elements"),
    addElement: page("/add/element"),
    element: {
      path: "/elements/:elementId",
      getHref: (elementId: number, tab: ElementRoute = "element-profile") => `/elements/${elementId}/${tab}`,
    },
    completionReports: archivedRecordsSection("/completion-reports"),
    addCompletionReport: page("/add/completion-report"),
    completionReport: {
      path: "/completion-reports/:completionReportId",
      /** One completion report; `tab` is one of its child routes, the profile by default. */
      getHref: (completionReportId: number, tab: CompletionReportRoute = "completion-report-profile") =>
        `/completion-reports/${completionReportId}/${tab}`,
    },
    alertDashboard: {
      ...page("/alert-dashboard"),
      /** One view; `search` is its state kept in the URL (list or calendar, month, filters). */
      view: {
        getHref: (view: AlertView, search = "") => withSearch(`/alert-dashboard/${view}`, search),
      },
    },
    /** Report uploads (spec 000: `/rights-expiration`): airing reports read and checked against the rights held. */
    reportUploads: {
      ...page("/rights-expiration"),
      /** The uploads; `search` is the table's state kept in the URL. */
      recent: listPage("/rights-expiration", "recent-activities"),
      /** One upload's summary, use counts and rows; without an id, a choice of recent uploads. */
      details: {
        path: "record-upload-details",
        getHref: (uploadId?: number) =>
          withSearch("/rights-expiration/record-upload-details", uploadId ? `upload=${uploadId}` : ""),
      },
      /** The issues, the open ones by default; `uploadId` narrows them to one upload. */
      issues: {
        path: "upload-issues",
        getHref: (uploadId?: number, search = "f.status=in%3Aopen") =>
          withSearch(
            "/rights-expiration/upload-issues",
            [uploadId ? `upload=${uploadId}` : "", search].filter(Boolean).join("&"),
          ),
      },
      /** The report log: every row of every upload. */
      logs: listPage("/rights-expiration", "report-logs"),
    },
    /** Every figure that prices a payment: the shipped rate card and the client's own versions. */
    rateCards: page("/rate-cards"),
    /** What keeping the spots on air will cost; `search` is the window and scope kept in the URL. */
    forecast: { path: "/forecast", getHref: (search = "") => withSearch("/forecast", search) },
    contractTemplates: contractLibrary("/contracts/templates", "templateId", "template-view"),
    contractSnippets: contractLibrary("/contracts/snippets", "snippetId", "snippet-view"),
    contracts: recordsSection("/contracts"),
    contract: {
      path: "/contracts/:contractId",
      /** One contract; `tab` is one of its child routes, the profile (contract-view) by default. */
      getHref: (contractId: number, tab: ContractRoute = "contract-view") =>
        `/contracts/${contractId}/${tab}`,
    },
    addContract: page("/add/contract"),
    addQuickContract: page("/add/quick-contract"),
    addBulkContract: page("/add/bulk-contract"),
    addMsaContract: page("/add/msa-contract"),
    addExistingContract: page("/add/existing-contract"),
    reports: {
      ...page("/reports"),
      /** The reports the user may run. */
      all: { path: "all", getHref: () => "/reports/all" },
      /** One report; `search` is its view kept in the URL (window, filters, sort, page). */
      report: {
        path: ":reportType",
        getHref: (reportType: string, search = "") => withSearch(`/reports/${reportType}`, search),
      },
    },
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
export type RecordPageType = "asset" | "element" | "contract" | "person" | "company" | "completion-report";

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
    case "completion-report":
      return paths.app.completionReport.getHref(id);
  }
}
