import { randomUUID } from "node:crypto";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { MailMessage } from "./mailer.js";

/**
 * nodemailer's own message writer without a network: the outbox's `.eml` files are the bytes the
 * SMTP transport would send (MIME, encoded headers, alternatives), CRLF line endings.
 */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/** A header value on one line: a line break in a value would start a header of its own. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, " ").trim();
}

/** One bare address: anything else could name more recipients (a group, a list) than the one meant. */
const ONE_ADDRESS = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+$/;

/**
 * What nodemailer needs to write or send `message` from the sender: the recipient must be exactly
 * one address, header values stay on one line, and the Message-ID names `host`.
 */
export function mailOptions(message: MailMessage, from: string, host = "rightsdesk"): SendMailOptions {
  const to = message.to.trim();
  if (!ONE_ADDRESS.test(to)) throw new Error("A mail goes to exactly one e-mail address.");
  return {
    from: oneLine(from),
    to,
    subject: oneLine(message.subject),
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    date: message.date,
    messageId: `<${randomUUID()}@${host}>`,
  };
}

/** The message as the bytes of an RFC 5322 mail, as the SMTP transport would send it. */
export async function composeMail(message: MailMessage, from: string): Promise<Buffer> {
  const info = await composer.sendMail(mailOptions(message, from));
  if (!Buffer.isBuffer(info.message)) throw new Error("The mail was not composed into a buffer.");
  return info.message;
}
