/** Warnings shown when the permission checks deny something (spec 000 sections 6 and 8). */
export const permissionMessages = {
  /** Route guard: the user lacks read access to the route's module; they go to the dashboard. */
  routeDenied: "You do not have permission to access this route.",
  /** A denied action (and the Unauthorized error toast). */
  actionDenied: "Permission denied.",
} as const;

export const ROUTE_DENIED_MESSAGE = permissionMessages.routeDenied;
export const PERMISSION_DENIED_MESSAGE = permissionMessages.actionDenied;

/** Where the route guard sends a user who may not read a route. */
export const ROUTE_DENIED_REDIRECT = "/dashboard";
