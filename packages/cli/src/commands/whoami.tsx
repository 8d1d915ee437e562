import { renderToString } from "ink";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { WhoamiView } from "../ui/whoami-view.js";

export type WhoamiFormat = "table" | "json";

export async function whoami(options: { format: WhoamiFormat }, io: CliIo): Promise<void> {
  const store = new CredentialsStore(loadCliEnv(io.env).configDir);
  const { api, credentials } = await openSession(store, io);
  const permission = await api.getPermission();
  if (options.format === "json") {
    io.stdout.write(
      `${JSON.stringify({ server: credentials.server, userInfo: credentials.userInfo, permission }, null, 2)}\n`,
    );
    return;
  }
  io.stdout.write(
    `${renderToString(<WhoamiView server={credentials.server} userInfo={credentials.userInfo} permission={permission} />, { columns: 100 })}\n`,
  );
}
