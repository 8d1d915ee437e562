import { LoginRequestSchema, OneTimeCodeSchema, type LoginRequest } from "@rightsdesk/domain";

export const loginFields = ["userName", "password", "otp"] as const satisfies readonly (keyof LoginRequest)[];
export type LoginField = (typeof loginFields)[number];
export type LoginFieldErrors = Partial<Record<LoginField, string>>;

export function isLoginField(name: unknown): name is LoginField {
  return loginFields.some((field) => field === name);
}

/**
 * The sign-in values as the domain's LoginRequestSchema reads them (the user name trimmed), or the
 * first problem of each field; the code is required once the server asked for one. Loaded when the
 * form is first used (login-form.tsx), so the sign-in page itself carries no schema.
 */
export function checkLogin(
  values: LoginRequest,
  needsCode: boolean,
): { request: LoginRequest; errors?: undefined } | { request?: undefined; errors: LoginFieldErrors } {
  const errors: LoginFieldErrors = {};
  const parsed = LoginRequestSchema.safeParse(needsCode ? values : { ...values, otp: undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      if (isLoginField(field)) errors[field] ??= issue.message;
    }
  }
  if (needsCode && !errors.otp) {
    const code = OneTimeCodeSchema.safeParse(values.otp ?? "");
    if (!code.success) errors.otp = code.error.issues[0]?.message;
  }
  return parsed.success && Object.keys(errors).length === 0 ? { request: parsed.data } : { errors };
}
