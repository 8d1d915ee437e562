import { and, asc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { ofCurrentClient } from "../../db/client-scope.js";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import { reminders, todos, users } from "../../db/schema.js";

const ofClientOrSelf = (selfId: number) => or(ofCurrentClient(users.tenantId), eq(users.id, selfId));

const owner = alias(users, "owner");
const doneBy = alias(users, "done_by_user");
const createdBy = alias(users, "created_by_user");

export type ReminderRow = typeof reminders.$inferSelect;
export type TodoRow = typeof todos.$inferSelect;
export type ReminderRows = Awaited<ReturnType<ReminderTodoRepository["reminders"]>>;
export type TodoRows = Awaited<ReturnType<ReminderTodoRepository["todos"]>>;

/** The columns a reminder or to-do writes itself (owner and record included). */
export type ReminderValues = {
  category: string;
  title: string;
  remindOn: string;
  note: string | null;
  recordType: string | null;
  recordId: number | null;
};
export type TodoValues = {
  title: string;
  dueDate: string | null;
  ownerId: number;
  note: string | null;
  recordType: string | null;
  recordId: number | null;
  alertKey: string | null;
};

/** Reminders (each user's own) and to-dos, with the names of the users they mention. */
export class ReminderTodoRepository {
  constructor(private readonly db: Db) {}

  /** Reminders with their owner's name, by date then id: all of an owner's, or one of them. */
  reminders(filter: { ownerId: number; id?: number }) {
    const where =
      filter.id === undefined
        ? eq(reminders.ownerId, filter.ownerId)
        : and(eq(reminders.id, filter.id), eq(reminders.ownerId, filter.ownerId));
    return this.db
      .select({
        reminder: reminders,
        ownerFirst: owner.firstName,
        ownerLast: owner.lastName,
        ownerUserName: owner.userName,
      })
      .from(reminders)
      .innerJoin(owner, eq(owner.id, reminders.ownerId))
      .where(where)
      .orderBy(asc(reminders.remindOn), asc(reminders.id));
  }

  async insertReminder(ownerId: number, values: ReminderValues, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(reminders)
      .values({ ownerId, ...values, createdAt: now, createdBy: ownerId, updatedAt: now, updatedBy: ownerId })
      .returning({ id: reminders.id });
    if (!row) throw new Error("The reminder was not inserted.");
    return row.id;
  }

  /** An owner's reminder, row-locked for the transaction. */
  async findReminderForUpdate(id: number, ownerId: number): Promise<ReminderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reminders)
      .where(and(eq(reminders.id, id), eq(reminders.ownerId, ownerId)))
      .for("update");
    return row;
  }

  async updateReminder(
    id: number,
    values: ReminderValues,
    version: number,
    by: number,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(reminders)
      .set({ ...values, updatedAt: now, updatedBy: by, version })
      .where(eq(reminders.id, id));
  }

  /** Deletes an owner's reminder; answers it, or undefined when they have none with that id. */
  async deleteReminder(id: number, ownerId: number): Promise<ReminderRow | undefined> {
    const [deleted] = await this.db
      .delete(reminders)
      .where(and(eq(reminders.id, id), eq(reminders.ownerId, ownerId)))
      .returning();
    return deleted;
  }

  /**
   * Active users of the client the request acts for, by name, and the caller (a provider's user
   * acting for the client): who a to-do can be given to. Another client's users are not named.
   */
  activeUsers(selfId: number) {
    return this.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        userName: users.userName,
      })
      .from(users)
      .where(and(eq(users.status, "ACTIVE"), ofClientOrSelf(selfId)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  }

  /** A user's status, when they may own the client's to-dos (as activeUsers); else undefined. */
  async userStatus(userId: number, selfId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ status: users.status })
      .from(users)
      .where(and(eq(users.id, userId), ofClientOrSelf(selfId)));
    return row?.status;
  }

  /**
   * To-dos with the names of their owner, who did them and who made them, by due date (undated
   * last) then id: one, one owner's, or everyone's; open ones only unless `includeDone`.
   */
  todos(filter: { id?: number; ownerId?: number | undefined; includeDone?: boolean }) {
    const conditions: SQL[] = [
      ...(filter.id === undefined ? [] : [eq(todos.id, filter.id)]),
      ...(filter.ownerId === undefined ? [] : [eq(todos.ownerId, filter.ownerId)]),
      ...(filter.includeDone === false ? [isNull(todos.doneAt)] : []),
    ];
    return this.db
      .select({
        todo: todos,
        ownerFirst: owner.firstName,
        ownerLast: owner.lastName,
        ownerUserName: owner.userName,
        doneFirst: doneBy.firstName,
        doneLast: doneBy.lastName,
        doneUserName: doneBy.userName,
        createdFirst: createdBy.firstName,
        createdLast: createdBy.lastName,
        createdUserName: createdBy.userName,
      })
      .from(todos)
      .innerJoin(owner, eq(owner.id, todos.ownerId))
      .leftJoin(doneBy, eq(doneBy.id, todos.doneBy))
      .leftJoin(createdBy, eq(createdBy.id, todos.createdBy))
      .where(conditions.length === 0 ? undefined : and(...conditions))
      .orderBy(sql`${todos.dueDate} asc nulls last`, asc(todos.id));
  }

  async insertTodo(values: TodoValues, by: number, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(todos)
      .values({ ...values, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: todos.id });
    if (!row) throw new Error("The to-do was not inserted.");
    return row.id;
  }

  /** A to-do, row-locked for the transaction. */
  async findTodoForUpdate(id: number): Promise<TodoRow | undefined> {
    const [row] = await this.db.select().from(todos).where(eq(todos.id, id)).for("update");
    return row;
  }

  async updateTodo(
    id: number,
    values: TodoValues & { doneAt: Date | null; doneBy: number | null },
    version: number,
    by: number,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(todos)
      .set({ ...values, updatedAt: now, updatedBy: by, version })
      .where(eq(todos.id, id));
  }

  /** Deletes a to-do; answers it, or undefined when there is none with that id. */
  async deleteTodo(id: number): Promise<TodoRow | undefined> {
    const [deleted] = await this.db.delete(todos).where(eq(todos.id, id)).returning();
    return deleted;
  }
}
