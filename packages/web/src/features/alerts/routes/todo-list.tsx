import type { Todo } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigation, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { toast } from "sonner";
import { config } from "../../../config";
import { describeError } from "../../../lib/describe-error";
import { useSignedInUser } from "../../../lib/use-signed-in-user";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { CheckboxField } from "../../../ui/checkbox-field";
import { ConfirmDialog } from "../../../ui/dialog";
import { EmptyState } from "../../../ui/empty-state";
import { CheckCircleIcon, PlusIcon } from "../../../ui/icons";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";
import { SelectField } from "../../../ui/select-field";
import { todoListQueryOptions, useDeleteTodo } from "../api/todos";
import { AlertTableSkeleton } from "../components/alert-table";
import { TodoDialog } from "../components/todo-dialog";
import { TodoTable } from "../components/todo-table";
import { useAlertRights } from "../lib/alert-rights";
import { readTodoFilters, writeTodoFilters, type TodoFilters } from "../lib/todo-filters";
import { useTodoTicks } from "../lib/use-todo-ticks";
import { QueryView } from "../../../ui/query-view";

export function loader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { scope, includeDone } = readTodoFilters(new URL(request.url).searchParams);
    try {
      await queryClient.ensureQueryData(todoListQueryOptions(scope, includeDone));
    } catch {
      // The page shows the failure where the list would be, with a way to try again.
    }
    return null;
  };
}

/** /alert-dashboard/to-do-list: yours or everyone's to-dos, ticked off with who and when. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { scope, includeDone } = readTodoFilters(searchParams);
  // While the next list loads, the controls already show what was asked for.
  const navigation = useNavigation();
  const asked = navigation.location ? readTodoFilters(new URLSearchParams(navigation.location.search)) : null;
  const todos = useQuery({ ...todoListQueryOptions(scope, includeDone), retryOnMount: false });
  const rights = useAlertRights();
  const me = useSignedInUser();
  const ticks = useTodoTicks();
  const remove = useDeleteTodo();
  const [editing, setEditing] = useState<Todo | "new" | null>(null);
  const [deleting, setDeleting] = useState<Todo | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const setFilters = (next: Partial<TodoFilters>) =>
    setSearchParams(writeTodoFilters({ scope, includeDone, ...next }), { replace: true });

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting.id);
      toast.success("To-do deleted.");
      setDeleting(null);
    } catch (error) {
      setDeleteError(describeError(error, "The to-do could not be deleted."));
    }
  };

  return (
    <>
      <title>{`To-do list · Alerts · ${config.productName}`}</title>
      <Card aria-label="To-do list">
        <div className="flex flex-wrap items-end gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
          <SelectField
            label="Whose"
            className="w-44"
            value={asked?.scope ?? scope}
            onChange={(event) => setFilters({ scope: event.target.value === "all" ? "all" : "mine" })}
          >
            <option value="mine">Mine</option>
            <option value="all">Everyone’s</option>
          </SelectField>
          <CheckboxField
            label="Show done"
            className="pb-2"
            checked={asked?.includeDone ?? includeDone}
            onChange={(event) => setFilters({ includeDone: event.target.checked })}
          />
          {rights.canWrite && (
            <Button className="ml-auto" onClick={() => setEditing("new")}>
              <PlusIcon className="size-4" />
              Add to-do
            </Button>
          )}
        </div>
        {ticks.problem && (
          <div className="px-5 pt-4 sm:px-6">
            <SaveProblemAlert
              problem={ticks.problem}
              onReload={ticks.clearProblem}
              reloading={todos.isFetching}
            />
          </div>
        )}
        <QueryView
          query={todos}
          loading={<AlertTableSkeleton />}
          errorTitle="The to-dos could not be loaded"
          isEmpty={(data) => data.records.length === 0}
          empty={
            <EmptyState icon={<CheckCircleIcon className="size-5" />} title="Nothing to do">
              {scope === "mine" ? "To-dos given to you show here" : "Everyone’s to-dos show here"}; add one
              from an alert with “Add to-do”.
            </EmptyState>
          }
        >
          {(data) => (
            <TodoTable
              todos={data.records}
              ticking={ticks.ticking}
              canWrite={rights.canWrite}
              canDelete={rights.canDelete}
              myUserId={me?.userId}
              onToggle={(todo, done) => void ticks.toggleDone(todo, done)}
              onEdit={setEditing}
              onDelete={(todo) => {
                setDeleteError(null);
                setDeleting(todo);
              }}
            />
          )}
        </QueryView>
      </Card>
      {editing && (
        <TodoDialog
          todo={editing === "new" ? null : editing}
          draft={{
            title: "",
            dueDate: null,
            ownerId: me?.userId ?? null,
            note: null,
            record: null,
            alertKey: null,
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title="Delete this to-do?"
        confirmLabel="Delete to-do"
        busyLabel="Deleting…"
        busy={remove.isPending}
        error={deleteError}
      >
        “{deleting?.title}” will be gone for good.
      </ConfirmDialog>
    </>
  );
}
