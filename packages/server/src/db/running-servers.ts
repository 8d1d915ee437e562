import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/** The advisory lock key every running server of a PostgreSQL database holds shared ("RDRUNNIN"). */
const RUNNING_LOCK_KEY = 0x5244_5255_4e4e_494en.toString();
/** How long a server whose hold was cut (PostgreSQL restarted) waits before taking it again. */
const RETAKE_AFTER_MS = 1000;

export interface RunningHold {
  release(): Promise<void>;
}

/**
 * Marks this server as running on the database for as long as it lives: a shared advisory lock on
 * a connection of its own, which PostgreSQL lets go of when the server dies however it dies (a
 * killed process's connection closes with it). First `work` runs, told whether any other server of
 * the database runs now (it could take the lock exclusively); while it runs, no server that starts
 * gets past this point, so an `alone` answer stays true until `work` ends.
 */
export async function holdRunning<T>(
  connectionString: string,
  work: (alone: boolean) => Promise<T>,
): Promise<{ result: T; hold: RunningHold }> {
  let released = false;
  let current = await connect(connectionString);
  try {
    const answer = await current.client.query<{ alone: boolean }>(
      "SELECT pg_try_advisory_lock($1) AS alone",
      [RUNNING_LOCK_KEY],
    );
    const alone = answer.rows[0]?.alone === true;
    let result: T;
    try {
      result = await work(alone);
    } finally {
      // Shared first, then the exclusive one let go: the hold never lapses in between.
      await current.client.query("SELECT pg_advisory_lock_shared($1)", [RUNNING_LOCK_KEY]);
      if (alone) await current.client.query("SELECT pg_advisory_unlock($1)", [RUNNING_LOCK_KEY]);
    }
    // A hold cut from under us (PostgreSQL restarted) is taken again, or a server starting
    // meanwhile would think it alone for the rest of this one's life.
    void (async () => {
      for (;;) {
        await current.ended;
        if (released) return;
        await sleep(RETAKE_AFTER_MS, undefined, { ref: false });
        if (released) return;
        try {
          current = await connect(connectionString);
          await current.client.query("SELECT pg_advisory_lock_shared($1)", [RUNNING_LOCK_KEY]);
        } catch {
          // Not reached (the last one's `ended` has settled), or cut again: the loop tries again.
          await current.client.end().catch(() => undefined);
        }
      }
    })();
    return {
      result,
      hold: {
        release: async () => {
          released = true;
          await current.client.end().catch(() => undefined);
        },
      },
    };
  } catch (error) {
    released = true;
    await current.client.end().catch(() => undefined);
    throw error;
  }
}

/** A connection of its own, and a promise settled when it ends for any reason. */
async function connect(connectionString: string): Promise<{ client: pg.Client; ended: Promise<void> }> {
  const client = new pg.Client({ connectionString });
  client.on("error", () => undefined);
  const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
  await client.connect();
  return { client, ended };
}
