import { z } from "zod";
import { diffDays } from "../dates/date-arithmetic.js";
import { IsoDateSchema } from "../dates/iso-date.js";
import { ReminderCategorySchema } from "./alert-catalogues.js";

/**
 * The alert dashboard (spec 000 section 2, spec 001 sections 2 and 9): what needs action before it
 * costs money. Alerts are not stored: the server derives them from the records on every call, with
 * the rules of `alert-rules.ts`, so they can never drift from the data. What is stored is what users
 * do about them (a renew / release / done mark, keyed by the alert's stable key), their reminders,
 * their to-dos and their preferences.
 */

/** The views of /alert-dashboard/{view}; `all` merges every kind, `to-do-list` shows to-dos. */
export const alertViews = [
  "all",
  "holding-fee",
  "use-rights-expiring",
  "mpu-expiring",
  "talent-contracts-expiring",
  "elements-expiring",
  "msa-contracts-expiring",
  "to-do-list",
] as const;
export const AlertViewSchema = z.enum(alertViews, { error: "Choose an alert view." });
export type AlertView = z.infer<typeof AlertViewSchema>;

/** The kinds whose look-ahead a preference sets (reminders carry their own date). */
export const alertRuleKinds = [
  "HOLDING_FEE",
  "USAGE_RIGHT",
  "MPU_EXPIRE",
  "TALENT_CONTRACT",
  "ELEMENT_EXPIRE",
  "MSA_CONTRACT",
] as const;
export type AlertRuleKind = (typeof alertRuleKinds)[number];

/**
 * The kinds an alert can be: the spec's view kinds (HOLDING_FEE, USAGE_RIGHT, MPU_EXPIRE,
 * TALENT_CONTRACT, ELEMENT_EXPIRE) plus MSA_CONTRACT (the msa-contracts-expiring view),
 * REMINDER (a user's own reminder, shown in `all`) and AIRING_ISSUES (an uploaded airing report
 * with open issues: airings outside their rights, shown in `all` until every issue is resolved).
 */
export const alertKindValues = [...alertRuleKinds, "REMINDER", "AIRING_ISSUES"] as const;
export const AlertKindValueSchema = z.enum(alertKindValues);
export type AlertKindValue = z.infer<typeof AlertKindValueSchema>;

export const alertKindLabels: Readonly<Record<AlertKindValue, string>> = {
  HOLDING_FEE: "Holding fee due",
  USAGE_RIGHT: "Use right expiring",
  MPU_EXPIRE: "MPU expiring",
  TALENT_CONTRACT: "Talent contract expiring",
  ELEMENT_EXPIRE: "Element expiring",
  MSA_CONTRACT: "MSA contract expiring",
  REMINDER: "Reminder",
  AIRING_ISSUES: "Airings to review",
};

/** Which kinds each view shows. */
export const kindsOfAlertView: Readonly<Record<Exclude<AlertView, "to-do-list">, readonly AlertKindValue[]>> =
  {
    all: alertKindValues,
    "holding-fee": ["HOLDING_FEE"],
    "use-rights-expiring": ["USAGE_RIGHT"],
    "mpu-expiring": ["MPU_EXPIRE"],
    "talent-contracts-expiring": ["TALENT_CONTRACT"],
    "elements-expiring": ["ELEMENT_EXPIRE"],
    "msa-contracts-expiring": ["MSA_CONTRACT"],
  };

export const alertViewLabels: Readonly<Record<AlertView, string>> = {
  all: "All alerts",
  "holding-fee": "Holding fees",
  "use-rights-expiring": "Use rights expiring",
  "mpu-expiring": "MPU expiring",
  "talent-contracts-expiring": "Talent contracts expiring",
  "elements-expiring": "Elements expiring",
  "msa-contracts-expiring": "MSA contracts expiring",
  "to-do-list": "To-do list",
};

/** What a user can do about an alert. */
export const alertActions = ["RENEW", "RELEASE", "DONE"] as const;
export const AlertActionSchema = z.enum(alertActions, { error: "Choose renew, release or done." });
export type AlertAction = z.infer<typeof AlertActionSchema>;

/** An alert's state: OPEN until someone marks it. */
export const alertStates = ["OPEN", ...alertActions] as const;
export const AlertStateSchema = z.enum(alertStates);
export type AlertState = z.infer<typeof AlertStateSchema>;

