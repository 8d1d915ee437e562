import { ChangePasswordRequestSchema, checkNewPassword, NewPasswordSchema } from "@rightsdesk/domain";
import { z } from "zod";

export const PASSWORDS_DIFFER_MESSAGE = "The two passwords do not match.";

function checkPair(userName: string) {
  return (values: { newPassword: string; confirmPassword: string }, context: z.RefinementCtx) => {
    const problem = checkNewPassword(values.newPassword, userName);
    if (problem) context.addIssue({ code: "custom", path: ["newPassword"], message: problem });
    if (values.confirmPassword && values.confirmPassword !== values.newPassword) {
      context.addIssue({ code: "custom", path: ["confirmPassword"], message: PASSWORDS_DIFFER_MESSAGE });
    }
  };
}

const confirmPassword = z.string().min(1, "Type the new password again.");

/** A new password typed twice, checked by the domain's rules (including "not your user name"). */
export function newPasswordFormSchema(userName: string) {
  return z.object({ newPassword: NewPasswordSchema, confirmPassword }).superRefine(checkPair(userName));
}

/** The change-password form: the domain's request (current and new password) plus the confirmation. */
export function changePasswordFormSchema(userName: string) {
  return z
    .object({
      currentPassword: ChangePasswordRequestSchema.shape.currentPassword,
      newPassword: ChangePasswordRequestSchema.shape.newPassword,
      confirmPassword,
    })
    .superRefine(checkPair(userName));
}
