import type { Caller } from "../../http/handler.js";
import {
  AppError,
  type AlertRecordRef,
  type Reminder,
  type ReminderCategory,
  type Todo,
  toIsoDate,
} from "@rightsdesk/domain";
import { diffFields, writeAudit } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { auditFrom, type RecordContext } from "../../records/record-context.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { staleVersion } from "../../errors/app-errors.js";
import {
  assertRecordExists,
  labelOf,
  recordLabels,
  type RecordPointer,
  type RecordType,
} from "./alert-records.js";
import { userName } from "./alert-service.js";
import {
  ReminderTodoRepository,
  type ReminderRows,
  type ReminderValues,
  type TodoRows,
  type TodoValues,
} from "./reminder-todo-repository.js";

export interface ReminderInput {
  category: ReminderCategory;
  title: string;
  remindOn: string;
  note?: string | null | undefined;
  record?: RecordPointer | null | undefined;
}

export interface TodoInput {
  title: string;
  dueDate: string | null;
  ownerId: number;
  note?: string | null | undefined;
  record?: RecordPointer | null | undefined;
  alertKey?: string | null | undefined;
}

const reminderNotFound = (id: number) => AppError.notFound(`There is no reminder with id ${id}.`);
const todoNotFound = (id: number) => AppError.notFound(`There is no to-do with id ${id}.`);

function pointersOf(
  rows: readonly { recordType: string | null; recordId: number | null }[],
): RecordPointer[] {
  return rows.flatMap((row) =>
    row.recordType !== null && row.recordId !== null
      ? [{ type: row.recordType as RecordType, id: row.recordId }]
      : [],
  );
}

/** A user's reminders (theirs only: another's is NotFound) and everyone's to-dos. */
export class ReminderTodoService {
  private readonly repository: ReminderTodoRepository;

  constructor(private readonly db: Db) {
    this.repository = new ReminderTodoRepository(db);
  }

  async listReminders(ownerId: number): Promise<{ records: Reminder[] }> {
    const rows = await this.repository.reminders({ ownerId });
    return { records: await this.remindersOf(rows) };
  }

  private async remindersOf(rows: ReminderRows): Promise<Reminder[]> {
    const labels = await recordLabels(this.db, pointersOf(rows.map((row) => row.reminder)));
    return rows.map(({ reminder, ...user }) => ({
      id: reminder.id,
      category: reminder.category as ReminderCategory,
      title: reminder.title,
      remindOn: toIsoDate(reminder.remindOn),
      note: reminder.note,
      record: labelOf(labels, reminder.recordType, reminder.recordId),
      owner: {
        id: reminder.ownerId,
        name: userName({
          firstName: user.ownerFirst,
          lastName: user.ownerLast,
          userName: user.ownerUserName,
        }),
      },
      createdAt: reminder.createdAt.toISOString(),
    }));
  }

  private async reminder(id: number, ownerId: number): Promise<Reminder> {
    const rows = await this.repository.reminders({ id, ownerId });
    const [reminder] = await this.remindersOf(rows);
    if (!reminder) throw reminderNotFound(id);
    return reminder;
  }