/** The record an alert, reminder or to-do is about, for its link. */
export const alertRecordTypes = [
  "asset",
  "element",
  "contract",
  "person",
  "company",
  "completion-report",
  "report-upload",
] as const;
export const AlertRecordRefSchema = z.object({
  type: z.enum(alertRecordTypes),
  id: z.number().int().positive(),
  label: z.string(),
});
export type AlertRecordRef = z.infer<typeof AlertRecordRefSchema>;

const UserRefSchema = z.object({ id: z.number().int().positive(), name: z.string() });

export const AlertMarkSchema = z.object({
  action: AlertActionSchema,
  note: z.string().nullable(),
  by: UserRefSchema,
  at: z.iso.datetime({ offset: true }),
});
export type AlertMark = z.infer<typeof AlertMarkSchema>;

/**
 * The fee an alert calls for (a holding fee, a cycle's renewal): the contract's agreed fee or a
 * confirmed scale rate; `cents` null when no confirmed figure exists, `note` saying where the
 * amount comes from or why there is none. Never an estimate.
 */
export const AlertAmountSchema = z.object({
  cents: z.number().int().nullable(),
  note: z.string(),
});
export type AlertAmount = z.infer<typeof AlertAmountSchema>;

export const AlertSchema = z.object({
  /** Stable across calls and days: "USAGE_RIGHT:use-right:55:2026-12-01" (see alertKey). */
  key: z.string().min(1),
  kind: AlertKindValueSchema,
  /** The day the action is due: the cycle start of a holding fee, the last covered day otherwise. */
  dueDate: IsoDateSchema,
  /** dueDate − today; negative once past. */
  daysLeft: z.number().int(),
  title: z.string(),
  /** One line on what runs out and what to do ("Cycle 3 of Jane Doe's holding fee, 13 weeks"). */
  detail: z.string(),
  record: AlertRecordRefSchema,
  /** A second record when it helps (the asset of a use right, the talent of a contract). */
  related: AlertRecordRefSchema.nullable(),
  /** The company whose preferences set the look-ahead (advertiser, vendor), if any. */
  companyId: z.number().int().positive().nullable(),
  /** The look-ahead that let this alert in, in days. */
  daysAhead: z.number().int().nonnegative(),
  state: AlertStateSchema,
  mark: AlertMarkSchema.nullable(),
  /** The fee due, for the kinds that call for one (holding fees, a union performer's cycle); else absent or null. */
  amount: AlertAmountSchema.nullable().optional(),
});
export type Alert = z.infer<typeof AlertSchema>;

/** Largest look-ahead a request or preference may ask for. */
export const MAX_ALERT_DAYS_AHEAD = 730;
/** How long an unhandled alert stays on the list after its date has passed. */
export const ALERT_OVERDUE_DAYS = 30;
/** The look-ahead when neither the user nor the company set one. */
export const DEFAULT_ALERT_DAYS_AHEAD = 30;

const DaysAheadSchema = z
  .number({ error: "Days ahead must be a whole number." })
  .int("Days ahead must be a whole number.")
  .min(0, "Days ahead cannot be negative.")
  .max(MAX_ALERT_DAYS_AHEAD, `Days ahead can be at most ${MAX_ALERT_DAYS_AHEAD}.`);

/** A view of the alert list (every view but the to-do list). */
export const alertListViews = alertViews.filter(
  (view): view is Exclude<AlertView, "to-do-list"> => view !== "to-do-list",
);
export type AlertListView = Exclude<AlertView, "to-do-list">;
export const AlertListViewSchema = z.enum(alertListViews, { error: "Choose an alert view." });

/**
 * Where a page of alerts ended: its last row's due date, kind and record id (the number in the
 * alert's key). Alerts go by due date, then kind order, then that id, so the next page starts right
 * after it (keyset paging: a row marked or added meanwhile never shifts the pages).
 */
export const AlertCursorSchema = z.object({
  dueDate: IsoDateSchema,
  kind: AlertKindValueSchema,
  id: z.number({ error: "The cursor's id must be a positive whole number." }).int().positive(),
});
export type AlertCursor = z.infer<typeof AlertCursorSchema>;

/** Rows of a page when the request names none, and the most one may ask for. */
export const ALERT_PAGE_SIZE_DEFAULT = 50;
export const ALERT_PAGE_SIZE_MAX = 500;
/** The calendar asks for at most six weeks: the weeks a month's grid shows. */
export const ALERT_CALENDAR_MAX_DAYS = 42;
/** How many alerts of each day the calendar answers; the rest are counted. */
export const ALERT_CALENDAR_ALERTS_PER_DAY = 3;

