import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../config/env.js";
import { OutboxMailer } from "./outbox-mailer.js";
import { SmtpMailer } from "./smtp-mailer.js";

/** One plain-text e-mail to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML version of `text`, sent alongside it (multipart/alternative) when given. */
  html?: string;
  /** The Date header: the server clock when the mail was composed. */
  date: Date;
}

/** Sends mail: to an SMTP server, or into a folder of `.eml` files when none is set. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: ServerConfig["mail"], log: FastifyBaseLogger): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.from, log)
    : new OutboxMailer(config.outboxDir, config.from, log);
}
