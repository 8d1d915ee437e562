import { sql, type SQL } from "drizzle-orm";
import {
  alertActions,
  alertKey,
  alertKindOrder,
  alertStates,
  toIsoDate,
  type AlertAction,
  type AlertCursor,
  type AlertKindBounds,
  type AlertKindValue,
  type AlertState,
  type IsoDate,
} from "@rightsdesk/domain";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";

/** What a kind's relation is read for: its bounds, the first day asked for, which ids, and whether the company is needed. */
export interface AlertReading {
  readonly bounds: AlertKindBounds;
  /** No row before this day is wanted (the window's start, or a page's cursor); null: none before. */
  readonly firstDay: IsoDate | null;
  /** Only the rows of these record ids; null: all. */
  readonly ids: readonly number[] | null;
  /** Whether `company` is read (a company's own window, a company filter); else it may be null. */
  readonly company: boolean;
}

/**
 * One kind of alert as the database gives it: a relation with the columns `due` (date), `id` (the
 * record id of the alert's key) and `company` (whose preferences set its window; null for none).
 * The relation may use what it is read for to read less (the holding fees make their cycles from
 * it); the window, the company, the states and the cursor are applied around it.
 */
export interface AlertSqlSource {
  readonly kind: AlertKindValue;
  /** The source part of the key: "use-right" in "USAGE_RIGHT:use-right:55:2026-12-01". */
  readonly keySource: string;
  rows(reading: AlertReading): SQL;
  /**
   * A cheaper count of every row in the bounds (all states, no company filter) when the caller sees
   * every record of the client (no advertiser narrowing), for a kind whose relation joins a table
   * only to leave rows out; null when the bounds' company ends need the relation itself.
   */
  wholeCount?(bounds: AlertKindBounds): SQL | null;
  /**
   * For a kind no index keeps in the list order (holding fees are worked out from each cast
   * item): up to `count` record ids whose rows may come first after `after`, by a lower bound of
   * their rows' due days, and that bound for the first id left out (null: none left out). A page
   * is read from these ids alone, and more are asked for until the page ends before the bound.
   */
  candidates?(
    db: Db,
    scope: AlertScope,
    after: AlertCursor | null | undefined,
    count: number,
  ): Promise<{ ids: number[]; nextBound: string | null }>;
}

/** What one question about a kind's alerts filters on, beside its bounds. */
export interface AlertScope {
  readonly bounds: AlertKindBounds;
  /** Only alerts in these states (their marks'; OPEN when unmarked); undefined: every state. */
  readonly states?: readonly AlertState[] | undefined;
  /** Only alerts about this company's records. */
  readonly companyId?: number | undefined;
}

/** A row of a page: where it stands in the list order. */
export interface AlertRow {
  readonly kind: AlertKindValue;
  readonly dueDate: IsoDate;
  readonly id: number;
}

/**
 * Turns PostgreSQL's JIT compiler off for the rest of the request's transaction. The spots' row
 * security policy makes the planner price a read of many assets in the millions, and JIT then
 * spends several hundred milliseconds compiling queries that run in tens: alert reads are short
 * index reads, never the long analytic queries JIT pays off on.
 */
export async function withoutJit(db: Db): Promise<void> {
  await db.execute(sql`select set_config('jit', 'off', true)`);
}

/** `and <column> = any(ids)` when the reading names ids; nothing otherwise. */
export function onlyIdsSql(column: SQL, ids: readonly number[] | null): SQL {
  return ids === null ? sql`` : sql` and ${anyOf(column, ids)}`;
}

/** The end of the window for a row of `company`: the company's own when it set one, else the kind's. */
export function windowEndSql(bounds: AlertKindBounds, company: SQL): SQL {
  if (bounds.companies.size === 0) return sql`${bounds.to}::date`;
  const ids = [...bounds.companies.keys()];
  const ends = ids.map((id) => bounds.companies.get(id)?.to ?? bounds.to);
  return sql`coalesce((select e.day from unnest(${sql.param(ids)}::bigint[], ${sql.param(ends)}::date[])
    as e(company, day) where e.company = ${company}), ${bounds.to}::date)`;
}

