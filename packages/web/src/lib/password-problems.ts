import { checkNewPassword, NewPasswordSchema } from "@rightsdesk/domain";

/**
 * Every rule of the domain's new-password policy the value breaks, in the domain's words: the
 * schema's rules (all of them, not only the first) and "not your user name". Empty when it passes.
 */
export function passwordProblems(password: string, userName: string): string[] {
  const parsed = NewPasswordSchema.safeParse(password);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  const verdict = checkNewPassword(password, userName);
  if (verdict && !problems.includes(verdict)) problems.push(verdict);
  return problems;
}
