import type { Db } from "../../db/database.js";
import { requireCaller, type Handlers } from "../../http/handler.js";
import { recordContext } from "../../records/record-context.js";
import { AlertDigestService, type DigestMail } from "./alert-digest.js";
import { AlertService, todayOf } from "./alert-service.js";
import { CalendarFeedService } from "./calendar-feed-service.js";
import { ReminderTodoService } from "./reminder-todo-service.js";

export type AlertEndpoint =
  | "listAlerts"
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
    listReminders: (_input, context) => tasks.listReminders(requireCaller(context).userId),
    createReminder: ({ body }, context) => tasks.createReminder(body, recordContext(context)),
    updateReminder: ({ params, body }, context) =>
      tasks.updateReminder(params.id, body, recordContext(context)),
    deleteReminder: ({ params }, context) => tasks.deleteReminder(params.id, recordContext(context)),
    listTodos: ({ body }, context) => tasks.listTodos(requireCaller(context).userId, body),
    listTodoOwners: () => tasks.todoOwners(),
    createTodo: ({ body }, context) => tasks.createTodo(body, recordContext(context)),
    updateTodo: ({ params, body }, context) => tasks.updateTodo(params.id, body, recordContext(context)),
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
