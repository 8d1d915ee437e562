import type { TodoSaveRequestSchema, TodoUpdateRequestSchema } from "@rightsdesk/domain";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";
import { useAlertsChange } from "./alerts-change";

/** To-dos: the caller's or everyone's, open or also done (`POST /Alert/Todo/GetAll`). */
export function todoListQueryOptions(scope: "mine" | "all", includeDone: boolean) {
  return queryOptions({
    queryKey: alertKeys.todoList(scope, includeDone),
    queryFn: () => api.listTodos({ body: { scope, includeDone } }),
  });
}

/** The users a to-do can be given to. */
export function todoOwnersQueryOptions() {
  return queryOptions({
    queryKey: alertKeys.todoOwners(),
    queryFn: () => api.listTodoOwners(),
    staleTime: 5 * 60_000,
  });
}

const todoChanges = [alertKeys.todos()];

export type TodoCreateBody = z.input<typeof TodoSaveRequestSchema>;
export type TodoUpdateBody = z.input<typeof TodoUpdateRequestSchema>;

export function useCreateTodo() {
  return useAlertsChange((body: TodoCreateBody) => api.createTodo({ body }), todoChanges);
}

/** Edits or ticks a to-do with the version it was loaded at; a stale one is refused. */
export function useUpdateTodo() {
  return useAlertsChange(
    ({ id, body }: { id: number; body: TodoUpdateBody }) => api.updateTodo({ params: { id }, body }),
    todoChanges,
    "settled",
  );
}

export function useDeleteTodo() {
  return useAlertsChange((id: number) => api.deleteTodo({ params: { id } }), todoChanges);
}
