/** A Rights Desk server the journeys run against, with the environment that sets its timings. */
export interface E2eServer {
  name: string;
  port: number;
  baseURL: string;
  env: Record<string, string>;
}

function server(name: string, port: number, env: Record<string, string> = {}): E2eServer {
  return { name, port, baseURL: `http://127.0.0.1:${port}`, env };
}

export const e2eServers = {
  /**
   * The specification's timings: the journeys run on two of these, each with its own database,
   * so the two halves run side by side (a journey mostly waits on the browser and the server).
   */
  standard: server("standard", 3100),
  second: server("second", 3104),
  /**
   * Idle after 8 s, then the 20-second countdown. One-minute tokens refreshed silently once 50 s
   * or less remain, checked every 2 s; the expiring dialog's lead is kept short so it stays out
   * of the way.
   */
  idle: server("idle", 3101, {
    RIGHTSDESK_ACCESS_TOKEN_MINUTES: "1",
    RIGHTSDESK_SESSION_TIMING: JSON.stringify({
      idleTimeoutMs: 8_000,
      refreshWindowMs: 50_000,
      refreshCheckIntervalMs: 2_000,
      expiringDialogLeadMs: 5_000,
    }),
  }),
  /** One-minute tokens, no silent refresh, and 'Session Expiring' 50 s before expiry. */
  expiring: server("expiring", 3102, {
    RIGHTSDESK_ACCESS_TOKEN_MINUTES: "1",
    RIGHTSDESK_SESSION_TIMING: JSON.stringify({ refreshWindowMs: 0, expiringDialogLeadMs: 50_000 }),
  }),
  /** The demo data, seeded the day it starts: journeys that walk one fact across the screens. */
  demo: server("demo", 3103, { RIGHTSDESK_DEMO_DATA: "true" }),
} as const;

/** The server a journey's baseURL points at (for what it keeps on disk, such as its outbox). */
export function serverAt(baseURL: string | undefined): E2eServer {
  const found = Object.values(e2eServers).find((candidate) => candidate.baseURL === baseURL);
  if (!found) throw new Error(`No e2e server at ${baseURL ?? "(no baseURL)"}.`);
  return found;
}

/** The file that moves a server's day (RIGHTSDESK_CLOCK_SHIFT_FILE), in its own data folder. */
export function clockShiftFileOf(dataDir: string, server: E2eServer): string {
  return `${dataDir}/${server.name}/clock-shift-days`;
}
