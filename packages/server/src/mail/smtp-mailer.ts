import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import { mailOptions } from "./compose-mail.js";
import type { Mailer, MailMessage } from "./mailer.js";

/** Sends through the SMTP server of `RIGHTSDESK_SMTP_URL` (smtp:// with STARTTLS, or smtps://). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail(mailOptions(message, this.from));
    this.log.info({ event: "mail-sent", messageId: info.messageId }, "mail sent");
  }
}
