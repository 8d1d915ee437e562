import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type AddressObject } from "mailparser";

/** The outbox the server of this name writes its mail into (see playwright.config.ts). */
export function outboxOf(serverName: string): string {
  const dataDir = process.env.RIGHTSDESK_E2E_DATA_DIR;
  if (!dataDir) throw new Error("RIGHTSDESK_E2E_DATA_DIR is not set: run through playwright.config.ts.");
  return path.join(dataDir, serverName, "outbox");
}

const addressesOf = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) =>
    entry.value.map((one) => one.address?.toLowerCase()),
  );

/** The text of the mails to `address`, decoded as a mail program would (MIME, transfer encodings). */
async function mailsTo(outbox: string, address: string): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith(".eml"))
      .map(async (file) => simpleParser(await readFile(path.join(outbox, file)))),
  );
  return mails
    .filter((mail) => addressesOf(mail.to).includes(address.toLowerCase()))
    .map((mail) => mail.text ?? "");
}

/** Waits for the reset e-mail to `address` and returns the in-app part of its link. */
export async function readResetLink(outbox: string, address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await mailsTo(outbox, address);
        link = mail ? /#(\/reset-new-password\?token=[^\s"<>]+)/.exec(mail)?.[1] : undefined;
        return link;
      },
      { message: `a reset e-mail to ${address} in ${outbox}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return `/#${link}`;
}
