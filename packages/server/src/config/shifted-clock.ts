import fs from "node:fs";

const DAY_MS = 24 * 3600 * 1000;

/**
 * A clock running a number of days ahead of the real one, the number read from `file` (a whole
 * number of days; missing or empty: none). Only test servers set RIGHTSDESK_CLOCK_SHIFT_FILE: an
 * end-to-end journey moves the server's day forward (a paid cycle ends, a status ages) and back,
 * without an endpoint that could move it. The file is read again when it changes.
 */
export function shiftedClock(file: string): () => Date {
  let seen = -1;
  let days = 0;
  return () => {
    const changed = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (changed !== seen) {
      seen = changed;
      const text = changed === 0 ? "" : fs.readFileSync(file, "utf8").trim();
      days = /^-?\d{1,5}$/.test(text) ? Number(text) : 0;
    }
    return new Date(Date.now() + days * DAY_MS);
  };
}
