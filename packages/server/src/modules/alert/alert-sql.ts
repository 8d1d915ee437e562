import { sql, type SQL } from "drizzle-orm";
import {
  alertKindOrder,
  toIsoDate,
  type AlertCursor,
  type AlertKindBounds,
  type AlertKindValue,
  type AlertState,
  type IsoDate,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";

/**
 * One kind of alert as the database gives it: a relation with the columns `due` (date), `id` (the
 * record id of the alert's key) and `company` (whose preferences set its window; null for none).
 * The relation may use the bounds and the first day asked for to read less (the holding fees make
 * their cycles from them); the window, the company, the states and the cursor are applied around it.
 */
export interface AlertSqlSource {
  readonly kind: AlertKindValue;
  /** The source part of the key: "use-right" in "USAGE_RIGHT:use-right:55:2026-12-01". */
  readonly keySource: string;
  rows(reading: { bounds: AlertKindBounds; firstDay: IsoDate | null }): SQL;
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

/** The end of the window for a row of `company`: the company's own when it set one, else the kind's. */
export function windowEndSql(bounds: AlertKindBounds, company: SQL): SQL {
  if (bounds.companies.size === 0) return sql`${bounds.to}::date`;
  const ids = [...bounds.companies.keys()];
  const ends = ids.map((id) => bounds.companies.get(id)?.to ?? bounds.to);
  return sql`coalesce((select e.day from unnest(${sql.param(ids)}::bigint[], ${sql.param(ends)}::date[])
    as e(company, day) where e.company = ${company}), ${bounds.to}::date)`;
}

/**
 * The domain's isWithinAlertBounds in SQL, on a row's due day and company (alert-window.prop.test.ts
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

/** The relation with the marks joined when states are asked for, and every filter but the cursor. */
function filtered(source: AlertSqlSource, scope: AlertScope, firstDay: IsoDate | null) {
  const marks =
    scope.states === undefined ? sql`` : sql` left join alert_marks m on m.key = ${keySql(source)}`;
  const conditions = [windowSql(scope.bounds)];
  if (scope.companyId !== undefined) conditions.push(sql`r.company = ${scope.companyId}`);
  if (scope.states !== undefined) {
    conditions.push(sql`coalesce(m.action, 'OPEN') = any(${sql.param([...scope.states])}::text[])`);
  }
  const rows = source.rows({ bounds: scope.bounds, firstDay });
  return { from: sql`${rows} as r${marks}`, where: sql.join(conditions, sql` and `) };
}

const later = (a: IsoDate | null, b: IsoDate | null): IsoDate | null =>
  a === null ? b : b === null ? a : a > b ? a : b;

/** Up to `limit` rows after the cursor, in the list order. */
export async function pageOf(
  db: Db,
  source: AlertSqlSource,
  scope: AlertScope,
  after: AlertCursor | null | undefined,
  limit: number,
): Promise<AlertRow[]> {
  const { from, where } = filtered(source, scope, later(scope.bounds.from, after?.dueDate ?? null));
  const rows = await queryRows<{ due: string; id: number }>(
    db,
    sql`select to_char(r.due, 'YYYY-MM-DD') as due, r.id::int as id from ${from}
      where ${where} and ${afterSql(source.kind, after)}
      order by r.due, r.id limit ${limit}`,
  );
  return rows.map((row) => ({ kind: source.kind, dueDate: toIsoDate(row.due), id: Number(row.id) }));
}

/** How many rows the kind's pages hold in all. */
export async function countOf(db: Db, source: AlertSqlSource, scope: AlertScope): Promise<number> {
  const { from, where } = filtered(source, scope, scope.bounds.from);
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from ${from} where ${where}`,
  );
  return Number(row?.count ?? 0);
}

/** Per day with alerts, how many there are and the ids of the first `perDay` (list order). */
export async function daysOf(
  db: Db,
  source: AlertSqlSource,
  scope: AlertScope,
  perDay: number,
): Promise<{ dueDate: IsoDate; count: number; first: AlertRow[] }[]> {
  const { from, where } = filtered(source, scope, scope.bounds.from);
  const rows = await queryRows<{ due: string; id: number; place: number | string; count: number | string }>(
    db,
    sql`select to_char(t.due, 'YYYY-MM-DD') as due, t.id::int as id, t.place, t.count from (
        select r.due, r.id, row_number() over (partition by r.due order by r.id) as place,
          count(*) over (partition by r.due) as count
        from ${from} where ${where}) t
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
