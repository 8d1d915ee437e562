import { z } from "zod";

const EnvSchema = z.object({
  VITE_API_BASE_URL: z
    .url({ message: "VITE_API_BASE_URL must be an absolute URL such as https://rights.example.com" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

function readConfig() {
  const parsed = EnvSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Rights Desk is misconfigured:\n${problems.join("\n")}`);
  }
  return {
    productName: "Rights Desk",
    /** The API lives beside the web app unless the build says otherwise. */
    apiBaseUrl: parsed.data.VITE_API_BASE_URL ?? window.location.origin,
  } as const;
}

/** The web app's configuration, read once from the build environment. */
export const config = readConfig();
