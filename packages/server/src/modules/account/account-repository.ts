import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { passwordResetTokens, users } from "../../db/schema.js";

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The user's own account: password, terms, reset codes and authenticator secrets. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction; the repositories it builds on `tx` commit or roll back together. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  async findUser(userId: number): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return rows[0];
  }

  async setPassword(userId: number, passwordHash: string, now: Date, by: number): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now, updatedBy: by })
      .where(eq(users.id, userId));
  }

  async setTermsAccepted(userId: number, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ termAcceptedOn: now, updatedAt: now, updatedBy: userId })
      .where(eq(users.id, userId));
  }

  /** Active users whose user name or e-mail address is this, without regard to case (a few at most). */
  async findActiveUsersByNameOrEmail(value: string): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.status, "ACTIVE"),
          sql`(lower(${users.userName}) = lower(${value}) or lower(${users.email}) = lower(${value}))`,
        ),
      )
      .orderBy(users.id)
      .limit(5);
  }

  async countResetTokensSince(userId: number, since: Date): Promise<number> {
    const rows = await this.db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
    return Number(rows[0]?.n ?? 0);
  }

  /** Issues a reset code, ending the user's earlier unused ones: only the newest link works. */
  async replaceResetToken(userId: number, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await this.db.insert(passwordResetTokens).values({ userId, tokenHash, createdAt: now, expiresAt });
  }

  async findResetToken(tokenHash: string): Promise<{ token: ResetTokenRow; user: UserRow } | undefined> {
    const rows = await this.db
      .select({ token: passwordResetTokens, user: users })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(eq(passwordResetTokens.tokenHash, tokenHash))
      .limit(1);
    return rows[0];
  }

  /** Marks a reset code used; false when another request used it first. */
  async claimResetToken(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    return rows.length === 1;
  }

  async setPendingMfaSecret(userId: number, secret: string): Promise<void> {
    await this.db.update(users).set({ mfaPendingSecret: secret }).where(eq(users.id, userId));
  }

  /** Makes the pending secret the active one; `step` is the code's step, so it cannot sign in again. */
  async activateMfa(userId: number, secret: string, step: number, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({
        mfaSecret: secret,
        mfaPendingSecret: null,
        mfaLastStep: step,
        updatedAt: now,
        updatedBy: userId,
      })
      .where(eq(users.id, userId));
  }

  async clearMfa(userId: number, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null, updatedAt: now, updatedBy: userId })
      .where(eq(users.id, userId));
  }
}