/**
 * What every alert question filters on. With `from`/`to` (a named range) every alert due in it,
 * whatever the preferences; otherwise the window is today − ALERT_OVERDUE_DAYS through today + days
 * ahead, the days ahead being `withinDays` when sent (the CLI's --within) or else the preferences.
 */
const alertFilterShape = {
  withinDays: DaysAheadSchema.optional(),
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  states: z.array(AlertStateSchema).optional(),
  companyId: z.number().int().positive().optional(),
};

function withRangeChecks<T extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: T,
) {
  return schema
    .refine((r) => (r.from === undefined) === (r.to === undefined), {
      message: "Send both from and to, or neither.",
      path: ["to"],
    })
    .refine((r) => r.from === undefined || r.to === undefined || r.from <= r.to, {
      message: "The range must end on or after its first day.",
      path: ["to"],
    });
}

/** One page of a view's alerts: `pageSize` rows after `after` (the previous page's `nextCursor`). */
export const AlertListRequestSchema = withRangeChecks(
  z.object({
    view: AlertListViewSchema.default("all"),
    ...alertFilterShape,
    pageSize: z
      .number({ error: "The page size must be a whole number." })
      .int("The page size must be a whole number.")
      .min(1, "The page size must be at least 1.")
      .max(ALERT_PAGE_SIZE_MAX, `The page size can be at most ${ALERT_PAGE_SIZE_MAX}.`)
      .default(ALERT_PAGE_SIZE_DEFAULT),
    after: AlertCursorSchema.nullable().optional(),
  }),
);
export type AlertListRequest = z.input<typeof AlertListRequestSchema>;

export const AlertListResultSchema = z.object({
  today: IsoDateSchema,
  /** The window the view covers: its first day, and the furthest day any of its alerts may fall on. */
  from: IsoDateSchema,
  to: IsoDateSchema,
  /** The page: by due date, then kind order, then record id. */
  alerts: z.array(AlertSchema),
  /** Send it as `after` for the next page; null on the last page. */
  nextCursor: AlertCursorSchema.nullable(),
});
export type AlertListResult = z.infer<typeof AlertListResultSchema>;

/** How many alerts each view holds under the same filters as the list (for the view tabs). */
export const AlertCountRequestSchema = withRangeChecks(z.object(alertFilterShape));
export type AlertCountRequest = z.input<typeof AlertCountRequestSchema>;

export const AlertCountResultSchema = z.object({
  today: IsoDateSchema,
  from: IsoDateSchema,
  to: IsoDateSchema,
  /** Per view, the rows that view pages through: a tab's count is what the tab shows. */
  views: z.record(AlertListViewSchema, z.number().int().nonnegative()),
});
export type AlertCountResult = z.infer<typeof AlertCountResultSchema>;

/**
 * The calendar's days: for each day from `from` to `to` (at most six weeks), how many alerts of
 * the view fall on it and the first ALERT_CALENDAR_ALERTS_PER_DAY of them. A day's others are a
 * list call away (`from` = `to` = that day).
 */
export const AlertCalendarRequestSchema = z
  .object({
    view: AlertListViewSchema.default("all"),
    from: IsoDateSchema,
    to: IsoDateSchema,
    states: z.array(AlertStateSchema).optional(),
    companyId: z.number().int().positive().optional(),
  })
  .refine((r) => r.from <= r.to, { message: "The range must end on or after its first day.", path: ["to"] })
  .refine((r) => diffDays(r.from, r.to) < ALERT_CALENDAR_MAX_DAYS, {
    message: `The calendar shows at most ${ALERT_CALENDAR_MAX_DAYS} days at a time.`,
    path: ["to"],
  });
export type AlertCalendarRequest = z.input<typeof AlertCalendarRequestSchema>;

export const AlertCalendarDaySchema = z.object({
  date: IsoDateSchema,
  count: z.number().int().nonnegative(),
  alerts: z.array(AlertSchema),
});
export type AlertCalendarDay = z.infer<typeof AlertCalendarDaySchema>;

export const AlertCalendarResultSchema = z.object({
  today: IsoDateSchema,
  from: IsoDateSchema,
  to: IsoDateSchema,
  /** Only the days with alerts, in date order. */
  days: z.array(AlertCalendarDaySchema),
});
export type AlertCalendarResult = z.infer<typeof AlertCalendarResultSchema>;

export const AlertMarkRequestSchema = z.object({
  key: z.string().min(1, "Name the alert."),
  action: AlertActionSchema,
  note: z.string().trim().max(1000, "A note can be at most 1000 characters.").nullable().optional(),
});
export const AlertUnmarkRequestSchema = z.object({ key: z.string().min(1, "Name the alert.") });

