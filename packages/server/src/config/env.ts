import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { SIZE_LIMIT_BYTES, resolveSessionTiming, type SessionTiming } from "@rightsdesk/domain";

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
  /** Test servers only: a file holding the days the server's clock runs ahead (see shifted-clock.ts). */
  RIGHTSDESK_CLOCK_SHIFT_FILE: z.string().min(1).optional(),
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
  /** 32 random bytes in base64 that encrypt sensitive fields (tax ids, account numbers). */
  RIGHTSDESK_ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine(
      (text) => /^[A-Za-z0-9+/]+={0,2}$/.test(text) && Buffer.from(text, "base64").length === 32,
      "must be 32 bytes in base64, e.g. the output of `openssl rand -base64 32`",
    )
    .transform((text) => Buffer.from(text, "base64"))
    .optional(),
  /** The largest file an upload may hold; the specification's 1 GiB unless lowered. */
  RIGHTSDESK_UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(SIZE_LIMIT_BYTES, "must be at most 1073741824 (1 GiB, the specification's limit)")
    .default(SIZE_LIMIT_BYTES),
  /** With a bucket, files go to S3-compatible storage instead of the data folder. */
  RIGHTSDESK_S3_BUCKET: z.string().trim().min(1).optional(),
  RIGHTSDESK_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  RIGHTSDESK_S3_REGION: z.string().trim().min(1).default("us-east-1"),
  RIGHTSDESK_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  RIGHTSDESK_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  RIGHTSDESK_S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"], { error: "must be true or false" })
    .default("false"),
  /** Fill a database without companies with demo companies on start (the quick start sets it). */
  RIGHTSDESK_DEMO_DATA: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
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
  /** Test servers only: the file a journey writes to move the server's day (shifted-clock.ts). */
  clockShiftFile: string | undefined;
  mail: {
    /** Folder the outbox mailer writes `.eml` files into when no SMTP server is set. */
    outboxDir: string;
    smtpUrl: string | undefined;
    from: string;
  };
  signInLimits: SignInLimits;
  passwordReset: { tokenTtlSeconds: number; maxMailsPerHour: number };
  /** The configured field encryption key; without one it is generated under the data folder. */
  encryptionKey: Buffer | undefined;
  files: FileStorageConfig;
  /** Add the demo companies on a start that finds no companies. */
  demoData: boolean;
}

/** Where uploaded files are kept, and how large one may be. */
export interface FileStorageConfig {
  uploadLimitBytes: number;
  store:
    | { kind: "filesystem"; dir: string }
    | {
        kind: "s3";
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        /** Absent: the SDK's usual chain (environment, profile, instance role). */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      };
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
  const s3Keys = ["RIGHTSDESK_S3_ACCESS_KEY_ID", "RIGHTSDESK_S3_SECRET_ACCESS_KEY"] as const;
  const s3KeysSet = s3Keys.filter((key) => blankAsUnset[key] !== undefined);
  if (s3KeysSet.length === 1) {
    const missing = s3Keys.find((key) => !s3KeysSet.includes(key)) ?? "";
    problems.push(`${missing}: must be set together with ${s3KeysSet[0] ?? ""}`);
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
    clockShiftFile:
      e.RIGHTSDESK_CLOCK_SHIFT_FILE === undefined ? undefined : path.resolve(e.RIGHTSDESK_CLOCK_SHIFT_FILE),
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
    encryptionKey: e.RIGHTSDESK_ENCRYPTION_KEY,
    files: fileStorageConfig(e, dataDir),
    demoData: e.RIGHTSDESK_DEMO_DATA === "true",
  };
}

function fileStorageConfig(e: z.infer<typeof EnvSchema>, dataDir: string): FileStorageConfig {
  const uploadLimitBytes = e.RIGHTSDESK_UPLOAD_LIMIT_BYTES;
  if (e.RIGHTSDESK_S3_BUCKET) {
    const { RIGHTSDESK_S3_ACCESS_KEY_ID: accessKeyId, RIGHTSDESK_S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
    return {
      uploadLimitBytes,
      store: {
        kind: "s3",
        bucket: e.RIGHTSDESK_S3_BUCKET,
        region: e.RIGHTSDESK_S3_REGION,
        endpoint: e.RIGHTSDESK_S3_ENDPOINT,
        forcePathStyle: e.RIGHTSDESK_S3_FORCE_PATH_STYLE === "true",
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      },
    };
  }
  const dir = dataDir.startsWith("memory://")
    ? path.join(os.tmpdir(), "rightsdesk-blobs")
    : path.join(dataDir, "blobs");
  return { uploadLimitBytes, store: { kind: "filesystem", dir } };
}
