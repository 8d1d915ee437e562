import { z } from "zod";
import { DoneResponseSchema } from "../auth/account-schemas.js";
import { defineEndpoint } from "../api/endpoint.js";
import { EmptyBody, moduleAccess } from "../api/module-access.js";
import {
  AlertCalendarRequestSchema,
  AlertCalendarResultSchema,
  AlertCountRequestSchema,
  AlertCountResultSchema,
  AlertListRequestSchema,
  AlertListResultSchema,
  AlertMarkRequestSchema,
  AlertSchema,
  AlertUnmarkRequestSchema,
  CalendarFeedCreatedSchema,
  CalendarFeedParamsSchema,
  CalendarFeedStatusSchema,
  CompanyAlertPreferencesSchema,
  CompanyAlertPreferencesParamsSchema,
  DigestSentSchema,
  ReminderIdParamsSchema,
  ReminderListSchema,
  ReminderSaveRequestSchema,
  ReminderSchema,
  TodoIdParamsSchema,
  TodoListRequestSchema,
  TodoListSchema,
  TodoOwnerListSchema,
  TodoSaveRequestSchema,
  TodoSchema,
  TodoUpdateRequestSchema,
  UserAlertPreferencesSchema,
} from "./alert-schemas.js";

/**
 * Alerts & Notification: the derived alert list, marks, reminders, to-dos, preferences, the
 * caller's iCalendar feed and the weekly digest. The list shows only kinds whose module the caller
 * may read (holding fees, use rights and MPUs need Asset; contracts need Contracts; elements need
 * Element).
 */
const { read, write, remove } = moduleAccess("Alerts & Notification");
const tag = "Alert";

export const listAlerts = defineEndpoint({
  name: "listAlerts",
  method: "POST",
  path: "/Alert/GetBy",
  summary: "A page of a view's alerts, in the look-ahead window or a named range, after a cursor",
  tag,
  access: read,
  body: AlertListRequestSchema,
  response: AlertListResultSchema,
  errors: [],
});

export const countAlerts = defineEndpoint({
  name: "countAlerts",
  method: "POST",
  path: "/Alert/Count",
  summary: "How many alerts each view holds, under the list's filters (the view tabs' counts)",
  tag,
  access: read,
  body: AlertCountRequestSchema,
  response: AlertCountResultSchema,
  errors: [],
});

export const listAlertCalendar = defineEndpoint({
  name: "listAlertCalendar",
  method: "POST",
  path: "/Alert/Calendar",
  summary: "The calendar's days: each day's count of a view's alerts and its first few",
  tag,
  access: read,
  body: AlertCalendarRequestSchema,
  response: AlertCalendarResultSchema,
  errors: [],
});

export const markAlert = defineEndpoint({
  name: "markAlert",
  method: "POST",
  path: "/Alert/Mark",
  summary: "Mark an alert renew, release or done, with who and when (replaces an earlier mark)",
  tag,
  access: write,
  body: AlertMarkRequestSchema,
  response: AlertSchema,
  errors: ["NotFound"],
});

export const unmarkAlert = defineEndpoint({
  name: "unmarkAlert",
  method: "POST",
  path: "/Alert/Unmark",
  summary: "Open a marked alert again",
  tag,
  access: write,
  body: AlertUnmarkRequestSchema,
  response: AlertSchema,
  errors: ["NotFound"],
});

export const getAlertPreferences = defineEndpoint({
  name: "getAlertPreferences",
  method: "GET",
  path: "/Alert/Preferences",
  summary: "The caller's alert preferences: days ahead per kind and the weekly digest",
  tag,
  access: { kind: "session" },
  response: UserAlertPreferencesSchema,
  errors: [],
});

export const saveAlertPreferences = defineEndpoint({
  name: "saveAlertPreferences",
  method: "PUT",
  path: "/Alert/Preferences",
  summary: "Save the caller's alert preferences",
  tag,
  access: { kind: "session" },
  body: UserAlertPreferencesSchema,
  response: UserAlertPreferencesSchema,
  errors: [],
});

export const getCompanyAlertPreferences = defineEndpoint({
  name: "getCompanyAlertPreferences",
  method: "GET",
  path: "/Company/AlertPreferences/{companyId}",
  summary: "A company's alert preferences (days ahead per kind for its records)",
  tag,
  access: { kind: "module", module: "Company", right: "read" },
  params: CompanyAlertPreferencesParamsSchema,
  response: CompanyAlertPreferencesSchema,
  errors: ["NotFound"],
});

export const saveCompanyAlertPreferences = defineEndpoint({
  name: "saveCompanyAlertPreferences",
  method: "PUT",
  path: "/Company/AlertPreferences/{companyId}",
  summary: "Save a company's alert preferences",
  tag,
  access: { kind: "module", module: "Company", right: "write" },
  params: CompanyAlertPreferencesParamsSchema,
  body: CompanyAlertPreferencesSchema,
  response: CompanyAlertPreferencesSchema,
  errors: ["NotFound"],
});

