import { count, sql } from "drizzle-orm";
import { boolean, date, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { defineListFields, type ListPage } from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { compileListQuery } from "../lists/compile-list-query.js";
import { fetchListPage } from "../lists/fetch-list-page.js";
import { defineListColumns } from "../lists/list-columns.js";

/** A table made only for the list engine's tests: one column of every kind a list can hold. */
export const scratch = pgTable("list_engine_scratch", {
  id: serial("id").primaryKey(),
  name: text("name"),
  fee: integer("fee"),
  amount: numeric("amount"),
  day: date("day", { mode: "string" }),
  at: timestamp("at", { withTimezone: true, mode: "date" }),
  status: text("status"),
  flag: boolean("flag"),
  tags: text("tags").array(),
});

export const scratchStatuses = ["ACTIVE", "INACTIVE", "BLOCKED"] as const;

export const scratchFields = defineListFields({
  name: "text",
  fee: "number",
  amount: "number",
  day: "date",
  at: "date",
  status: { kind: "enum", values: scratchStatuses },
  flag: "boolean",
  tags: "set",
});

export const scratchColumns = defineListColumns(scratchFields, {
  id: scratch.id,
  name: scratch.name,
  fee: scratch.fee,
  amount: scratch.amount,
  day: scratch.day,
  at: scratch.at,
  status: scratch.status,
  flag: scratch.flag,
  tags: scratch.tags,
});

/** A row as the evaluator sees it (and as it is inserted). */
export interface ScratchRow {
  id: number;
  name: string | null;
  fee: number | null;
  amount: number | null;
  day: string | null;
  at: Date | null;
  status: string | null;
  flag: boolean | null;
  tags: string[] | null;
}

export async function createScratchTable(db: Db): Promise<void> {
  await db.execute(sql`drop table if exists list_engine_scratch`);
  await db.execute(sql`create table list_engine_scratch (
    id serial primary key, name text, fee integer, amount numeric, day date, at timestamptz,
    status text, flag boolean, tags text[])`);
}

/** Replaces the table's rows with `rows`, ids as given. */
export async function fillScratchTable(db: Db, rows: readonly ScratchRow[]): Promise<void> {
  await db.execute(sql`truncate list_engine_scratch`);
  if (rows.length === 0) return;
  await db
    .insert(scratch)
    .values(rows.map((row) => ({ ...row, amount: row.amount === null ? null : String(row.amount) })));
}

/** The list engine over the scratch table, answering ids. */
export async function listScratch(db: Db, query: unknown): Promise<ListPage<number>> {
  const compiled = compileListQuery(query, scratchColumns);
  const page = await fetchListPage(compiled, {
    selectPage: ({ where, orderBy, limit, offset }) =>
      db
        .select({ id: scratch.id })
        .from(scratch)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: (where) => db.select({ count: count() }).from(scratch).where(where),
  });
  return { totalRecords: page.totalRecords, records: page.records.map((row) => row.id) };
}
