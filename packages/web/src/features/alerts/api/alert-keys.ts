import type { AlertCalendarRequest, AlertCountRequest, AlertListRequest } from "@rightsdesk/domain";

/**
 * Query keys of the alert dashboard, widest first. A mark changes every list (the state shows
 * in all of them, the counts and the calendar too: all under `lists`); a to-do or reminder change
 * refreshes its own lists and the alert lists (reminders are alerts of the `all` view).
 */
export const alertKeys = {
  all: ["alerts"] as const,
  lists: () => [...alertKeys.all, "list"] as const,
  /** A view's pages, read one after another (`request` without its cursor). */
  pages: (request: Omit<AlertListRequest, "after">) => [...alertKeys.lists(), "pages", request] as const,
  counts: (request: AlertCountRequest) => [...alertKeys.lists(), "counts", request] as const,
  calendar: (request: AlertCalendarRequest) => [...alertKeys.lists(), "calendar", request] as const,
  preferences: () => [...alertKeys.all, "preferences"] as const,
  companyPreferences: (companyId: number) => [...alertKeys.all, "company-preferences", companyId] as const,
  reminders: () => [...alertKeys.all, "reminders"] as const,
  todos: () => [...alertKeys.all, "todos"] as const,
  todoList: (scope: "mine" | "all", includeDone: boolean) =>
    [...alertKeys.todos(), "list", scope, includeDone] as const,
  todoOwners: () => [...alertKeys.all, "todo-owners"] as const,
  calendarFeed: () => [...alertKeys.all, "calendar-feed"] as const,
};
