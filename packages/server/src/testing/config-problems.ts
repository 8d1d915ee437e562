import { ConfigError, loadConfig } from "../config/env.js";

/** The problems loadConfig names for `env`: none when it loads. */
export function configProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