/**
 * The domain's isWithinAlertBounds in SQL, on a row's due day and company (alert-sql.prop.test.ts
 * checks the two agree).
 */
export function windowSql(
  bounds: AlertKindBounds,
  due: SQL = sql`r.due`,
  company: SQL = sql`r.company`,
): SQL {
  const from = bounds.from === null ? sql`true` : sql`${due} >= ${bounds.from}::date`;
  return sql`${from} and ${due} <= ${windowEndSql(bounds, company)}`;
}

/** Rows after the cursor in the list order, for rows of `kind`. */
function afterSql(kind: AlertKindValue, cursor: AlertCursor | null | undefined): SQL {
  if (!cursor) return sql`true`;
  if (kind === cursor.kind) return sql`(r.due, r.id) > (${cursor.dueDate}::date, ${cursor.id}::int)`;
  return alertKindOrder(kind) > alertKindOrder(cursor.kind)
    ? sql`r.due >= ${cursor.dueDate}::date`
    : sql`r.due > ${cursor.dueDate}::date`;
}

/** The alert's key, as `alertKey` writes it, for its mark. */
function keySql(source: AlertSqlSource): SQL {
  const prefix = `${source.kind}:${source.keySource}:`;
  return sql`${prefix}::text || r.id::text || ':' || to_char(r.due, 'YYYY-MM-DD')`;
}

/** The marks that leave a row out under `states`: those of the actions not asked for. */
function actionsLeftOut(states: readonly AlertState[]): AlertAction[] {
  return alertActions.filter((action) => !states.includes(action));
}

const later = (a: IsoDate | null, b: IsoDate | null): IsoDate | null =>
  a === null ? b : b === null ? a : a > b ? a : b;

/** The relation read for `scope`, as `r`, with the window and the company filter (not the states). */
function relation(
  source: AlertSqlSource,
  scope: AlertScope,
  firstDay: IsoDate | null,
  ids: readonly number[] | null,
) {
  const company = scope.companyId !== undefined || scope.bounds.companies.size > 0;
  const conditions = [windowSql(scope.bounds)];
  if (scope.companyId !== undefined) conditions.push(sql`r.company = ${scope.companyId}`);
  const rows = source.rows({ bounds: scope.bounds, firstDay, ids, company });
  return { from: sql`${rows} as r`, where: sql.join(conditions, sql` and `) };
}

/** The marks of `source` whose action is one of `actions`, joined to their rows (the marks' side reads first). */
function markedRows(
  source: AlertSqlSource,
  scope: AlertScope,
  actions: readonly AlertAction[],
  ids: readonly number[],
) {
  const { from, where } = relation(source, scope, scope.bounds.from, ids);
  return {
    from: sql`alert_marks m join ${from} on m.key = ${keySql(source)}`,
    where: sql`${where} and m.action = any(${sql.param([...actions])}::text[])`,
  };
}

