import { clientScopedDb } from "../../db/client-scope.js";
import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import {
  ALERT_PAGE_SIZE_MAX,
  API_BASE_PATH,
  AppError,
  addDays,
  alertKey,
  alertKindLabels,
  toIsoDate,
  type IsoDate,
  type UserPermission,
} from "@rightsdesk/domain";
import ical from "ical-generator";
import { writeAudit } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import type { FileReply } from "../../http/handler.js";
import { auditFrom, type RecordContext } from "../../records/record-context.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { alertPermissionOf, forUserOutsideRequest } from "./alert-permissions.js";
import { withReadableLabels } from "./alert-records.js";
import { CalendarFeedRepository } from "./calendar-feed-repository.js";
import { AlertService, todayOf } from "./alert-service.js";
import { ReminderTodoService } from "./reminder-todo-service.js";

/** How far the feed reaches back and ahead of today. */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AFTER = 180;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const feedNotFound = () => AppError.notFound("There is no calendar feed at this address.");

function statusOf(row: { createdAt: Date; lastFetchedAt: Date | null } | undefined) {
  return {
    active: row !== undefined,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastFetchedAt: row?.lastFetchedAt?.toISOString() ?? null,
  };
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Each user's secret iCalendar feed: only the SHA-256 of the token is stored, so the URL is shown
 * once; making a new one replaces the old, revoking deletes it.
 */
export class CalendarFeedService {
  private readonly db: Db;

  constructor(
    db: Db,
    /** The server's public address (RIGHTSDESK_PUBLIC_URL), the feed URL's base. */
    private readonly publicUrl: string,
  ) {
    // It opens client scopes of its own, so it reads through one even when handed the bare connection.
    this.db = clientScopedDb(db);
  }

  async status(userId: number) {
    return statusOf(await new CalendarFeedRepository(this.db).findByUser(userId));
  }

  async create(context: RecordContext) {
    const token = randomBytes(32).toString("base64url");
    const userId = context.caller.userId;
    await runInTransaction(this.db, async (tx) => {
      await new CalendarFeedRepository(tx).replace(userId, sha256(token), context.now);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "calendar-feed.create",
        entityType: "user",
        entityId: userId,
        changes: [{ field: "calendarFeed", from: "[hidden]", to: "[hidden]" }],
      });
    });
    return {
      ...(await this.status(userId)),
      url: `${this.publicUrl.replace(/\/+$/, "")}${API_BASE_PATH}/Calendar/${token}.ics`,
    };
  }

  async revoke(context: RecordContext): Promise<{ done: true }> {
    const userId = context.caller.userId;
    await runInTransaction(this.db, async (tx) => {
      if (await new CalendarFeedRepository(tx).delete(userId)) {
        await writeAudit(tx, {
          ...auditFrom(context),
          action: "calendar-feed.revoke",
          entityType: "user",
          entityId: userId,
        });
      }
    });
    return { done: true };
  }

  /** The feed behind `<token>.ics`, with the owner's permissions now; NotFound for an unknown, revoked or blocked one. */
  async read(fileName: string, now: Date): Promise<FileReply> {
    const token = fileName.replace(/\.ics$/, "");
    const feeds = new CalendarFeedRepository(this.db);
    const feed = await feeds.findByTokenHash(sha256(token));
    if (!feed) throw feedNotFound();
    const permission = await alertPermissionOf(this.db, feed.userId);
    if (!permission) throw feedNotFound();
    const today = todayOf(now);
    // The feed lists what its owner may read of the client it was made for, and nothing else.
    const text = await forUserOutsideRequest(this.db, permission, feed.tenantId, () =>
      this.render(feed.userId, permission, today, now),
    );
    await feeds.setLastFetched(feed.tokenHash, now);
    const body = Buffer.from(text, "utf8");
    return {
      stream: Readable.from([body]),
      fileName: "rights-desk.ics",
      contentType: "text/calendar; charset=utf-8",
      sizeBytes: body.length,
    };
  }

  private async render(
    userId: number,
    permission: UserPermission,
    today: IsoDate,
    now: Date,
  ): Promise<string> {
    const calendar = ical({ prodId: "//Rights Desk//Alerts//EN", name: "Rights Desk alerts" });
    // A page at a time: the feed never holds the alert list, only the calendar it writes.
    await new AlertService(this.db).forEachPage(
      { userId, permission },
      today,
      {
        view: "all",
        from: addDays(today, -FEED_DAYS_BEFORE),
        to: addDays(today, FEED_DAYS_AFTER),
        pageSize: ALERT_PAGE_SIZE_MAX,
      },
      (alerts) => {
        for (const alert of alerts) {
          // Reminders come from the reminder list below, with or without a record.
          if (alert.kind === "REMINDER") continue;
          calendar.createEvent({
            id: `${alert.key}@rightsdesk`,
            start: dayStart(alert.dueDate),
            allDay: true,
            stamp: now,
            summary: `${alertKindLabels[alert.kind]}: ${alert.title}`,
            description: alert.detail,
          });
        }
      },
    );
    const tasks = new ReminderTodoService(this.db);
    for (const todo of withReadableLabels(await tasks.openDatedTodos(userId), permission)) {
      if (todo.dueDate === null) continue;
      calendar.createEvent({
        id: `todo:${todo.id}@rightsdesk`,
        start: dayStart(todo.dueDate),
        allDay: true,
        stamp: now,
        summary: `To-do: ${todo.title}`,
        description: [todo.note, todo.record?.label].filter(Boolean).join("\n") || null,
      });
    }
    for (const reminder of withReadableLabels((await tasks.listReminders(userId)).records, permission)) {
      calendar.createEvent({
        id: `${alertKey("REMINDER", "reminder", reminder.id, toIsoDate(reminder.remindOn))}@rightsdesk`,
        start: dayStart(reminder.remindOn),
        allDay: true,
        stamp: now,
        summary: `${alertKindLabels.REMINDER}: ${reminder.title}`,
        description: [reminder.category, reminder.note, reminder.record?.label].filter(Boolean).join("\n"),
      });
    }
    return calendar.toString();
  }
}
