import type { Todo } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { explainSaveProblem, type SaveProblem } from "../../../lib/save-problem";
import { useUpdateTodo } from "../api/todos";
import { todoSaveFields } from "./todo-form";

/**
 * Ticking a to-do done or open again from the list. The tick shows at once; the server's answer
 * (or a refusal, kept in `problem`) then decides.
 */
export function useTodoTicks() {
  const update = useUpdateTodo();
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [ticking, setTicking] = useState<ReadonlyMap<number, boolean>>(new Map());

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

  return { ticking, problem, clearProblem: () => setProblem(null), toggleDone };
}
