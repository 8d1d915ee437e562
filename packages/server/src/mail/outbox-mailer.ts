import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "./mailer.js";
import { composeMail } from "./compose-mail.js";

/**
 * Writes each mail as an `.eml` file (open it with any mail program) instead of sending it:
 * the default until an SMTP server is configured. Files are readable by the server's user only,
 * since a mail may carry a one-time link. Each is written under a temporary name and renamed, so
 * whoever watches the folder never reads half a mail.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const stamp = message.date.toISOString().replace(/[:.]/g, "-");
    const file = path.join(this.dir, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
    const partial = `${file}.part`;
    await fs.writeFile(partial, await composeMail(message, this.from), {
      mode: 0o600,
      flag: "wx",
    });
    await fs.rename(partial, file);
    this.log.info({ event: "mail-written", file }, "mail written");
  }
}
