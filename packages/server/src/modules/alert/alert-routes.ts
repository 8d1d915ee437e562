import type { Db } from "../../db/database.js";
import { requireCaller, type HandlerContext, type Handlers } from "../../http/handler.js";
import { recordContext } from "../../records/record-context.js";
import { AlertDigestService, type DigestMail } from "./alert-digest.js";
import { AlertService, todayOf } from "./alert-service.js";
import { CalendarFeedService } from "./calendar-feed-service.js";
import { withReadableLabels } from "./alert-records.js";
import { ReminderTodoService } from "./reminder-todo-service.js";

/** One reminder or to-do as the caller may see it (see withReadableLabels). */
function readable<T extends Parameters<typeof withReadableLabels>[0][number]>(
  item: T,
  context: HandlerContext,
): T {
  const [shown] = withReadableLabels([item], requireCaller(context).permission);
  return shown ?? item;
}

export type AlertEndpoint =
  | "listAlerts"
  | "countAlerts"
  | "listAlertCalendar"
  | "markAlert"
  | "unmarkAlert"
  | "getAlertPreferences"
  | "saveAlertPreferences"
  | "getCompanyAlertPreferences"
  | "saveCompanyAlertPreferences"
  | "listReminders"
  | "createReminder"
  | "updateReminder"
  | "deleteReminder"
  | "listTodos"
  | "listTodoOwners"
  | "createTodo"
  | "updateTodo"
  | "deleteTodo"
  | "getCalendarFeed"
  | "createCalendarFeed"
  | "revokeCalendarFeed"
  | "readCalendarFeed"
  | "sendAlertDigest";

export interface AlertHandlerOptions {
  db: Db;
  /** The mailer password resets use. */
  mail: DigestMail;
  /** The server's public address (RIGHTSDESK_PUBLIC_URL): the base of feed URLs and mail links. */
  publicUrl: string;
}

/**
 * Alerts & Notification: the derived alert list with marks, preferences (the user's and a
 * company's), reminders, to-dos, the calendar feed and the weekly digest.
 */
export function alertHandlers({ db, mail, publicUrl }: AlertHandlerOptions): Pick<Handlers, AlertEndpoint> {
  const alerts = new AlertService(db);
  const tasks = new ReminderTodoService(db);
  const feeds = new CalendarFeedService(db, publicUrl);
  const digests = new AlertDigestService(db, mail, publicUrl);
  return {
    listAlerts: ({ body }, context) => {
      const caller = requireCaller(context);
      return alerts.list(
        { userId: caller.userId, permission: caller.permission },
        todayOf(context.now),
        body,
      );
    },
    countAlerts: ({ body }, context) => {
      const caller = requireCaller(context);
      return alerts.count(
        { userId: caller.userId, permission: caller.permission },
        todayOf(context.now),
        body,
      );
    },
    listAlertCalendar: ({ body }, context) => {
      const caller = requireCaller(context);
      return alerts.calendar(
        { userId: caller.userId, permission: caller.permission },
        todayOf(context.now),
        body,
      );
    },
    markAlert: ({ body }, context) => {
      const caller = requireCaller(context);
      return alerts.mark(
        { userId: caller.userId, permission: caller.permission },
        body,
        recordContext(context),
      );
    },
    unmarkAlert: ({ body }, context) => {
      const caller = requireCaller(context);
      return alerts.unmark(
        { userId: caller.userId, permission: caller.permission },
        body.key,
        recordContext(context),
      );
    },
    getAlertPreferences: (_input, context) => alerts.userPreferences(requireCaller(context).userId),
    saveAlertPreferences: ({ body }, context) => alerts.saveUserPreferences(body, recordContext(context)),
    getCompanyAlertPreferences: ({ params }) => alerts.companyPreferences(params.companyId),
    saveCompanyAlertPreferences: ({ params, body }, context) =>
      alerts.saveCompanyPreferences(params.companyId, body, recordContext(context)),
    listReminders: async (_input, context) => {
      const caller = requireCaller(context);
      const { records } = await tasks.listReminders(caller.userId);
      return { records: withReadableLabels(records, caller.permission) };
    },
    createReminder: async ({ body }, context) =>
      readable(await tasks.createReminder(body, recordContext(context)), context),
    updateReminder: async ({ params, body }, context) =>
      readable(await tasks.updateReminder(params.id, body, recordContext(context)), context),
    deleteReminder: ({ params }, context) => tasks.deleteReminder(params.id, recordContext(context)),
    listTodos: async ({ body }, context) => {
      const caller = requireCaller(context);
      const { records } = await tasks.listTodos(caller.userId, body);
      return { records: withReadableLabels(records, caller.permission) };
    },
    listTodoOwners: (_input, context) => tasks.todoOwners(requireCaller(context)),
    createTodo: async ({ body }, context) =>
      readable(await tasks.createTodo(body, recordContext(context)), context),
    updateTodo: async ({ params, body }, context) =>
      readable(await tasks.updateTodo(params.id, body, recordContext(context)), context),
    deleteTodo: ({ params }, context) => tasks.deleteTodo(params.id, recordContext(context)),
    getCalendarFeed: (_input, context) => feeds.status(requireCaller(context).userId),
    createCalendarFeed: (_input, context) => feeds.create(recordContext(context)),
    revokeCalendarFeed: (_input, context) => feeds.revoke(recordContext(context)),
    readCalendarFeed: ({ params }, context) => feeds.read(params.token, context.now),
    sendAlertDigest: (_input, context) => {
      const caller = requireCaller(context);
      return digests.sendNow(caller.userId, caller.permission, context.now);
    },
  };
}
