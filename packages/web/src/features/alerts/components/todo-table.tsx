import type { Todo } from "@rightsdesk/domain";
import { formatDate } from "../../../lib/format";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { formatDay } from "../../../ui/records/format-day";
import { recordHref, recordTypeLabels } from "../lib/alert-labels";
import { ModuleLink } from "../../../ui/module-link";

const headClass =
  "px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-5 sm:first:pl-6";
const cellClass = "px-3 py-3 align-top first:pl-5 sm:first:pl-6";
const headings = ["Done", "To-do", "Due", "Owner", "Record"];

interface TodoTableProps {
  todos: readonly Todo[];
  /** To-dos ticked or unticked whose change the server has not answered yet: the value shown. */
  ticking: ReadonlyMap<number, boolean>;
  canWrite: boolean;
  canDelete: boolean;
  /** The signed-in user, whose own to-dos say "(you)". */
  myUserId: number | undefined;
  onToggle: (todo: Todo, done: boolean) => void;
  onEdit: (todo: Todo) => void;
  onDelete: (todo: Todo) => void;
}

/** The to-dos: a done box (with who and when), title and note, due day, owner, record, actions. */
export function TodoTable({ todos, ...row }: TodoTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">To-dos</caption>
        <thead className="bg-slate-50">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={headClass}>
                {heading}
              </th>
            ))}
            <th scope="col" className={headClass}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {todos.map((todo) => (
            <TodoRow key={todo.id} todo={todo} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TodoRow({
  todo,
  ticking,
  canWrite,
  canDelete,
  myUserId,
  onToggle,
  onEdit,
  onDelete,
}: Omit<TodoTableProps, "todos"> & { todo: Todo }) {
  return (
    <tr className={cx(todo.done && "bg-slate-50/60")}>
      <td className={cellClass}>
        <input
          type="checkbox"
          aria-label={`Done: ${todo.title}`}
          checked={ticking.get(todo.id) ?? todo.done}
          disabled={!canWrite || ticking.has(todo.id)}
          onChange={(event) => onToggle(todo, event.target.checked)}
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
        <span className={cx("font-medium", todo.done ? "text-slate-500 line-through" : "text-slate-900")}>
          {todo.title}
        </span>
        {todo.note && <p className="mt-0.5 text-slate-600">{todo.note}</p>}
      </td>
      <td className={cx(cellClass, "whitespace-nowrap tabular-nums")}>{formatDay(todo.dueDate)}</td>
      <td className={cellClass}>
        {todo.owner.name}
        {todo.owner.id === myUserId && <span className="text-slate-500"> (you)</span>}
      </td>
      <td className={cellClass}>
        {todo.record ? (
          <ModuleLink
            to={recordHref(todo.record)}
            className={cx("font-medium text-indigo-700 hover:underline", focusRing)}
          >
            {todo.record.label || recordTypeLabels[todo.record.type]}
          </ModuleLink>
        ) : (
          <span className="text-slate-400">—</span>
        )}
      </td>
      <td className={cx(cellClass, "pr-5 text-right sm:pr-6")}>
        <div className="flex justify-end gap-1.5">
          {canWrite && (
            <Button variant="ghost" className="px-2.5 py-1 text-xs" onClick={() => onEdit(todo)}>
              Edit<span className="sr-only"> to-do {todo.title}</span>
            </Button>
          )}
          {canDelete && (
            <Button
              variant="ghost"
              className="px-2.5 py-1 text-xs text-red-700 hover:bg-red-50"
              onClick={() => onDelete(todo)}
            >
              Delete<span className="sr-only"> to-do {todo.title}</span>
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
