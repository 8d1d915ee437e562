import { completionReportRoutes } from "../completion-report/completion-report-routes.js";
import type { ModuleName } from "./modules.js";

/**
 * What guards a route: a module (read access needed), "public" (outside the guard), "dashboard"
 * (the default bypass) or "bypass" (the route bypass list). Spec 000 sections 2 and 6.
 */
export type RouteAccess =
  | { readonly kind: "module"; readonly module: ModuleName }
  | { readonly kind: "public" }
  | { readonly kind: "dashboard" }
  | { readonly kind: "bypass" };

export interface RouteModuleEntry {
  /** Path pattern with `{param}` placeholders, as written in spec 000 section 2. */
  readonly pattern: string;
  readonly access: RouteAccess;
}

const mod = (module: ModuleName): RouteAccess => ({ kind: "module", module });

/** Child paths of each route, as spec 000 section 2 lists them. */
export const routeChildren = {
  admin: ["user-management", "roles-permission", "clients"],
  adminUser: ["user-profile", "manage-access", "user-preferences"],
  company: [
    "company-profile",
    "staff",
    "advertiser",
    "minor-permit",
    "payroll-vendor",
    "brandsproducts",
    "payroll-vendor-company",
    "signatory-vendors",
    "insurance",
    "ad-id",
    "transfer-of-rights",
    "relationships",
    "documents",
    "officers",
    "logs",
    "notes",
    "preferences",
    "banks",
  ],
  people: [
    "people-profile",
    "agent-info",
    "photos",
    "documents",
    "payrollVendor",
    "banks",
    "specification",
    "travelInfo",
    "relationships",
    "logs",
    // Beyond spec 000's list: spec 001's people tabs (addresses/contacts, loan out
    // corporation, banking/taxes) and the minor's own tab.
    "contacts",
    "minor",
    "loan-out",
    "taxes",
  ],
  asset: [
    "asset-profile",
    "asset-info",
    "completion-report",
    "cast-list",
    "elements",
    "advertisers",
    "products",
    "unions",
    "signatories",
    "participants",
    "rights-tracker",
    "documents",
    "edit-version",
    "crew",
    "estimates",
    "transfer-of-rights",
    "logs",
  ],
  element: [
    "element-profile",
    "vendor-licensor",
    "payment-invoices",
    "rights-contracted",
    "rights-used",
    "used-in",
    "music",
    "cast-list",
    "documents",
    "logs",
    "linkedAssets",
    "details-covered-tracker",
    "rights-holders",
    "restrictions",
    "relationships",
  ],
  completionReport: completionReportRoutes,
  rightsExpiration: ["recent-activities", "record-upload-details", "upload-issues", "report-logs"],
  contract: [
    "contract-view",
    "service-material",
    "guarantee-payment",
    "workDaysHours",
    "additionalDealPoints",
    "tax-banking",
    "linked-assets",
    "misc",
    "useRights",
    "agent-representation",
    "usedIn",
    "documents",
    "notes",
  ],
  alertDashboard: [
    "holding-fee",
    "all",
    "use-rights-expiring",
    "mpu-expiring",
    "talent-contracts-expiring",
    "elements-expiring",
    "msa-contracts-expiring",
    "to-do-list",
  ],
} as const;

/** The module each `/add/{module}` key belongs to (spec 000 section 2; user is an admin task). */
export const addFormModules = {
  company: "Company",
  asset: "Asset",
  people: "People",
  element: "Element",
  contract: "Contracts",
  "completion-report": "Completion Report",
  "quick-contract": "Contracts",
  "bulk-contract": "Contracts",
  "msa-contract": "Contracts",
  user: "Admin",
  "existing-contract": "Contracts",
} as const satisfies Record<string, ModuleName>;

/** A route, its own children, all under one access rule. */
function family(base: string, children: readonly string[], access: RouteAccess): RouteModuleEntry[] {
  return [base, ...children.map((child) => `${base}/${child}`)].map((pattern) => ({ pattern, access }));
}

