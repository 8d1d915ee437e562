import fs from "node:fs/promises";
import path from "node:path";
import { loadCliEnv } from "../cli-env.js";
import { CliError, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";

export const airingExportFormats = ["csv", "xlsx"] as const;
export type AiringExportFormat = (typeof airingExportFormats)[number];

export interface AiringsExportOptions {
  format: AiringExportFormat;
  out?: string;
}

/**
 * `rightsdesk airings export ID --format csv|xlsx`: the upload's rows as the server writes them
 * (place, raw values, outcome and issues), under the server's file name unless `--out` says where.
 */
export async function airingsExport(id: string, options: AiringsExportOptions, io: CliIo): Promise<void> {
  if (!/^\d+$/.test(id.trim())) throw new CliError(`Name the upload by its id, like 12 (not "${id}").`, 2);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const file = await api.exportAiringUpload({
    params: { id: Number(id.trim()) },
    query: { format: options.format },
  });
  // The server's content-disposition name, kept to a bare file name; ours when it gives none.
  const given = path.basename(file.fileName);
  const name = given.endsWith(`.${options.format}`) ? given : `airing-upload-${id.trim()}.${options.format}`;
  const target = path.resolve(options.out ?? name);
  await fs.writeFile(target, Buffer.from(await file.blob.arrayBuffer()));
  io.stdout.write(
    `Wrote ${target} (upload ${id.trim()}, ${file.blob.size.toLocaleString("en-US")} bytes).\n`,
  );
}
