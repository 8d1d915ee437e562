import fs from "node:fs/promises";
import path from "node:path";
import type { ApiClient } from "@rightsdesk/api-client";
import { loadCliEnv } from "../cli-env.js";
import { CliError, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";

export interface ContractsPdfOptions {
  out?: string;
}

/** A contract's id from its id ("42") or its number ("CT00042", any case), looked up in the list. */
export async function findContractId(
  api: ApiClient,
  idOrNumber: string,
): Promise<{ id: number; contractNumber: string }> {
  const text = idOrNumber.trim();
  if (text === "") throw new CliError("Name the contract by its id or its number, like CT00042.", 2);
  if (/^\d+$/.test(text)) {
    const contract = await api.getContractById({ params: { id: Number(text) } });
    return { id: contract.id, contractNumber: contract.contractNumber };
  }
  const page = await api.listContracts({
    body: { filters: [{ property: "contractNumber", operator: "eq", value: text }], pageSize: 2 },
  });
  const [found] = page.records;
  if (!found) throw new CliError(`No contract has the number ${text}.`);
  return { id: found.id, contractNumber: found.contractNumber };
}

/**
 * `rightsdesk contracts pdf ID`: draws the contract from its template (POST /Contract/RenderPdf,
 * which keeps the PDF as a CONTRACTS document of the contract), then downloads that document.
 * Placeholders the contract could not fill are printed as a warning; the file is written anyway.
 */
export async function contractsPdf(
  idOrNumber: string,
  options: ContractsPdfOptions,
  io: CliIo,
): Promise<void> {
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const contract = await findContractId(api, idOrNumber);
  const answer = await api.renderContractPdf({ params: { id: contract.id } });
  const file = await api.downloadContractDocument({ params: { documentId: answer.document.id } });
  const target = path.resolve(options.out ?? `${contract.contractNumber}.pdf`);
  await fs.writeFile(target, Buffer.from(await file.blob.arrayBuffer()));
  if (answer.missing.length > 0) {
    io.stderr.write(
      `Warning: ${answer.missing.length} placeholder${answer.missing.length === 1 ? "" : "s"} had no value ` +
        `and ${answer.missing.length === 1 ? "is" : "are"} marked in the PDF: ${answer.missing.join(", ")}.\n`,
    );
  }
  if (answer.unknown.length > 0) {
    io.stderr.write(
      `Warning: the template has placeholders no contract fills: ${answer.unknown.join(", ")}.\n`,
    );
  }
  io.stdout.write(
    `Wrote ${target} (${contract.contractNumber}, ${file.blob.size.toLocaleString("en-US")} bytes), ` +
      `kept on the contract as document ${answer.document.id}.\n`,
  );
}
