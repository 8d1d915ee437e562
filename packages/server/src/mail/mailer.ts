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
