import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { ListOperator, ListScalar, ResolvedListFilter } from "@rightsdesk/domain";
import type { ListColumn } from "./list-columns.js";

type PositiveOperator = Exclude<ListOperator, "nq" | "nc" | "ni">;
const positiveOf = { nq: "eq", nc: "cn", ni: "in" } as const;

const comparison: Record<"lt" | "gt" | "lte" | "gte" | "eq", SQL> = {
  lt: sql.raw("<"),
  gt: sql.raw(">"),
  lte: sql.raw("<="),
  gte: sql.raw(">="),
  eq: sql.raw("="),
};

/** Escapes LIKE's wildcards (and its escape character) so a filter value matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function unreachable(filter: ResolvedListFilter, operator: PositiveOperator): never {
  throw new Error(`Operator "${operator}" reached SQL for ${filter.kind} field "${filter.property}".`);
}

function textValue(value: ListScalar, caseSensitive: boolean): SQL {
  return caseSensitive ? sql`${String(value)}::text` : sql`lower(${String(value)}::text)`;
}

function anyOf(subject: SQL, values: readonly SQL[]): SQL {
  return sql`${subject} in (${sql.join([...values], sql`, `)})`;
}

/** Text and enums: compared without case unless the filter asks (lower() and ILIKE), wildcards escaped. */
function textPredicate(column: SQLWrapper, filter: ResolvedListFilter, operator: PositiveOperator): SQL {
  const subject = filter.caseSensitive ? sql`${column}` : sql`lower(${column})`;
  const first = String(filter.values[0] ?? "");
  const like = filter.caseSensitive ? sql.raw("like") : sql.raw("ilike");
  switch (operator) {
    case "eq":
    case "in":
      return anyOf(
        subject,
        filter.values.map((value) => textValue(value, filter.caseSensitive)),
      );
    case "cn":
      return sql`${column} ${like} ${`%${escapeLike(first)}%`}::text`;
    case "sw":
      return sql`${column} ${like} ${`${escapeLike(first)}%`}::text`;
    case "ew":
      return sql`${column} ${like} ${`%${escapeLike(first)}`}::text`;
    default:
      return unreachable(filter, operator);
  }
}

/** A number parameter typed so PostgreSQL neither truncates 1.5 to an integer nor overflows. */
function numberValue(value: ListScalar): SQL {
  const number = Number(value);
  return Number.isSafeInteger(number) ? sql`${String(number)}::bigint` : sql`${String(number)}::numeric`;
}

function numberPredicate(column: SQLWrapper, filter: ResolvedListFilter, operator: PositiveOperator): SQL {
  if (operator === "in") return anyOf(sql`${column}`, filter.values.map(numberValue));
  if (operator === "cn" || operator === "sw" || operator === "ew") return unreachable(filter, operator);
  return sql`${column} ${comparison[operator]} ${numberValue(filter.values[0] ?? 0)}`;
}

const dayValue = (value: ListScalar): SQL => sql`${String(value)}::date`;

/** A `date` column holds a day; the empty marker 0001-01-01 (and anything outside 0001–9999) counts as none. */
function dayPredicate(column: SQLWrapper, filter: ResolvedListFilter, operator: PositiveOperator): SQL {
  const present = sql`${column} > '0001-01-01'::date and ${column} <= '9999-12-31'::date`;
  if (operator === "in") return sql`(${present} and ${anyOf(sql`${column}`, filter.values.map(dayValue))})`;
  if (operator === "cn" || operator === "sw" || operator === "ew") return unreachable(filter, operator);
  return sql`(${present} and ${column} ${comparison[operator]} ${dayValue(filter.values[0] ?? "")})`;
}

/** Start of the UTC day as an instant; `plusDays` 1 gives the start of the next day. */
function dayStart(value: ListScalar, plusDays: 0 | 1): SQL {
  return plusDays === 0
    ? sql`(${String(value)}::date)::timestamp at time zone 'UTC'`
    : sql`(${String(value)}::date + 1)::timestamp at time zone 'UTC'`;
}

/**
 * A `timestamptz` compared by its UTC day, written as ranges on the instant itself so a btree
 * index on the column still serves: "day < D" is "instant < start of D", "day <= D" is
 * "instant < start of D+1", and so on.
 */
function instantPredicate(column: SQLWrapper, filter: ResolvedListFilter, operator: PositiveOperator): SQL {
  const present = sql`${column} >= '0001-01-02T00:00:00Z'::timestamptz and ${column} < '10000-01-01T00:00:00Z'::timestamptz`;
  const onDay = (value: ListScalar) =>
    sql`(${column} >= ${dayStart(value, 0)} and ${column} < ${dayStart(value, 1)})`;
  const first = filter.values[0] ?? "";
  switch (operator) {
    case "lt":
      return sql`(${present} and ${column} < ${dayStart(first, 0)})`;
    case "lte":
      return sql`(${present} and ${column} < ${dayStart(first, 1)})`;
    case "gt":
      return sql`(${present} and ${column} >= ${dayStart(first, 1)})`;
    case "gte":
      return sql`(${present} and ${column} >= ${dayStart(first, 0)})`;
    case "eq":
    case "in":
      return sql`(${present} and (${sql.join(filter.values.map(onDay), sql` or `)}))`;
    default:
      return unreachable(filter, operator);
  }
}

function booleanPredicate(column: SQLWrapper, filter: ResolvedListFilter, operator: PositiveOperator): SQL {
  if (operator !== "eq") return unreachable(filter, operator);
  return sql`${column} = ${String(filter.values[0] === true)}::boolean`;
}

/** A set (an array expression) matches when one of its members is one of the values; null is empty. */
function setPredicate(column: SQLWrapper, filter: ResolvedListFilter, operator: PositiveOperator): SQL {
  if (operator !== "cn" && operator !== "in") return unreachable(filter, operator);
  const member = filter.caseSensitive ? sql`member::text` : sql`lower(member::text)`;
  const values = filter.values.map((value) => textValue(value, filter.caseSensitive));
  return sql`exists (select 1 from unnest(${column}) as list_set(member) where ${anyOf(member, values)})`;
}

/** A field with many values per record matches when one of its rows does. */
function positivePredicate(column: ListColumn, filter: ResolvedListFilter, operator: PositiveOperator): SQL {
  const predicate = valuePredicate(column, filter, operator);
  return column.rows ? sql`exists (select 1 ${column.rows} and (${predicate}))` : predicate;
}

function valuePredicate(column: ListColumn, filter: ResolvedListFilter, operator: PositiveOperator): SQL {
  switch (column.kind) {
    case "text":
    case "enum":
      return textPredicate(column.sql, filter, operator);
    case "number":
      return numberPredicate(column.sql, filter, operator);
    case "date":
      return column.dateStorage === "instant"
        ? instantPredicate(column.sql, filter, operator)
        : dayPredicate(column.sql, filter, operator);
    case "boolean":
      return booleanPredicate(column.sql, filter, operator);
    case "set":
      return setPredicate(column.sql, filter, operator);
  }
}

/**
 * One resolved filter as SQL, with the domain evaluator's semantics: a record without a value
 * fails every positive operator, and nq / nc / ni are exactly the negation of eq / cn / in (so a
 * missing value passes them) — hence `not coalesce(P, false)`, which is right under SQL's nulls.
 */
export function listFilterSql(column: ListColumn, filter: ResolvedListFilter): SQL {
  const operator = filter.operator;
  if (operator === "nq" || operator === "nc" || operator === "ni") {
    return sql`not coalesce((${positivePredicate(column, filter, positiveOf[operator])}), false)`;
  }
  return positivePredicate(column, filter, operator);
}
