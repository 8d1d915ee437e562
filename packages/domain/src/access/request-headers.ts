/**
 * The headers every request carries (spec 000 section 7). The server reads the profile,
 * session and module headers and records the rest with the audit entry.
 */
export const requestHeaders = {
  authorization: "authorization",
  userProfileId: "x-user-profile-id",
  moduleName: "x-module-name",
  accessingEntityIds: "x-accessing-entity-ids",
  visitorId: "x-visitor-id",
  sessionToken: "x-session-token",
  logGroupId: "x-log-group-id",
  statusChange: "x-status-change",
} as const;

export type RequestHeaderKey = keyof typeof requestHeaders;
