import { paths } from "../paths";

export interface NavItem {
  label: string;
  href: string;
}

/**
 * The main navigation. Each entry shows only to users who may read its route (the domain's
 * `canReadRoute`, see main-nav.tsx); add a module's entry here when its screens land.
 */
export const navItems: readonly NavItem[] = [
  { label: "Dashboard", href: paths.app.dashboard.getHref() },
  // "/companies" (not "/companies/all") so the entry stays marked on the archive tab too.
  { label: "Companies", href: paths.app.companies.getHref() },
  { label: "Admin", href: paths.app.admin.getHref() },
];