  async createReminder(input: ReminderInput, context: RecordContext): Promise<Reminder> {
    await assertRecordExists(this.db, input.record);
    const by = context.caller.userId;
    const id = await runInTransaction(this.db, async (tx) => {
      const id = await new ReminderTodoRepository(tx).insertReminder(by, reminderValues(input), context.now);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "reminder.create",
        entityType: "reminder",
        entityId: id,
        changes: diffFields({}, reminderValues(input)),
      });
      return id;
    });
    return this.reminder(id, by);
  }

  async updateReminder(id: number, input: ReminderInput, context: RecordContext): Promise<Reminder> {
    const by = context.caller.userId;
    await runInTransaction(this.db, async (tx) => {
      const tasks = new ReminderTodoRepository(tx);
      const before = await tasks.findReminderForUpdate(id, by);
      if (!before) throw reminderNotFound(id);
      await assertRecordExists(tx, input.record);
      const values = reminderValues(input);
      await tasks.updateReminder(id, values, before.version + 1, by, context.now);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "reminder.update",
        entityType: "reminder",
        entityId: id,
        changes: diffFields(
          {
            category: before.category,
            title: before.title,
            remindOn: before.remindOn,
            note: before.note,
            recordType: before.recordType,
            recordId: before.recordId,
          },
          values,
        ),
      });
    });
    return this.reminder(id, by);
  }

  async deleteReminder(id: number, context: RecordContext): Promise<{ done: true }> {
    const by = context.caller.userId;
    await runInTransaction(this.db, async (tx) => {
      const deleted = await new ReminderTodoRepository(tx).deleteReminder(id, by);
      if (!deleted) throw reminderNotFound(id);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "reminder.delete",
        entityType: "reminder",
        entityId: id,
        changes: [{ field: "title", from: deleted.title, to: null }],
      });
    });
    return { done: true };
  }

  /** Active users, by name: who a to-do can be given to. */
  async todoOwners(caller: Caller): Promise<{ records: { id: number; name: string }[] }> {
    const rows = await this.repository.activeUsers(caller.userId);
    return { records: rows.map((row) => ({ id: row.id, name: userName(row) })) };
  }

  private async assertOwner(tasks: ReminderTodoRepository, ownerId: number, caller: Caller): Promise<void> {
    if ((await tasks.userStatus(ownerId, caller.userId)) !== "ACTIVE") {
      const message = `There is no active user with id ${ownerId}.`;
      throw AppError.invalidData(message, [{ field: "ownerId", message }]);
    }
  }

  private async todosOf(rows: TodoRows): Promise<Todo[]> {
    const labels = await recordLabels(this.db, pointersOf(rows.map((row) => row.todo)));
    return rows.map((row) => {
      const { todo } = row;
      return {
        id: todo.id,
        title: todo.title,
        dueDate: todo.dueDate === null ? null : toIsoDate(todo.dueDate),
        owner: {
          id: todo.ownerId,
          name: userName({ firstName: row.ownerFirst, lastName: row.ownerLast, userName: row.ownerUserName }),
        },
        note: todo.note,
        record: labelOf(labels, todo.recordType, todo.recordId),
        alertKey: todo.alertKey,
        done: todo.doneAt !== null,
        doneBy:
          todo.doneBy !== null && row.doneUserName !== null
            ? {
                id: todo.doneBy,
                name: userName({
                  firstName: row.doneFirst ?? "",
                  lastName: row.doneLast ?? "",
                  userName: row.doneUserName,
                }),
              }
            : null,
        doneAt: todo.doneAt?.toISOString() ?? null,
        createdBy: {
          id: todo.createdBy ?? todo.ownerId,
          name:
            row.createdUserName === null
              ? ""
              : userName({
                  firstName: row.createdFirst ?? "",
                  lastName: row.createdLast ?? "",
                  userName: row.createdUserName,
                }),
        },
        version: todo.version,
      };
    });
  }

  async listTodos(
    callerId: number,
    request: { scope: "mine" | "all"; includeDone: boolean },
  ): Promise<{ records: Todo[] }> {
    const rows = await this.repository.todos({
      ownerId: request.scope === "mine" ? callerId : undefined,
      includeDone: request.includeDone,
    });
    return { records: await this.todosOf(rows) };
  }

  /** Open to-dos with a due date owned by a user, for the calendar feed. */
  async openDatedTodos(ownerId: number): Promise<Todo[]> {
    const all = await this.listTodos(ownerId, { scope: "mine", includeDone: false });
    return all.records.filter((todo) => todo.dueDate !== null);
  }

  async todo(id: number): Promise<Todo> {
    const [found] = await this.todosOf(await this.repository.todos({ id }));
    if (!found) throw todoNotFound(id);
    return found;
  }

  async createTodo(input: TodoInput, context: RecordContext): Promise<Todo> {
    const by = context.caller.userId;
    const id = await runInTransaction(this.db, async (tx) => {
      const tasks = new ReminderTodoRepository(tx);
      await this.assertOwner(tasks, input.ownerId, context.caller);
      await assertRecordExists(tx, input.record);
      const values = todoValues(input);
      const id = await tasks.insertTodo(values, by, context.now);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "todo.create",
        entityType: "todo",
        entityId: id,
        changes: diffFields({}, values),
      });
      return id;
    });
    return this.todo(id);
  }

  async updateTodo(
    id: number,
    input: TodoInput & { done: boolean; version: number },
    context: RecordContext,
  ): Promise<Todo> {
    const by = context.caller.userId;
    await runInTransaction(this.db, async (tx) => {
      const tasks = new ReminderTodoRepository(tx);
      const before = await tasks.findTodoForUpdate(id);
      if (!before) throw todoNotFound(id);
      if (before.version !== input.version) throw staleVersion("to-do");
      if (input.ownerId !== before.ownerId) await this.assertOwner(tasks, input.ownerId, context.caller);
      await assertRecordExists(tx, input.record);
      const values = todoValues(input);
      const wasDone = before.doneAt !== null;
      const done =
        input.done === wasDone
          ? { doneAt: before.doneAt, doneBy: before.doneBy }
          : input.done
            ? { doneAt: context.now, doneBy: by }
            : { doneAt: null, doneBy: null };
      await tasks.updateTodo(id, { ...values, ...done }, before.version + 1, by, context.now);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "todo.update",
        entityType: "todo",
        entityId: id,
        changes: diffFields(
          {
            title: before.title,
            dueDate: before.dueDate,
            ownerId: before.ownerId,
            note: before.note,
            recordType: before.recordType,
            recordId: before.recordId,
            alertKey: before.alertKey,
            done: wasDone,
          },
          { ...values, done: input.done },
        ),
      });
    });
    return this.todo(id);
  }

  async deleteTodo(id: number, context: RecordContext): Promise<{ done: true }> {
    await runInTransaction(this.db, async (tx) => {
      const deleted = await new ReminderTodoRepository(tx).deleteTodo(id);
      if (!deleted) throw todoNotFound(id);
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "todo.delete",
        entityType: "todo",
        entityId: id,
        changes: [{ field: "title", from: deleted.title, to: null }],
      });
    });
    return { done: true };
  }
}

function reminderValues(input: ReminderInput): ReminderValues {
  return {
    category: input.category,
    title: input.title,
    remindOn: input.remindOn,
    note: input.note ?? null,
    recordType: input.record?.type ?? null,
    recordId: input.record?.id ?? null,
  };
}

function todoValues(input: TodoInput): TodoValues {
  return {
    title: input.title,
    dueDate: input.dueDate,
    ownerId: input.ownerId,
    note: input.note ?? null,
    recordType: input.record?.type ?? null,
    recordId: input.record?.id ?? null,
    alertKey: input.alertKey ?? null,
  };
}

export type { AlertRecordRef };
