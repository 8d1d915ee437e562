// Runs every benchmark in this folder in turn (generate-*.mjs are data generators they use; lib/ holds
// the pieces they share).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dir = path.dirname(fileURLToPath(import.meta.url));
for (const file of fs
  .readdirSync(dir)
  .filter((name) => name.endsWith(".mjs") && name !== "run.mjs" && !name.startsWith("generate-"))
  .sort()) {
  console.log(`\n▸ bench/${file}`);
  const result = spawnSync(process.execPath, [path.join(dir, file), ...process.argv.slice(2)], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
