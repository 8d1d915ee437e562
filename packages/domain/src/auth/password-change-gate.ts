import type { EndpointName } from "../api/api-contract.js";

/**
 * The endpoints a user whose password must be changed may still call; every other endpoint that
 * needs a session answers PasswordChangeRequested (code 9) until they change it. These are what
 * the change-password screen needs: who am I and what may I do, my profiles, the terms, the
 * change itself, and signing out. (Public endpoints never ask.)
 */
export const endpointsOpenBeforePasswordChange = [
  "getPermission",
  "getSelf",
  "getProfiles",
  "acceptTermsAndConditions",
  "changePassword",
  "logout",
] as const satisfies readonly EndpointName[];

const open = new Set<string>(endpointsOpenBeforePasswordChange);

/** Whether a signed-in user who must change their password may call this endpoint. */
export function isOpenBeforePasswordChange(endpointName: string): boolean {
  return open.has(endpointName);
}
