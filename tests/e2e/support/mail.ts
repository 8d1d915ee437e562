import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/** The outbox the server of this name writes its mail into (see playwright.config.ts). */
export function outboxOf(serverName: string): string {
  const dataDir = process.env.RIGHTSDESK_E2E_DATA_DIR;
  if (!dataDir) throw new Error("RIGHTSDESK_E2E_DATA_DIR is not set: run through playwright.config.ts.");
  return path.join(dataDir, serverName, "outbox");
}

async function mailsTo(outbox: string, address: string): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.filter((file) => file.endsWith(".eml")).map((file) => readFile(path.join(outbox, file), "utf8")),
  );
  return mails.filter((mail) =>
    new RegExp(`^To:.*${address.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im").test(mail),
  );
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
