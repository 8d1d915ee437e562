import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { resolveSessionTiming, type SessionTiming } from "@rightsdesk/domain";

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  RIGHTSDESK_DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  RIGHTSDESK_ADMIN_PASSWORD: z.string().min(10, "must be at least 10 characters").optional(),
  RIGHTSDESK_WEB_DIR: z.string().min(1).default(path.resolve(packageRoot, "../web/dist")),
  RIGHTSDESK_LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
  RIGHTSDESK_ACCESS_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  RIGHTSDESK_REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  RIGHTSDESK_TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** JSON object of session timings (ms) that override the specification's, e.g. for a kiosk or a test. */
  RIGHTSDESK_SESSION_TIMING: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: 'must be a JSON object such as {"idleTimeoutMs":60000}' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), z.number().int().nonnegative()))
    .optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminPassword: string | undefined;
  webDir: string;
  logLevel: z.infer<typeof EnvSchema>["RIGHTSDESK_LOG_LEVEL"];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  tokenSecret: string | undefined;
  migrationsDir: string;
  sessionTiming: SessionTiming;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the environment once, naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EnvSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.RIGHTSDESK_DATA_DIR.startsWith("memory://")
      ? e.RIGHTSDESK_DATA_DIR
      : path.resolve(e.RIGHTSDESK_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.RIGHTSDESK_ADMIN_PASSWORD,
    webDir: path.resolve(e.RIGHTSDESK_WEB_DIR),
    logLevel: e.RIGHTSDESK_LOG_LEVEL,
    accessTokenTtlSeconds: e.RIGHTSDESK_ACCESS_TOKEN_MINUTES * 60,
    refreshTokenTtlSeconds: e.RIGHTSDESK_REFRESH_TOKEN_DAYS * 24 * 3600,
    tokenSecret: e.RIGHTSDESK_TOKEN_SECRET,
    migrationsDir: path.resolve(packageRoot, "drizzle"),
    sessionTiming: resolveSessionTiming(e.RIGHTSDESK_SESSION_TIMING),
  };
}
