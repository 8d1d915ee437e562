import type { MailMessage } from "../../mail/mailer.js";

export interface ResetMailInput {
  to: string;
  firstName: string;
  userName: string;
  link: string;
  validMinutes: number;
  now: Date;
}

/** The password reset e-mail: who asked, the one-time link, how long it works. */
export function composeResetMail(input: ResetMailInput): MailMessage {
  const text = [
    `Hello ${input.firstName},`,
    "",
    `Someone, hopefully you, asked to reset the password of the Rights Desk user "${input.userName}".`,
    `Open this link within ${input.validMinutes} minutes to choose a new password. It works once:`,
    "",
    input.link,
    "",
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    "",
    "Rights Desk",
  ].join("\n");
  return { to: input.to, subject: "Reset your Rights Desk password", text, date: input.now };
}
