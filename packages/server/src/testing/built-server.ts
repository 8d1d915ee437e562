import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The package folder, where the built server resolves its migrations and data folder. */
export const SERVER_PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The built server's entry point, for tests that run the server as its own process the way a
 * user does (killed, restarted, its output read): faster to start than compiling the sources.
 */
export function builtServerEntry(): string {
  const entry = path.join(SERVER_PACKAGE_ROOT, "dist", "main.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run "pnpm build" first.`);
  return entry;
}
