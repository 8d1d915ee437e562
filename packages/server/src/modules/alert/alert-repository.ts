import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { AlertAction, AlertDaysAhead, IsoDate } from "@rightsdesk/domain";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { alertMarks, companies, companyAlertPreferences, userPreferences, users } from "../../db/schema.js";

export type AlertMarkRow = typeof alertMarks.$inferSelect;
export type UserPreferencesRow = typeof userPreferences.$inferSelect;
export type CompanyAlertPreferencesRow = typeof companyAlertPreferences.$inferSelect;
export type AlertUserRow = typeof users.$inferSelect;

/** What users do about alerts: marks, their own and their companies' preferences, the digest's days. */
export class AlertRepository {
  constructor(private readonly db: Db) {}

  /** The marks of these keys with who made them, however many: one array parameter, not one per key. */
  marksOf(keys: readonly string[]) {
    return this.db
      .select({
        key: alertMarks.key,
        action: alertMarks.action,
        note: alertMarks.note,
        markedAt: alertMarks.markedAt,
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
      })
      .from(alertMarks)
      .innerJoin(users, eq(users.id, alertMarks.markedBy))
      .where(anyOf(alertMarks.key, [...new Set(keys)]));
  }

  async findMark(key: string): Promise<AlertMarkRow | undefined> {
    const [row] = await this.db.select().from(alertMarks).where(eq(alertMarks.key, key));
    return row;
  }

  async saveMark(mark: {
    key: string;
    action: AlertAction;
    note: string | null;
    by: number;
    at: Date;
  }): Promise<void> {
    const values = { action: mark.action, note: mark.note, markedBy: mark.by, markedAt: mark.at };
    await this.db
      .insert(alertMarks)
      .values({ key: mark.key, ...values })
      .onConflictDoUpdate({ target: alertMarks.key, set: values });
  }

  /** Deletes the mark of a key; answers the mark there was, if any. */
  async deleteMark(key: string): Promise<AlertMarkRow | undefined> {
    const [deleted] = await this.db.delete(alertMarks).where(eq(alertMarks.key, key)).returning();
    return deleted;
  }

  async findUserPreferences(userId: number): Promise<UserPreferencesRow | undefined> {
    const [row] = await this.db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
    return row;
  }

  async insertUserPreferences(
    userId: number,
    values: { alertDaysAheadByKind: AlertDaysAhead; weeklyDigest: boolean },
    now: Date,
  ): Promise<void> {
    await this.db.insert(userPreferences).values({
      userId,
      ...values,
      createdAt: now,
      createdBy: userId,
      updatedAt: now,
      updatedBy: userId,
    });
  }

  async updateUserPreferences(
    userId: number,
    values: { alertDaysAheadByKind: AlertDaysAhead; weeklyDigest: boolean },
    version: number,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(userPreferences)
      .set({ ...values, updatedAt: now, updatedBy: userId, version })
      .where(eq(userPreferences.userId, userId));
  }

  listCompanyPreferences(): Promise<CompanyAlertPreferencesRow[]> {
    return this.db.select().from(companyAlertPreferences);
  }

  async findCompanyPreferences(companyId: number): Promise<CompanyAlertPreferencesRow | undefined> {
    const [row] = await this.db
      .select()
      .from(companyAlertPreferences)
      .where(eq(companyAlertPreferences.companyId, companyId));
    return row;
  }

  async saveCompanyPreferences(
    companyId: number,
    daysAhead: AlertDaysAhead,
    version: number,
    by: number,
    now: Date,
  ): Promise<void> {
    await this.db
      .insert(companyAlertPreferences)
      .values({ companyId, daysAhead, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .onConflictDoUpdate({
        target: companyAlertPreferences.companyId,
        set: { daysAhead, updatedAt: now, updatedBy: by, version },
      });
  }

  async companyExists(companyId: number): Promise<boolean> {
    const [company] = await this.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    return company !== undefined;
  }

  async findUser(userId: number): Promise<AlertUserRow | undefined> {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId));
    return user;
  }

  /** Active users with the weekly digest on whose last digest went out before `today`. */
  async weeklyDigestDue(today: IsoDate): Promise<number[]> {
    const rows = await this.db
      .select({ userId: userPreferences.userId })
      .from(userPreferences)
      .innerJoin(users, eq(users.id, userPreferences.userId))
      .where(
        and(
          eq(userPreferences.weeklyDigest, true),
          eq(users.status, "ACTIVE"),
          or(isNull(userPreferences.lastDigestOn), lt(userPreferences.lastDigestOn, today)),
        ),
      );
    return rows.map((row) => row.userId);
  }

  /** Claims `today`'s digest for a user; false when another run already has. */
  async claimDigestDay(userId: number, today: IsoDate): Promise<boolean> {
    const claimed = await this.db
      .update(userPreferences)
      .set({ lastDigestOn: today })
      .where(
        and(
          eq(userPreferences.userId, userId),
          or(isNull(userPreferences.lastDigestOn), lt(userPreferences.lastDigestOn, today)),
        ),
      )
      .returning({ userId: userPreferences.userId });
    return claimed.length > 0;
  }
}
