import { and, desc, eq, gt, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { signInAttempts, type SignInOutcome } from "../../db/schema.js";

/**
 * The outcomes that count towards a lock: a wrong password (or user name) or a wrong code, and a
 * check still under way, so that checks running at the same moment on any server count each other.
 */
export const FAILURE_OUTCOMES = [
  "checking",
  "unknown-user",
  "wrong-password",
  "wrong-code",
  "code-replayed",
] as const satisfies readonly SignInOutcome[];

/** Outcomes that prove the person knows the password (and code): the user name's history starts afresh. */
const SUCCESS_OUTCOMES = ["signed-in", "password-reset"] as const satisfies readonly SignInOutcome[];

/** At most this many failures are read back for one user name or address (the newest). */
const HISTORY_LIMIT = 500;

export interface SignInAttempt {
  userName: string;
  ipAddress: string;
  at: Date;
  outcome: SignInOutcome;
}

export class SignInAttemptsRepository {
  constructor(private readonly db: Db) {}

  async record(attempt: SignInAttempt): Promise<void> {
    await this.db.insert(signInAttempts).values({
      ...attempt,
      succeeded: (SUCCESS_OUTCOMES as readonly SignInOutcome[]).includes(attempt.outcome),
    });
  }

  /**
   * Records a check as it starts, counted as a failure until `finish` gives its outcome; answers
   * its id. Checks of one user name are recorded one at a time, so every check recorded before
   * this one, on any server, is committed by the time this one counts them.
   */
  async begin(attempt: Omit<SignInAttempt, "outcome">): Promise<number> {
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`rightsdesk.sign-in:${attempt.userName}`}))`,
      );
      const [inserted] = await tx
        .insert(signInAttempts)
        .values({ ...attempt, outcome: "checking", succeeded: false })
        .returning({ id: signInAttempts.id });
      return inserted;
    });
    if (!row) throw new Error("The sign-in attempt was not recorded.");
    return row.id;
  }

  async finish(id: number, outcome: SignInOutcome): Promise<void> {
    await this.db
      .update(signInAttempts)
      .set({ outcome, succeeded: (SUCCESS_OUTCOMES as readonly SignInOutcome[]).includes(outcome) })
      .where(eq(signInAttempts.id, id));
  }

  /** When the user name last signed in (or reset its password) after `since`, if it did. */
  async lastSuccessFor(userName: string, since: Date): Promise<Date | undefined> {
    const rows = await this.db
      .select({ at: signInAttempts.at })
      .from(signInAttempts)
      .where(
        and(
          eq(signInAttempts.userName, userName),
          gt(signInAttempts.at, since),
          eq(signInAttempts.succeeded, true),
        ),
      )
      .orderBy(desc(signInAttempts.at))
      .limit(1);
    return rows[0]?.at;
  }

  /** Times of the failures for a user name after `since` (recorded before attempt `beforeId`), newest first. */
  async failuresForUserName(userName: string, since: Date, beforeId?: number): Promise<Date[]> {
    return this.failures(eq(signInAttempts.userName, userName), since, beforeId);
  }

  /** Times of the failures from a client address after `since` (before attempt `beforeId`), whatever the user name. */
  async failuresForAddress(ipAddress: string, since: Date, beforeId?: number): Promise<Date[]> {
    return this.failures(eq(signInAttempts.ipAddress, ipAddress), since, beforeId);
  }

  private async failures(who: SQL, since: Date, beforeId: number | undefined): Promise<Date[]> {
    const rows = await this.db
      .select({ at: signInAttempts.at })
      .from(signInAttempts)
      .where(
        and(
          who,
          gt(signInAttempts.at, since),
          inArray(signInAttempts.outcome, [...FAILURE_OUTCOMES]),
          beforeId === undefined ? undefined : lt(signInAttempts.id, beforeId),
        ),
      )
      .orderBy(desc(signInAttempts.at))
      .limit(HISTORY_LIMIT);
    return rows.map((row) => row.at);
  }
}
