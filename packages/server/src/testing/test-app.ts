import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { API_BASE_PATH } from "@rightsdesk/domain";
import { buildApp } from "../app.js";
import { loadConfig, type ServerConfig } from "../config/env.js";
import type { Database } from "../db/database.js";
import { createTestDatabase, TEST_ADMIN_PASSWORD } from "./test-database.js";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  /** Waits for what requests left running after their answers (reset links, mails). */
  settle(): Promise<void>;
  /** Moves the clock every request reads. */
  setNow(now: Date): void;
  call(options: {
    method: InjectOptions["method"];
    path: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  signIn(
    userName?: string,
    password?: string,
  ): Promise<{ token: string; refreshToken: string; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase();
  const config = loadConfig({ RIGHTSDESK_LOG_LEVEL: "silent", RIGHTSDESK_WEB_DIR: "/nonexistent", ...env });
  let now = new Date();
  const app = await buildApp({ config, database, clock: () => now });
  await app.ready();

  const call: TestApp["call"] = ({ method, path, token, body, headers }) =>
    app.inject({
      method,
      url: `${API_BASE_PATH}${path}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions["payload"] }),
    });

  return {
    app,
    database,
    config,
    settle: () => app.settleBackgroundWork(),
    setNow: (value) => {
      now = value;
    },
    call,
    signIn: async (userName = "sysadmin", password = TEST_ADMIN_PASSWORD) => {
      const response = await call({ method: "POST", path: "/User/Login", body: { userName, password } });
      if (response.statusCode !== 200)
        throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
      const body = response.json() as { userAuthInfo: { token: string; refreshToken: string } };
      return {
        token: body.userAuthInfo.token,
        refreshToken: body.userAuthInfo.refreshToken,
        body: body as Record<string, unknown>,
      };
    },
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
