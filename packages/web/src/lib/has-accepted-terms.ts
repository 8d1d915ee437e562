import type { UserPermission } from "@rightsdesk/domain";

/** A user has accepted the terms once termAcceptedOn holds a valid date (spec 000 section 4). */
export function hasAcceptedTerms(permission: Pick<UserPermission, "termAcceptedOn">): boolean {
  const { termAcceptedOn } = permission;
  return termAcceptedOn !== null && !Number.isNaN(Date.parse(termAcceptedOn));
}
