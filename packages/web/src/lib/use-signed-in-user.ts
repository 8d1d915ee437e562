import type { UserInfo } from "@rightsdesk/domain";
import { useState } from "react";
import { session } from "./session";

/** The user stored at sign-in; read once per mounted screen. */
export function useSignedInUser(): UserInfo | null {
  const [user] = useState(() => session.read().userInfo);
  return user;
}
