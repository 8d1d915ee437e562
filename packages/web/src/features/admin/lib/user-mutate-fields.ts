import type { UserDetail } from "@rightsdesk/domain";

/** A user as a change to them is sent: who they are, and the version the change was made on. */
export function userMutateFields(user: UserDetail) {
  return {
    id: user.id,
    version: user.version,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userType: user.userType,
  };
}
