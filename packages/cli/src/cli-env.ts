import envPaths from "env-paths";
import { z } from "zod";

const CliEnvSchema = z.object({
  RIGHTSDESK_CONFIG_DIR: z.string().min(1).optional(),
  RIGHTSDESK_PASSWORD: z.string().min(1).optional(),
  RIGHTSDESK_NEW_USER_PASSWORD: z.string().min(1).optional(),
  RIGHTSDESK_SERVER: z.url({ message: "must be a URL such as http://localhost:3000" }).optional(),
});

export interface CliEnv {
  configDir: string;
  password: string | undefined;
  /** The first password of a user added with `users add`. */
  newUserPassword: string | undefined;
  server: string | undefined;
}

/** Reads the CLI's environment once; a bad variable is named. */
export function loadCliEnv(env: Record<string, string | undefined>): CliEnv {
  const parsed = CliEnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  return {
    configDir: parsed.data.RIGHTSDESK_CONFIG_DIR ?? envPaths("rightsdesk", { suffix: "" }).config,
    password: parsed.data.RIGHTSDESK_PASSWORD,
    newUserPassword: parsed.data.RIGHTSDESK_NEW_USER_PASSWORD,
    server: parsed.data.RIGHTSDESK_SERVER,
  };
}
