import { createApiClient, isApiError, type ApiClient } from "@rightsdesk/api-client";
import { ErrorCodes, LoginRequestSchema, type LoginRequest, type LoginResponse } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import { CliError, type CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";

export interface LoginOptions {
  server?: string;
  user?: string;
  otp?: string;
}

/** Signs in; when the account has an authenticator and no code was given, asks for one if someone can answer. */
async function signIn(api: ApiClient, credentials: LoginRequest, io: CliIo): Promise<LoginResponse> {
  try {
    return await api.login({ body: credentials });
  } catch (error) {
    const needsCode =
      isApiError(error) && error.code === ErrorCodes.MFARequired && credentials.otp === undefined;
    if (!needsCode) throw error;
    if (!io.interactive) throw new CliError(`${error.message} Pass it with --otp CODE.`, 2);
    const otp = (await io.promptPassword("Code from your authenticator app")).trim();
    const withCode = LoginRequestSchema.safeParse({ ...credentials, otp });
    if (!withCode.success)
      throw new CliError(withCode.error.issues.map((issue) => issue.message).join(" "), 2);
    return api.login({ body: withCode.data });
  }
}

const DEFAULT_SERVER = "http://localhost:3000";

export async function login(options: LoginOptions, io: CliIo): Promise<void> {
  const env = loadCliEnv(io.env);
  const server = (options.server ?? env.server ?? DEFAULT_SERVER).replace(/\/$/, "");
  const userName = options.user;
  if (!userName) throw new CliError("Give the user name: rightsdesk login --user NAME", 2);
  let password = env.password;
  if (!password) {
    if (!io.interactive)
      throw new CliError("No password: set RIGHTSDESK_PASSWORD or run the command in a terminal.", 2);
    password = await io.promptPassword(`Password for ${userName} at ${server}`);
  }
  const credentials = LoginRequestSchema.safeParse({ userName, password, otp: options.otp });
  if (!credentials.success)
    throw new CliError(credentials.error.issues.map((issue) => issue.message).join(" "), 2);

  const api = createApiClient({ baseUrl: server });
  const response = await signIn(api, credentials.data, io);
  const profiles = response.userAuthInfo.userProfiles;
  const selected =
    profiles.length === 1 ? profiles[0] : (profiles.find((profile) => profile.isDefault) ?? profiles[0]);
  const store = new CredentialsStore(env.configDir);
  await store.write({
    server,
    token: response.userAuthInfo.token,
    refreshToken: response.userAuthInfo.refreshToken,
    tokenExpiryDate: response.userAuthInfo.tokenExpiryDate,
    refreshTokenExpiryDate: response.userAuthInfo.refreshTokenExpiryDate,
    userProfileId: selected?.id ?? null,
    userInfo: response.userInfo,
  });
  const { firstName, lastName } = response.userInfo;
  io.stdout.write(`Signed in to ${server} as ${response.userInfo.userName} (${firstName} ${lastName}).\n`);
}
