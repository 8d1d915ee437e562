import type { UserInfo } from "@rightsdesk/domain";
import { useStoredSession } from "./session";

/** The user stored at sign-in, kept current when the user edits their own details. */
export function useSignedInUser(): UserInfo | null {
  return useStoredSession().userInfo;
}
