import { z } from "zod";

/**
 * The build's environment. vite.config.ts checks it when Vite starts (a build or the dev server),
 * so a bad value stops the build instead of breaking the page, and the page carries no checker.
 */
export const EnvSchema = z.object({
  VITE_API_BASE_URL: z
    .url({ message: "VITE_API_BASE_URL must be an absolute URL such as https://rights.example.com" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** Every problem with the environment, one line each; none when it is fine. */
export function envProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const parsed = EnvSchema.safeParse(env);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}
