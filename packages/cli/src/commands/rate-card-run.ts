import fs from "node:fs/promises";
import path from "node:path";
import type { RateCardOrigin } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { openFileToSend } from "./airings-upload.js";
import { explainRateCardRefusal } from "./rate-card-refusal.js";
import { rateCardCsv, renderRateCardTable } from "./rate-card-table.js";

export const rateCardListFormats = ["table", "csv", "json"] as const;

export interface RateCardListOptions {
  origin?: RateCardOrigin;
  format: (typeof rateCardListFormats)[number];
}

const signedIn = (io: CliIo) => openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);

/** `rate-card list`: the figures as a table, CSV or the answer as JSON (gaps included). */
export async function rateCardList(options: RateCardListOptions, io: CliIo): Promise<void> {
  const { api } = await signedIn(io);
  const card = await api.getRateCard({ query: options.origin ? { origin: options.origin } : {} });
  if (options.format === "json") io.stdout.write(`${JSON.stringify(card, null, 2)}\n`);
  else if (options.format === "csv") io.stdout.write(rateCardCsv(card));
  else io.stdout.write(`${renderRateCardTable(card)}\n`);
}

/**
 * `rate-card import FILE`: the server reads and checks every row and adds all or none; a refusal
 * names each problem by line and column (exit status 1).
 */
export async function rateCardImport(file: string, io: CliIo): Promise<void> {
  const upload = await openFileToSend(file);
  const { api } = await signedIn(io);
  const result = await api
    .importRateCard({ files: [{ name: upload.name, data: upload.blob }] })
    .catch(explainRateCardRefusal);
  io.stdout.write(`${result.added} ${result.added === 1 ? "figure" : "figures"} added.\n`);
}

/** `rate-card export`: the server's CSV, as the web app downloads it, to stdout or --output. */
export async function rateCardExport(
  options: { origin?: RateCardOrigin; output?: string },
  io: CliIo,
): Promise<void> {
  const { api } = await signedIn(io);
  const file = await api.exportRateCard({ query: options.origin ? { origin: options.origin } : {} });
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  if (!options.output) {
    io.stdout.write(Buffer.from(bytes).toString("utf8"));
    return;
  }
  const target = path.resolve(options.output);
  await fs.writeFile(target, bytes);
  io.stdout.write(`Wrote ${target} (${bytes.byteLength.toLocaleString("en-US")} bytes).\n`);
}
