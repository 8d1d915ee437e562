import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { resolveSessionTiming, type SessionTiming } from "@rightsdesk/domain";

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** "Name <address@host>" or a bare "address@host". */
const MAIL_ADDRESS = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

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
  /** Where links in e-mails point: the address users open Rights Desk at. */
  RIGHTSDESK_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  RIGHTSDESK_OUTBOX_DIR: z.string().min(1).optional(),
  RIGHTSDESK_SMTP_URL: z
    .string()
    .refine(isSmtpUrl, "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.com:465")
    .optional(),
  RIGHTSDESK_MAIL_FROM: z
    .string()
    .regex(MAIL_ADDRESS, 'must be an address such as "Rights Desk <rights@example.com>"')
    .optional(),
  /** Whether X-Forwarded-For is believed: only behind a proxy that sets it. */
  RIGHTSDESK_TRUST_PROXY: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  RIGHTSDESK_SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  RIGHTSDESK_SIGNIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(100_000).default(30),
  RIGHTSDESK_SIGNIN_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  RIGHTSDESK_SIGNIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  RIGHTSDESK_RESET_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  RIGHTSDESK_RESET_MAILS_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
});

function isSmtpUrl(value: string): boolean {
  try {
    return ["smtp:", "smtps:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

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
  /** Base of links in e-mails, without a trailing slash. */
  publicUrl: string;
  trustProxy: boolean;
  mail: {
    /** Folder the outbox mailer writes `.eml` files into when no SMTP server is set. */
    outboxDir: string;
    smtpUrl: string | undefined;
    from: string;
  };
  signInLimits: SignInLimits;
  passwordReset: { tokenTtlSeconds: number; maxMailsPerHour: number };
}

/** When failed sign-ins lock a user name or a client address (see the domain's sign-in lock rule). */
export interface SignInLimits {
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
  lockSeconds: number;
  /** The longest a lock grows to, and how far back failures are remembered. */
  maxLockSeconds: number;
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
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  if (blankAsUnset["RIGHTSDESK_SMTP_URL"] && !blankAsUnset["RIGHTSDESK_MAIL_FROM"]) {
    problems.push("RIGHTSDESK_MAIL_FROM: must be set when RIGHTSDESK_SMTP_URL is set");
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = e.RIGHTSDESK_DATA_DIR.startsWith("memory://")
    ? e.RIGHTSDESK_DATA_DIR
    : path.resolve(e.RIGHTSDESK_DATA_DIR);
  const defaultOutbox = dataDir.startsWith("memory://")
    ? path.join(os.tmpdir(), "rightsdesk-outbox")
    : path.join(dataDir, "outbox");
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.RIGHTSDESK_ADMIN_PASSWORD,
    webDir: path.resolve(e.RIGHTSDESK_WEB_DIR),
    logLevel: e.RIGHTSDESK_LOG_LEVEL,
    accessTokenTtlSeconds: e.RIGHTSDESK_ACCESS_TOKEN_MINUTES * 60,
    refreshTokenTtlSeconds: e.RIGHTSDESK_REFRESH_TOKEN_DAYS * 24 * 3600,
    tokenSecret: e.RIGHTSDESK_TOKEN_SECRET,
    migrationsDir: path.resolve(packageRoot, "drizzle"),
    sessionTiming: resolveSessionTiming(e.RIGHTSDESK_SESSION_TIMING),
    publicUrl: e.RIGHTSDESK_PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.RIGHTSDESK_TRUST_PROXY === "true",
    mail: {
      outboxDir: path.resolve(e.RIGHTSDESK_OUTBOX_DIR ?? defaultOutbox),
      smtpUrl: e.RIGHTSDESK_SMTP_URL,
      from: e.RIGHTSDESK_MAIL_FROM ?? "Rights Desk <no-reply@localhost>",
    },
    signInLimits: {
      maxFailuresPerUser: e.RIGHTSDESK_SIGNIN_MAX_FAILURES,
      maxFailuresPerAddress: e.RIGHTSDESK_SIGNIN_ADDRESS_MAX_FAILURES,
      windowSeconds: e.RIGHTSDESK_SIGNIN_WINDOW_MINUTES * 60,
      lockSeconds: e.RIGHTSDESK_SIGNIN_LOCK_MINUTES * 60,
      maxLockSeconds: 24 * 3600,
    },
    passwordReset: {
      tokenTtlSeconds: e.RIGHTSDESK_RESET_TOKEN_MINUTES * 60,
      maxMailsPerHour: e.RIGHTSDESK_RESET_MAILS_PER_HOUR,
    },
  };
}