/** The record ids of the kind's marks with these actions (a person marks a few; a window holds many rows). */
async function markedIds(db: Db, source: AlertSqlSource, actions: readonly AlertAction[]): Promise<number[]> {
  const prefix = `${source.kind}:${source.keySource}:`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select split_part(key, ':', 3) as id from alert_marks
      where starts_with(key, ${prefix}) and action = any(${sql.param([...actions])}::text[])`,
  );
  return [
    ...new Set(
      rows
        .map((row) => row.id)
        .filter((id) => /^[1-9]\d{0,8}$/.test(id))
        .map(Number),
    ),
  ];
}

type Page = { due: string; id: number }[];

function rowsOf(source: AlertSqlSource, page: Page): AlertRow[] {
  return page.map((row) => ({ kind: source.kind, dueDate: toIsoDate(row.due), id: Number(row.id) }));
}

/** Up to `limit` rows in every state after the cursor, in the list order, of the ids given (null: all). */
async function pageOfIds(
  db: Db,
  source: AlertSqlSource,
  scope: AlertScope,
  after: AlertCursor | null | undefined,
  limit: number,
  ids: readonly number[] | null,
): Promise<AlertRow[]> {
  const { from, where } = relation(source, scope, later(scope.bounds.from, after?.dueDate ?? null), ids);
  const page = await queryRows<Page[number]>(
    db,
    sql`select to_char(r.due, 'YYYY-MM-DD') as due, r.id::int as id from ${from}
      where ${where} and ${afterSql(source.kind, after)}
      order by r.due, r.id limit ${limit}`,
  );
  return rowsOf(source, page);
}

/**
 * Up to `limit` rows in every state after the cursor, in the list order: off the kind's index, or
 * for a kind that names its candidates, from the first candidates, more of them until the page
 * ends before the bound of those left out (whose rows all fall on or after it).
 */
async function plainPage(
  db: Db,
  source: AlertSqlSource,
  scope: AlertScope,
  after: AlertCursor | null | undefined,
  limit: number,
): Promise<AlertRow[]> {
  if (!source.candidates) return pageOfIds(db, source, scope, after, limit, null);
  for (let count = 4 * limit; ; count *= 4) {
    const { ids, nextBound } = await source.candidates(db, scope, after, count);
    const rows = ids.length === 0 ? [] : await pageOfIds(db, source, scope, after, limit, ids);
    const last = rows.at(-1);
    if (nextBound === null || (rows.length === limit && last !== undefined && last.dueDate < nextBound)) {
      return rows;
    }
  }
}

/**
 * Up to `limit` rows after the cursor, in the list order. Every state: straight off the kind's
 * index. Open ones (and some handled): rows read in order in growing chunks, the marks of each
 * chunk looked up by key, the rows marked with an action not asked for left out — the planner never
 * has to guess how many marks a window holds. Handled ones only: read from the marks' side.
 */
export async function pageOf(
  db: Db,
  source: AlertSqlSource,
  scope: AlertScope,
  after: AlertCursor | null | undefined,
  limit: number,
): Promise<AlertRow[]> {
  const states = scope.states ?? alertStates;
  if (!states.includes("OPEN")) {
    const actions = alertActions.filter((action) => states.includes(action));
    const ids = await markedIds(db, source, actions);
    if (ids.length === 0) return [];
    const { from, where } = markedRows(source, scope, actions, ids);
    const page = await queryRows<Page[number]>(
      db,
      sql`select to_char(r.due, 'YYYY-MM-DD') as due, r.id::int as id from ${from}
        where ${where} and ${afterSql(source.kind, after)} order by r.due, r.id limit ${limit}`,
    );
    return rowsOf(source, page);
  }
  const leftOut = actionsLeftOut(states);
  if (leftOut.length === 0) return plainPage(db, source, scope, after, limit);
  const kept: AlertRow[] = [];
  let cursor = after;
  for (let chunk = limit; ; chunk = Math.min(chunk * 2, 5_000)) {
    const read = await plainPage(db, source, scope, cursor, chunk);
    const keyOf = (row: AlertRow) => alertKey(source.kind, source.keySource, row.id, row.dueDate);
    const marks = await queryRows<{ key: string; action: AlertAction }>(
      db,
      sql`select key, action from alert_marks where ${anyOf(sql`key`, read.map(keyOf))}`,
    );
    const excluded = new Set(marks.filter((mark) => leftOut.includes(mark.action)).map((mark) => mark.key));
    for (const row of read) {
      if (excluded.has(keyOf(row))) continue;
      kept.push(row);
      if (kept.length === limit) return kept;
    }
    const last = read.at(-1);
    if (read.length < chunk || !last) return kept;
    cursor = { dueDate: last.dueDate, kind: last.kind, id: last.id };
  }
}

async function scalar(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(db, query);
  return Number(row?.count ?? 0);
}

/** Every row in the bounds and of the company, whatever its state. */
function wholeCount(db: Db, source: AlertSqlSource, scope: AlertScope): Promise<number> {
  const { from, where } = relation(source, scope, scope.bounds.from, null);
  const generic = sql`select count(*) from ${from} where ${where}`;
  const cheaper = scope.companyId === undefined ? (source.wholeCount?.(scope.bounds) ?? null) : null;
  // The cheaper count reads no asset: it holds only while the client's every spot is seen.
  return scalar(
    db,
    cheaper === null
      ? sql`${generic}`
      : sql`select case when rightsdesk_advertiser_ids() is null then (${cheaper}) else (${generic}) end as count`,
  );
}

/** The rows in the bounds (and of the company) whose mark is one of `actions`, read from the marks. */
async function markedCount(
  db: Db,
  source: AlertSqlSource,
  scope: AlertScope,
  actions: readonly AlertAction[],
): Promise<number> {
  const ids = await markedIds(db, source, actions);
  if (ids.length === 0) return 0;
  const { from, where } = markedRows(source, scope, actions, ids);
  return scalar(db, sql`select count(*) as count from ${from} where ${where}`);
}

/**
 * How many rows the kind's pages hold in all: the rows in the bounds (and of the company), less the
 * marked ones the states leave out — or, when OPEN is not asked for, only the marked ones asked for.
 */
export async function countOf(db: Db, source: AlertSqlSource, scope: AlertScope): Promise<number> {
  const states = scope.states ?? alertStates;
  if (!states.includes("OPEN")) {
    return markedCount(
      db,
      source,
      scope,
      alertActions.filter((action) => states.includes(action)),
    );
  }
  const leftOut = actionsLeftOut(states);
  const whole = await wholeCount(db, source, scope);
  return leftOut.length === 0 ? whole : whole - (await markedCount(db, source, scope, leftOut));
}

/** The states as SQL on the relation `r` (for reads without a limit, where the planner hashes the marks). */
function statesSql(source: AlertSqlSource, states: readonly AlertState[]): SQL {
  const mark = (actions: readonly AlertAction[]) =>
    sql`select 1 from alert_marks m where m.key = ${keySql(source)} and m.action = any(${sql.param([...actions])}::text[])`;
  if (!states.includes("OPEN")) return sql`exists (${mark(alertActions.filter((a) => states.includes(a)))})`;
  const leftOut = actionsLeftOut(states);
  return leftOut.length === 0 ? sql`true` : sql`not exists (${mark(leftOut)})`;
}

/** Per day with alerts, how many there are and the ids of the first `perDay` (list order). */
export async function daysOf(
  db: Db,
  source: AlertSqlSource,
  scope: AlertScope,
  perDay: number,
): Promise<{ dueDate: IsoDate; count: number; first: AlertRow[] }[]> {
  const { from, where } = relation(source, scope, scope.bounds.from, null);
  const states = scope.states === undefined ? sql`true` : statesSql(source, scope.states);
  const rows = await queryRows<{ due: string; id: number; place: number | string; count: number | string }>(
    db,
    sql`select to_char(t.due, 'YYYY-MM-DD') as due, t.id::int as id, t.place, t.count from (
        select r.due, r.id, row_number() over (partition by r.due order by r.id) as place,
          count(*) over (partition by r.due) as count
        from ${from} where ${where} and ${states}) t
      where t.place <= ${perDay} order by t.due, t.id`,
  );
  const days = new Map<string, { dueDate: IsoDate; count: number; first: AlertRow[] }>();
  for (const row of rows) {
    const dueDate = toIsoDate(row.due);
    const day = days.get(dueDate) ?? { dueDate, count: Number(row.count), first: [] };
    day.first.push({ kind: source.kind, dueDate, id: Number(row.id) });
    days.set(dueDate, day);
  }
  return [...days.values()];
}
