import type { Todo } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigation, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import { toast } from "sonner";
import { config } from "../../../config";
import { describeError } from "../../../lib/describe-error";
import { explainSaveProblem, type SaveProblem } from "../../../lib/save-problem";
import { useSignedInUser } from "../../../lib/use-signed-in-user";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { CheckboxField } from "../../../ui/checkbox-field";
import { cx } from "../../../ui/cx";
import { ConfirmDialog } from "../../../ui/dialog";
import { EmptyState } from "../../../ui/empty-state";
import { focusRing } from "../../../ui/focus-ring";
import { CheckCircleIcon, PlusIcon } from "../../../ui/icons";
import { LoadError } from "../../../ui/load-error";
import { formatDate } from "../../../lib/format";
import { formatDay } from "../../../ui/records/format-day";
import { SaveProblemAlert } from "../../../ui/save-problem-alert";
import { SelectField } from "../../../ui/select-field";
import { todoListQueryOptions, useDeleteTodo, useUpdateTodo } from "../api/todos";
import { AlertTableSkeleton } from "../components/alert-table";
import { TodoDialog } from "../components/todo-dialog";
import { recordHref, recordTypeLabels } from "../lib/alert-labels";
import { useAlertRights } from "../lib/alert-rights";
import { todoSaveFields } from "../lib/todo-form";

type Scope = "mine" | "all";

function readTodoFilters(params: URLSearchParams): { scope: Scope; includeDone: boolean } {
  return { scope: params.get("scope") === "all" ? "all" : "mine", includeDone: params.get("done") === "1" };
}

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

const headClass =
  "px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-5 sm:first:pl-6";
const cellClass = "px-3 py-3 align-top first:pl-5 sm:first:pl-6";

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
  const update = useUpdateTodo();
  const remove = useDeleteTodo();
  const [editing, setEditing] = useState<Todo | "new" | null>(null);
  const [deleting, setDeleting] = useState<Todo | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [problem, setProblem] = useState<SaveProblem>(null);
  // The tick shows at once; the server's answer (or a refusal) then decides.
  const [ticking, setTicking] = useState<ReadonlyMap<number, boolean>>(new Map());

  const setFilters = (next: { scope?: Scope; includeDone?: boolean }) => {
    const params = new URLSearchParams();
    if ((next.scope ?? scope) === "all") params.set("scope", "all");
    if (next.includeDone ?? includeDone) params.set("done", "1");
    setSearchParams(params, { replace: true });
  };

  const toggleDone = async (todo: Todo, done: boolean) => {
    setProblem(null);
    setTicking((current) => new Map(current).set(todo.id, done));
    try {
      await update.mutateAsync({
        id: todo.id,
        body: { ...todoSaveFields(todo), done, version: todo.version },
      });
      toast.success(done ? `“${todo.title}” done.` : `“${todo.title}” is open again.`);
    } catch (error) {
      setProblem(explainSaveProblem(error, 0, "The to-do could not be changed."));
    } finally {
      setTicking((current) => {
        const next = new Map(current);
        next.delete(todo.id);
        return next;
      });
    }
  };

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
        {problem && (
          <div className="px-5 pt-4 sm:px-6">
            <SaveProblemAlert
              problem={problem}
              onReload={() => setProblem(null)}
              reloading={todos.isFetching}
            />
          </div>
        )}
        {todos.isPending ? (
          <AlertTableSkeleton />
        ) : todos.isError ? (
          <LoadError
            title="The to-dos could not be loaded"
            error={todos.error}
            retrying={todos.isFetching}
            onRetry={() => void todos.refetch()}
          />
        ) : todos.data.records.length === 0 ? (
          <EmptyState icon={<CheckCircleIcon className="size-5" />} title="Nothing to do">
            {scope === "mine" ? "To-dos given to you show here" : "Everyone’s to-dos show here"}; add one from
            an alert with “Add to-do”.
          </EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">To-dos</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={headClass}>
                    Done
                  </th>
                  <th scope="col" className={headClass}>
                    To-do
                  </th>
                  <th scope="col" className={headClass}>
                    Due
                  </th>
                  <th scope="col" className={headClass}>
                    Owner
                  </th>
                  <th scope="col" className={headClass}>
                    Record
                  </th>
                  <th scope="col" className={headClass}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 bg-white">
                {todos.data.records.map((todo) => (
                  <tr key={todo.id} className={cx(todo.done && "bg-slate-50/60")}>
                    <td className={cellClass}>
                      <input
                        type="checkbox"
                        aria-label={`Done: ${todo.title}`}
                        checked={ticking.get(todo.id) ?? todo.done}
                        disabled={!rights.canWrite || ticking.has(todo.id)}
                        onChange={(event) => void toggleDone(todo, event.target.checked)}
                        className="size-4 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                      />
                      {todo.done && todo.doneBy && (
                        <p className="mt-1 text-xs whitespace-nowrap text-slate-500">
                          {todo.doneBy.name}
                          {todo.doneAt && ` · ${formatDate(todo.doneAt)}`}
                        </p>
                      )}
                    </td>
                    <td className={cx(cellClass, "min-w-56")}>
                      <span
                        className={cx(
                          "font-medium",
                          todo.done ? "text-slate-500 line-through" : "text-slate-900",
                        )}
                      >
                        {todo.title}
                      </span>
                      {todo.note && <p className="mt-0.5 text-slate-600">{todo.note}</p>}
                    </td>
                    <td className={cx(cellClass, "whitespace-nowrap tabular-nums")}>
                      {formatDay(todo.dueDate)}
                    </td>
                    <td className={cellClass}>
                      {todo.owner.name}
                      {todo.owner.id === me?.userId && <span className="text-slate-500"> (you)</span>}
                    </td>
                    <td className={cellClass}>
                      {todo.record ? (
                        <Link
                          to={recordHref(todo.record)}
                          className={cx("font-medium text-indigo-700 hover:underline", focusRing)}
                        >
                          {todo.record.label || recordTypeLabels[todo.record.type]}
                        </Link>
                      ) : (
                        <span className="text-slate-400">—</span>
                      )}
                    </td>
                    <td className={cx(cellClass, "pr-5 text-right sm:pr-6")}>
                      <div className="flex justify-end gap-1.5">
                        {rights.canWrite && (
                          <Button
                            variant="ghost"
                            className="px-2.5 py-1 text-xs"
                            onClick={() => setEditing(todo)}
                          >
                            Edit<span className="sr-only"> to-do {todo.title}</span>
                          </Button>
                        )}
                        {rights.canDelete && (
                          <Button
                            variant="ghost"
                            className="px-2.5 py-1 text-xs text-red-700 hover:bg-red-50"
                            onClick={() => {
                              setDeleteError(null);
                              setDeleting(todo);
                            }}
                          >
                            Delete<span className="sr-only"> to-do {todo.title}</span>
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
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
