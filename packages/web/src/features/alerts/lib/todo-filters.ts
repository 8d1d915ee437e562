/** Whose to-dos the list shows. */
export type TodoScope = "mine" | "all";

export interface TodoFilters {
  scope: TodoScope;
  includeDone: boolean;
}

/** The to-do list's filters from its address (`?scope=all&done=1`); anything else is the default. */
export function readTodoFilters(params: URLSearchParams): TodoFilters {
  return { scope: params.get("scope") === "all" ? "all" : "mine", includeDone: params.get("done") === "1" };
}

/** The address query for these filters, defaults left out so the plain list has a plain address. */
export function writeTodoFilters({ scope, includeDone }: TodoFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (scope === "all") params.set("scope", "all");
  if (includeDone) params.set("done", "1");
  return params;
}