/** Alert preferences: days ahead per kind. A kind left out uses the default. */
export const AlertDaysAheadSchema = z.partialRecord(z.enum(alertRuleKinds), DaysAheadSchema);
export type AlertDaysAhead = z.infer<typeof AlertDaysAheadSchema>;

export const UserAlertPreferencesSchema = z.object({
  daysAhead: AlertDaysAheadSchema,
  /** A summary of the week's alerts by e-mail every Monday. */
  weeklyDigest: z.boolean(),
});
export type UserAlertPreferences = z.infer<typeof UserAlertPreferencesSchema>;

export const CompanyAlertPreferencesSchema = z.object({
  /** Overrides the users' own days ahead for this company's records. */
  daysAhead: AlertDaysAheadSchema,
});
export type CompanyAlertPreferences = z.infer<typeof CompanyAlertPreferencesSchema>;
export const CompanyAlertPreferencesParamsSchema = z.object({
  companyId: z.coerce.number({ error: "The company id must be a positive whole number." }).int().positive(),
});

/** Reminders: a dated note of one of the spec's categories, for its owner. */
export const ReminderSaveRequestSchema = z.object({
  category: ReminderCategorySchema,
  title: z.string().trim().min(1, "Enter a title.").max(200, "A title can be at most 200 characters."),
  remindOn: IsoDateSchema,
  note: z.string().trim().max(2000, "A note can be at most 2000 characters.").nullable().optional(),
  record: AlertRecordRefSchema.omit({ label: true }).nullable().optional(),
});
export const ReminderSchema = z.object({
  id: z.number().int().positive(),
  category: ReminderCategorySchema,
  title: z.string(),
  remindOn: IsoDateSchema,
  note: z.string().nullable(),
  record: AlertRecordRefSchema.nullable(),
  owner: UserRefSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type Reminder = z.infer<typeof ReminderSchema>;
export const ReminderListSchema = z.object({ records: z.array(ReminderSchema) });
export const ReminderIdParamsSchema = z.object({
  id: z.coerce.number({ error: "The reminder id must be a positive whole number." }).int().positive(),
});

/** To-do items: an owner (a user), a due date, done with who and when. */
export const TodoSaveRequestSchema = z.object({
  title: z.string().trim().min(1, "Enter a title.").max(200, "A title can be at most 200 characters."),
  dueDate: IsoDateSchema.nullable(),
  ownerId: z.number({ error: "Choose an owner." }).int().positive("Choose an owner."),
  note: z.string().trim().max(2000, "A note can be at most 2000 characters.").nullable().optional(),
  record: AlertRecordRefSchema.omit({ label: true }).nullable().optional(),
  /** The alert this to-do came from, if any. */
  alertKey: z.string().min(1).nullable().optional(),
});
export const TodoUpdateRequestSchema = TodoSaveRequestSchema.extend({
  done: z.boolean(),
  version: z.number().int().positive(),
});
export const TodoSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  dueDate: IsoDateSchema.nullable(),
  owner: UserRefSchema,
  note: z.string().nullable(),
  record: AlertRecordRefSchema.nullable(),
  alertKey: z.string().nullable(),
  done: z.boolean(),
  doneBy: UserRefSchema.nullable(),
  doneAt: z.iso.datetime({ offset: true }).nullable(),
  createdBy: UserRefSchema,
  version: z.number().int().positive(),
});
export type Todo = z.infer<typeof TodoSchema>;
export const TodoListRequestSchema = z.object({
  /** "mine" = owned by the caller. */
  scope: z.enum(["mine", "all"]).default("mine"),
  includeDone: z.boolean().default(false),
});
export const TodoListSchema = z.object({ records: z.array(TodoSchema) });
export const TodoIdParamsSchema = z.object({
  id: z.coerce.number({ error: "The to-do id must be a positive whole number." }).int().positive(),
});
/** Users a to-do can be given to. */
export const TodoOwnerListSchema = z.object({ records: z.array(UserRefSchema) });

/** The caller's iCalendar feed: a secret URL, shown once when made; revoking it stops it at once. */
export const CalendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }).nullable(),
  lastFetchedAt: z.iso.datetime({ offset: true }).nullable(),
});
export const CalendarFeedCreatedSchema = CalendarFeedStatusSchema.extend({
  /** The full feed URL, with its secret; only this answer carries it. */
  url: z.url(),
});
export const CalendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, "Not a calendar feed address."),
});

export const DigestSentSchema = z.object({
  sentTo: z.string(),
  alerts: z.number().int().nonnegative(),
});
