import fs from "node:fs/promises";
import path from "node:path";
import { simpleParser, type AddressObject } from "mailparser";

/** A mail of the outbox as a mail program reads it: headers decoded, body decoded. */
export interface OutboxMail {
  from: string;
  to: string;
  subject: string;
  date: string;
  /** The raw header block, to check what it leaves out. */
  head: string;
  text: string;
  html: string | false;
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((entry) => entry.text).join(", ");

/** The `.eml` files of the outbox, oldest first (their names start with the mail's time). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith(".eml")).sort();
  return Promise.all(
    names.map(async (name) => {
      const raw = await fs.readFile(path.join(dir, name));
      const mail = await simpleParser(raw);
      const text = raw.toString("utf8");
      return {
        from: addresses(mail.from),
        to: addresses(mail.to),
        subject: mail.subject ?? "",
        date: mail.date?.toISOString() ?? "",
        head: text.slice(0, text.indexOf("\r\n\r\n")),
        text: mail.text ?? "",
        html: mail.html ?? false,
      };
    }),
  );
}
