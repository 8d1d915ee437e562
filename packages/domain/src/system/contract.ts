import { z } from "zod";
import { defineEndpoint } from "../api/endpoint.js";

export const HealthResponseSchema = z.object({
  status: z.literal("ok"),
  version: z.string(),
  database: z.enum(["pglite", "postgres"]),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

export const health = defineEndpoint({
  name: "health",
  method: "GET",
  path: "/Health",
  summary: "Whether the server and its database answer",
  tag: "System",
  access: { kind: "public" },
  response: HealthResponseSchema,
  errors: ["Unknown"],
});

const Milliseconds = z.number().int().nonnegative();

export { CLIENT_CONFIG_META_NAME } from "./client-config-meta.js";

/** What the browser needs to know before sign-in: the session timings this server enforces. */
export const ClientConfigSchema = z.object({
  sessionTiming: z.object({
    idleTimeoutMs: Milliseconds,
    logoutCountdownMs: Milliseconds,
    countdownTickMs: Milliseconds,
    refreshWindowMs: Milliseconds,
    refreshCheckIntervalMs: Milliseconds,
    expiringDialogLeadMs: Milliseconds,
    permissionRefetchIntervalMs: Milliseconds,
    permissionRetryCount: Milliseconds,
    permissionRetryDelayMs: Milliseconds,
    errorToastDelayMs: Milliseconds,
  }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const getClientConfig = defineEndpoint({
  name: "getClientConfig",
  method: "GET",
  path: "/Client/Config",
  summary:
    "Session timings for the browser: the specification's constants unless the operator shortened them",
  tag: "System",
  access: { kind: "public" },
  response: ClientConfigSchema,
  errors: [],
});
