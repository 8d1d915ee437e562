import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { signInAttempts, type SignInOutcome } from "../../db/schema.js";

/** The outcomes that count towards a lock: a wrong password (or user name) or a wrong code. */
export const FAILURE_OUTCOMES = [
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

  /** Times of the failures for a user name after `since`, newest first. */
  async failuresForUserName(userName: string, since: Date): Promise<Date[]> {
    return this.failures(eq(signInAttempts.userName, userName), since);
  }

  /** Times of the failures from a client address after `since`, whatever the user name. */
  async failuresForAddress(ipAddress: string, since: Date): Promise<Date[]> {
    return this.failures(eq(signInAttempts.ipAddress, ipAddress), since);
  }

  private async failures(who: ReturnType<typeof eq>, since: Date): Promise<Date[]> {
    const rows = await this.db
      .select({ at: signInAttempts.at })
      .from(signInAttempts)
      .where(and(who, gt(signInAttempts.at, since), inArray(signInAttempts.outcome, [...FAILURE_OUTCOMES])))
      .orderBy(desc(signInAttempts.at))
      .limit(HISTORY_LIMIT);
    return rows.map((row) => row.at);
  }
}
