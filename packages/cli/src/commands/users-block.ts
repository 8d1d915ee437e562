import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { findUserByName } from "./find-user-by-name.js";

/** `rightsdesk users block|unblock NAME`: a blocked user's sessions end at once. */
export async function setUserBlocked(userName: string, blocked: boolean, io: CliIo): Promise<void> {
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const user = await findUserByName(api, userName);
  const updated = await api.toggleBlockUser({ params: { id: user.id }, body: { blocked } });
  const done = blocked
    ? `Blocked ${updated.userName}: their sessions have ended and they cannot sign in.`
    : `Unblocked ${updated.userName}: they can sign in again.`;
  io.stdout.write(`${done}\n`);
}
