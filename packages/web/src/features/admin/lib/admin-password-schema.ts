import { checkNewPassword, NewPasswordSchema } from "@rightsdesk/domain";
import { z } from "zod";

/**
 * A password an administrator sets for someone: the domain's new-password rules, and not the
 * user's own name. One field: the administrator sees it (or generates it) and passes it on.
 */
export function adminPasswordSchema(userName: string) {
  return z.object({ password: NewPasswordSchema }).superRefine(({ password }, context) => {
    const problem = checkNewPassword(password, userName);
    if (problem) context.addIssue({ code: "custom", path: ["password"], message: problem });
  });
}