export const listReminders = defineEndpoint({
  name: "listReminders",
  method: "POST",
  path: "/Alert/Reminder/GetAll",
  summary: "The caller's reminders, by date",
  tag,
  access: read,
  body: EmptyBody,
  response: ReminderListSchema,
  errors: [],
});

export const createReminder = defineEndpoint({
  name: "createReminder",
  method: "POST",
  path: "/Alert/Reminder",
  summary: "Add a reminder for the caller",
  tag,
  access: write,
  body: ReminderSaveRequestSchema,
  response: ReminderSchema,
  errors: ["NotFound"],
});

export const updateReminder = defineEndpoint({
  name: "updateReminder",
  method: "PUT",
  path: "/Alert/Reminder/{id}",
  summary: "Change one of the caller's reminders",
  tag,
  access: write,
  params: ReminderIdParamsSchema,
  body: ReminderSaveRequestSchema,
  response: ReminderSchema,
  errors: ["NotFound"],
});

export const deleteReminder = defineEndpoint({
  name: "deleteReminder",
  method: "DELETE",
  path: "/Alert/Reminder/{id}",
  summary: "Delete one of the caller's reminders",
  tag,
  access: remove,
  params: ReminderIdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound"],
});

export const listTodos = defineEndpoint({
  name: "listTodos",
  method: "POST",
  path: "/Alert/Todo/GetAll",
  summary: "To-do items: the caller's or everyone's, open or also done; by due date",
  tag,
  access: read,
  body: TodoListRequestSchema,
  response: TodoListSchema,
  errors: [],
});

export const listTodoOwners = defineEndpoint({
  name: "listTodoOwners",
  method: "GET",
  path: "/Alert/Todo/Owners",
  summary: "The active users a to-do can be given to",
  tag,
  access: read,
  response: TodoOwnerListSchema,
  errors: [],
});

export const createTodo = defineEndpoint({
  name: "createTodo",
  method: "POST",
  path: "/Alert/Todo",
  summary: "Add a to-do with an owner and a due date",
  tag,
  access: write,
  body: TodoSaveRequestSchema,
  response: TodoSchema,
  errors: ["NotFound"],
});

export const updateTodo = defineEndpoint({
  name: "updateTodo",
  method: "PUT",
  path: "/Alert/Todo/{id}",
  summary: "Change a to-do or mark it done (who and when are recorded); refused when stale",
  tag,
  access: write,
  params: TodoIdParamsSchema,
  body: TodoUpdateRequestSchema,
  response: TodoSchema,
  errors: ["NotFound"],
});

export const deleteTodo = defineEndpoint({
  name: "deleteTodo",
  method: "DELETE",
  path: "/Alert/Todo/{id}",
  summary: "Delete a to-do",
  tag,
  access: remove,
  params: TodoIdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound"],
});

export const getCalendarFeed = defineEndpoint({
  name: "getCalendarFeed",
  method: "GET",
  path: "/Alert/CalendarFeed",
  summary: "Whether the caller has a calendar feed, when it was made and last read",
  tag,
  access: read,
  response: CalendarFeedStatusSchema,
  errors: [],
});

export const createCalendarFeed = defineEndpoint({
  name: "createCalendarFeed",
  method: "POST",
  path: "/Alert/CalendarFeed",
  summary: "Make the caller's calendar feed URL; an earlier one stops working",
  tag,
  access: read,
  body: EmptyBody,
  response: CalendarFeedCreatedSchema,
  errors: [],
});

export const revokeCalendarFeed = defineEndpoint({
  name: "revokeCalendarFeed",
  method: "DELETE",
  path: "/Alert/CalendarFeed",
  summary: "Revoke the caller's calendar feed; its URL answers 404 from now on",
  tag,
  access: read,
  response: DoneResponseSchema,
  errors: [],
});

/**
 * The feed itself, read by calendar apps: no session, the secret in the path is the credential.
 * Answers text/calendar (RFC 5545): the owner's alerts, reminders and open to-dos with dates, as
 * all-day events, with the owner's permissions at the time of reading.
 */
export const readCalendarFeed = defineEndpoint({
  name: "readCalendarFeed",
  method: "GET",
  path: "/Calendar/{token}",
  summary: "The iCalendar feed behind a secret URL",
  tag,
  access: { kind: "public" },
  params: CalendarFeedParamsSchema,
  response: z.unknown(),
  responseKind: "file",
  errors: ["NotFound"],
});

export const sendAlertDigest = defineEndpoint({
  name: "sendAlertDigest",
  method: "POST",
  path: "/Alert/Digest/Send",
  summary: "Send the caller the weekly alert digest now (the same mail Monday's run sends)",
  tag,
  access: read,
  body: EmptyBody,
  response: DigestSentSchema,
  errors: ["InvalidData"],
});
