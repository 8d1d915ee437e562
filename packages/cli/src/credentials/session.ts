import { createApiClient, isApiError, type ApiClient } from "@rightsdesk/api-client";
import { isSessionValid } from "@rightsdesk/domain";
import { CliError, type CliIo } from "../cli-io.js";
import type { Credentials, CredentialsStore } from "./credentials-store.js";

export interface SignedInSession {
  api: ApiClient;
  credentials: Credentials;
}

/** An api-client carrying the stored session; an expired access token is refreshed (and the new pair kept). */
export async function openSession(store: CredentialsStore, io: CliIo): Promise<SignedInSession> {
  let credentials = await store.read();
  if (!credentials) throw new CliError("You are not signed in. Run `rightsdesk login` first.");
  if (!isSessionValid(credentials.tokenExpiryDate, io.now())) {
    const anonymous = createApiClient({ baseUrl: credentials.server });
    try {
      const pair = await anonymous.refreshToken({ body: { refreshToken: credentials.refreshToken } });
      credentials = { ...credentials, ...pair };
      await store.write(credentials);
    } catch (error) {
      if (isApiError(error) && !error.isNetworkError) {
        await store.remove();
        throw new CliError(`Your session has ended (${error.message}) Run \`rightsdesk login\` again.`);
      }
      throw error;
    }
  }
  const current = credentials;
  const api = createApiClient({
    baseUrl: current.server,
    getContext: () => ({ token: current.token, userProfileId: current.userProfileId }),
  });
  return { api, credentials: current };
}
