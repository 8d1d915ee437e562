import { eq, sql } from "drizzle-orm";
import type { UserPreferences } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { userPreferences } from "../../db/schema.js";

/** Per-user preferences: one row per user once saved. */
export class PreferencesRepository {
  constructor(private readonly db: Db) {}

  async find(userId: number): Promise<UserPreferences | undefined> {
    const rows = await this.db
      .select({
        alertDaysAhead: userPreferences.alertDaysAhead,
        weeklyDigest: userPreferences.weeklyDigest,
        timeZone: userPreferences.timeZone,
      })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId));
    return rows[0];
  }

  async save(userId: number, values: UserPreferences, by: number, now: Date): Promise<void> {
    await this.db
      .insert(userPreferences)
      .values({ userId, ...values, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .onConflictDoUpdate({
        target: userPreferences.userId,
        set: { ...values, version: sql`${userPreferences.version} + 1`, updatedAt: now, updatedBy: by },
      });
  }
}
