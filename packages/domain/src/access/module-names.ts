/** The modules a permission may cover (spec 000 section 6). */
export const moduleNames = [
  "Admin",
  "Dashboard",
  "Company",
  "Asset",
  "People",
  "Element",
  "Completion Report",
  "Alerts & Notification",
  "Report Upload",
  "Contracts",
  "Reports",
] as const;

export type ModuleName = (typeof moduleNames)[number];

export const accessRights = ["read", "write", "delete"] as const;
export type AccessRight = (typeof accessRights)[number];

/** Elevated role names, matched case-insensitively (spec 000 section 6). */
export const elevatedRoleNames = ["admin system", "admin client"] as const;
export type ElevatedRoleName = (typeof elevatedRoleNames)[number];

/** User kinds (spec 000 section 1). */
export const userTypeNames = ["PLATFORM USER", "AD AGENCY USER", "ADVERTISER USER"] as const;
export type UserTypeName = (typeof userTypeNames)[number];

/** The reserved user name of the root user. */
export const ROOT_USER_NAME = "sysadmin";
