import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { calendarFeeds } from "../../db/schema.js";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** Each user's calendar feed per client (row-level security shows a request its client's): the SHA-256 of its token, when it was made and last read. */
export class CalendarFeedRepository {
  constructor(private readonly db: Db) {}

  async findByUser(userId: number): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row;
  }

  async findByTokenHash(tokenHash: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
    return row;
  }

  /** Gives the user a feed with this token, replacing the one they had. */
  async replace(userId: number, tokenHash: string, now: Date): Promise<void> {
    await this.db
      .insert(calendarFeeds)
      .values({ userId, tokenHash, createdAt: now, lastFetchedAt: null })
      .onConflictDoUpdate({
        target: [calendarFeeds.userId, calendarFeeds.tenantId],
        set: { tokenHash, createdAt: now, lastFetchedAt: null },
      });
  }

  /** Deletes the user's feed; answers whether there was one. */
  async delete(userId: number): Promise<boolean> {
    const deleted = await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning();
    return deleted.length > 0;
  }

  async setLastFetched(tokenHash: string, at: Date): Promise<void> {
    await this.db
      .update(calendarFeeds)
      .set({ lastFetchedAt: at })
      .where(eq(calendarFeeds.tokenHash, tokenHash));
  }
}
