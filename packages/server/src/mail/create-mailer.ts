import type { FastifyBaseLogger } from "fastify";
import type { ServerConfig } from "../config/env.js";
import type { Mailer } from "./mailer.js";
import { OutboxMailer } from "./outbox-mailer.js";
import { SmtpMailer } from "./smtp-mailer.js";

/** The mailer the configuration names: SMTP when a server is set, else the outbox folder. */
export function createMailer(config: ServerConfig["mail"], log: FastifyBaseLogger): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.from, log)
    : new OutboxMailer(config.outboxDir, config.from, log);
}
