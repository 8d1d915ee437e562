import { z } from "zod";
import { OneTimeCodeSchema } from "./schemas.js";

/** The smallest password we accept, and why: long beats clever (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 10;

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(512, "Use at most 512 characters.")
  .refine((value) => value.trim().length === value.length, "Do not start or end the password with a space.")
  .refine((value) => new Set(value).size >= 4, "Use at least 4 different characters.");

/** Why a new password is refused, or null: the schema's rules plus "not your user name". */
export function checkNewPassword(password: string, userName: string): string | null {
  const result = NewPasswordSchema.safeParse(password);
  if (!result.success) return result.error.issues[0]?.message ?? "Choose another password.";
  if (userName.length > 0 && password.toLowerCase().includes(userName.toLowerCase())) {
    return "Do not use your user name in the password.";
  }
  return null;
}

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password."),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const DoneResponseSchema = z.object({ done: z.literal(true) });
export type DoneResponse = z.infer<typeof DoneResponseSchema>;

export const AcceptTermsResponseSchema = z.object({ termAcceptedOn: z.iso.datetime({ offset: true }) });
export type AcceptTermsResponse = z.infer<typeof AcceptTermsResponseSchema>;

export const SendResetPasswordRequestSchema = z.object({
  userNameOrEmail: z.string().trim().min(1, "Enter your user name or e-mail address.").max(320),
});
export type SendResetPasswordRequest = z.infer<typeof SendResetPasswordRequestSchema>;

/** The one-time password from the reset e-mail (it is also carried by the e-mail's link). */
export const ResetTokenSchema = z.string().trim().min(1, "The reset code is missing.").max(200);

export const ResetTokenRequestSchema = z.object({ token: ResetTokenSchema });
export type ResetTokenRequest = z.infer<typeof ResetTokenRequestSchema>;

export const ResetTokenUserSchema = z.object({
  userName: z.string(),
  firstName: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ResetTokenUser = z.infer<typeof ResetTokenUserSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: ResetTokenSchema,
  newPassword: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const MfaSetupResponseSchema = z.object({
  /** Base32 secret, for typing into an authenticator by hand. */
  secret: z.string(),
  /** otpauth:// URI, for a QR code. */
  otpauthUrl: z.string(),
});
export type MfaSetupResponse = z.infer<typeof MfaSetupResponseSchema>;

export const MfaEnableRequestSchema = z.object({ code: OneTimeCodeSchema });
export type MfaEnableRequest = z.infer<typeof MfaEnableRequestSchema>;

export const MfaDisableRequestSchema = z.object({ password: z.string().min(1, "Enter your password.") });
export type MfaDisableRequest = z.infer<typeof MfaDisableRequestSchema>;

export const MfaStatusSchema = z.object({ enabled: z.boolean() });
export type MfaStatus = z.infer<typeof MfaStatusSchema>;
