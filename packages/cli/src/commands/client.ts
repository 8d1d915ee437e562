import type { ActingClient } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import { CliError, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";

export type ClientFormat = "table" | "json";

function describe(acting: ActingClient): string {
  const lines = [`Acting for ${acting.client.name} (client ${acting.client.id}).`];
  if (acting.canSwitch) {
    lines.push("", "Clients you may act for (rightsdesk client use <id or name>):");
    for (const client of acting.clients) {
      const marks = [client.id === acting.client.id ? "current" : "", client.isProvider ? "provider" : ""]
        .filter(Boolean)
        .join(", ");
      lines.push(`  ${String(client.id).padStart(4)}  ${client.name}${marks ? `  (${marks})` : ""}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

function write(acting: ActingClient, format: ClientFormat, io: CliIo): void {
  io.stdout.write(format === "json" ? `${JSON.stringify(acting, null, 2)}\n` : describe(acting));
}

/** Shows the client the session acts for, and the ones a provider profile may choose. */
export async function showClient(options: { format: ClientFormat }, io: CliIo): Promise<void> {
  const store = new CredentialsStore(loadCliEnv(io.env).configDir);
  const { api } = await openSession(store, io);
  write(await api.getActingClient(), options.format, io);
}

/**
 * Makes the session act for another client (a profile of the provider's own client only), named
 * by its id or its exact name without regard to case; every later command works on its records.
 */
export async function useClient(which: string, options: { format: ClientFormat }, io: CliIo): Promise<void> {
  const store = new CredentialsStore(loadCliEnv(io.env).configDir);
  const { api } = await openSession(store, io);
  const current = await api.getActingClient();
  const wanted = which.trim().toLowerCase();
  const found = current.clients.find(
    (client) => String(client.id) === wanted || client.name.toLowerCase() === wanted,
  );
  if (!found) {
    throw new CliError(
      current.canSwitch
        ? `There is no client "${which}". Run rightsdesk client to see the clients you may act for.`
        : `Your profile acts for ${current.client.name} only.`,
      2,
    );
  }
  write(await api.actForClient({ body: { clientId: found.id } }), options.format, io);
}
