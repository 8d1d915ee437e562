import { isApiError } from "@rightsdesk/api-client";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";

/** Ends the session on the server, then forgets it locally, even when the server is unreachable. */
export async function logout(io: CliIo): Promise<void> {
  const store = new CredentialsStore(loadCliEnv(io.env).configDir);
  const stored = await store.read();
  if (!stored) {
    io.stdout.write("You were not signed in.\n");
    return;
  }
  try {
    const { api } = await openSession(store, io);
    await api.logout();
  } catch (error) {
    const reason = isApiError(error) || error instanceof Error ? error.message : String(error);
    io.stderr.write(`The server could not end the session (${reason}); it is forgotten here all the same.\n`);
  }
  await store.remove();
  io.stdout.write(`Signed out of ${stored.server}.\n`);
}