function buildRouteModules(): RouteModuleEntry[] {
  const c = routeChildren;
  return [
    ...["/login", "/reset-password", "/reset-new-password"].map((pattern) => ({
      pattern,
      access: { kind: "public" } as const,
    })),
    ...["/", "/dashboard"].map((pattern) => ({ pattern, access: { kind: "dashboard" } as const })),
    ...["/terms-and-conditions", "/profile", "/profile/switch-profile"].map((pattern) => ({
      pattern,
      access: { kind: "bypass" } as const,
    })),
    ...family("/admin", c.admin, mod("Admin")),
    ...family("/admin/user-management/{userId}", c.adminUser, mod("Admin")),
    ...Object.entries(addFormModules).map(([key, module]) => ({
      pattern: `/add/${key}`,
      access: mod(module),
    })),
    ...family("/companies", ["all", "archive"], mod("Company")),
    ...family("/company/{companyId}", c.company, mod("Company")),
    ...family("/people", ["all", "archive"], mod("People")),
    ...family("/people/{peopleId}", c.people, mod("People")),
    ...family("/assets", ["all"], mod("Asset")),
    ...family("/asset/{assetId}", c.asset, mod("Asset")),
    ...family("/asset/{baseAssetId}/{assetId}", c.asset, mod("Asset")),
    ...family("/elements", ["all"], mod("Element")),
    ...family("/elements/{elementId}", c.element, mod("Element")),
    ...family("/reports", ["all", "{reportType}"], mod("Reports")),
    ...family("/completion-reports", ["all", "archive"], mod("Completion Report")),
    ...family("/completion-reports/{completionReportId}", c.completionReport, mod("Completion Report")),
    ...family("/rights-expiration", c.rightsExpiration, mod("Report Upload")),
    ...family("/contracts", ["all"], mod("Contracts")),
    ...family("/contracts/snippets", ["all", "add"], mod("Contracts")),
    ...family("/contracts/snippets/{snippetId}", ["edit", "snippet-view"], mod("Contracts")).slice(1),
    ...family("/contracts/templates", ["all", "add"], mod("Contracts")),
    ...family("/contracts/templates/{templateId}", ["edit", "template-view"], mod("Contracts")).slice(1),
    ...family("/contracts/{contractId}", c.contract, mod("Contracts")),
    // Money ahead: the rate card and the forecast read and decide under the Contracts module.
    ...family("/rate-cards", [], mod("Contracts")),
    ...family("/forecast", [], mod("Contracts")),
    ...family("/alert-dashboard", c.alertDashboard, mod("Alerts & Notification")),
  ];
}

/** Every URL path pattern of spec 000 section 2 with what guards it. */
export const routeModules: readonly RouteModuleEntry[] = buildRouteModules();

/** `#/company/7/logs?tab=1` → `/company/7/logs`: no hash, query, fragment or trailing slash. */
export function normalizeRoutePath(path: string): string {
  const withoutHash = path.startsWith("#") ? path.slice(1) : path;
  const bare = withoutHash.split(/[?#]/, 1)[0] ?? "";
  const segments = bare.split("/").filter((segment) => segment.length > 0);
  return `/${segments.join("/")}`;
}

const isParam = (segment: string): boolean => segment.startsWith("{") && segment.endsWith("}");
const segmentsOf = (path: string): string[] => path.split("/").filter((segment) => segment.length > 0);

/** Literal segments count before placeholders, so `/contracts/snippets` beats `/contracts/{contractId}`. */
function specificity(segments: readonly string[]): number[] {
  return segments.map((segment) => (isParam(segment) ? 0 : 1));
}

function compareSpecificity(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (b[index] ?? 0) - (a[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const compiledRoutes = routeModules
  .map((entry) => ({ entry, segments: segmentsOf(entry.pattern) }))
  .sort((a, b) => compareSpecificity(specificity(a.segments), specificity(b.segments)));

function matchesPattern(pattern: readonly string[], path: readonly string[]): boolean {
  if (pattern.length !== path.length) return false;
  return pattern.every(
    (segment, index) => isParam(segment) || segment.toLowerCase() === path[index]?.toLowerCase(),
  );
}

/**
 * The route entry for a path, or null for a path no route declares. Literal segments match
 * case-insensitively, as the router does by default.
 */
export function findRouteModule(path: string): RouteModuleEntry | null {
  const segments = segmentsOf(normalizeRoutePath(path));
  return compiledRoutes.find((route) => matchesPattern(route.segments, segments))?.entry ?? null;
}

/**
 * The module a path belongs to, "public" or "bypass", or null for an unknown path. The dashboard
 * routes answer "Dashboard" (they always pass the guard unless the default bypass is ignored).
 */
export function moduleForPath(path: string): ModuleName | "public" | "bypass" | null {
  const access = findRouteModule(path)?.access;
  if (!access) return null;
  if (access.kind === "module") return access.module;
  if (access.kind === "dashboard") return "Dashboard";
  return access.kind;
}
