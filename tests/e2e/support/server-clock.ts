import { writeFileSync } from "node:fs";
import { clockShiftFileOf, serverAt } from "./servers.js";

/**
 * Moves the server at `baseURL` `days` ahead of today (0: back to today), as a journey needs when
 * a status must age: the server reads the file on its next clock reading. Sessions signed before
 * the move may have run out after it.
 */
export function shiftServerClock(baseURL: string, days: number): void {
  const dataDir = process.env.RIGHTSDESK_E2E_DATA_DIR;
  if (!dataDir) throw new Error("The journeys' data folder is not set.");
  writeFileSync(clockShiftFileOf(dataDir, serverAt(baseURL)), `${days}\n`);
}
