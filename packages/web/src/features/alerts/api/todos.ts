import type { TodoSaveRequestSchema, TodoUpdateRequestSchema } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";

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

function refresh(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: alertKeys.todos() });
}

export type TodoCreateBody = z.input<typeof TodoSaveRequestSchema>;
export type TodoUpdateBody = z.input<typeof TodoUpdateRequestSchema>;

export function useCreateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TodoCreateBody) => api.createTodo({ body }),
    onSuccess: () => refresh(queryClient),
    meta: { errorHandling: "local" },
  });
}

/** Edits or ticks a to-do with the version it was loaded at; a stale one is refused. */
export function useUpdateTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TodoUpdateBody }) =>
      api.updateTodo({ params: { id }, body }),
    onSettled: () => refresh(queryClient),
    meta: { errorHandling: "local" },
  });
}

export function useDeleteTodo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteTodo({ params: { id } }),
    onSuccess: () => refresh(queryClient),
    meta: { errorHandling: "local" },
  });
}
