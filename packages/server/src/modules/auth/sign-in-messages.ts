/** What sign-in answers, word for word: the web app and the CLI show these as they are. */
export const signInMessages = {
  wrongCredentials: "The user name or password is incorrect.",
  blocked: "This account is blocked. Ask your administrator to unblock it.",
  noProfile: "This account has no profile. Ask your administrator.",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  wrongCode: "The code is not valid.",
  codeReplayed: "This code was already used. Wait for the next code from your authenticator app.",
  wrongPassword: "The password is incorrect.",
  sessionMismatch: "This request belongs to another session. Please sign in again.",
  passwordChangeRequired: "Change your password before you continue.",
} as const;
