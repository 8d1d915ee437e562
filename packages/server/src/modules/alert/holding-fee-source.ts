import {
  FIXED_CYCLE_DAYS,
  alertKey,
  castHoldingFeeFor,
  codeLabel,
  cycleLengthDays,
  formatMoneyCents,
  holdingFeesDueIn,
  paymentFeeAmount,
  retiredCycleLengthLabels,
  useCycleLengths,
  type AlertKindBounds,
  type IsoDate,
} from "@rightsdesk/domain";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";
import { assetRef, feeAmountOf, type AlertCandidate } from "./alert-candidate.js";
import { onlyIdsSql, windowEndSql, type AlertSqlSource } from "./alert-sql.js";
import { assetCompanies, assetCompanySql } from "./asset-company.js";
import { loadHoldingFeeCast } from "./holding-fee-cast.js";

/** What JavaScript's trim() takes off both ends: white space and line terminators. */
const JS_TRIM =
  "\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";
/** `text` trimmed as JavaScript trims it (no regular expression: it costs more per row). */
const trimmed = (text: SQL) => sql`btrim(${text}, ${JS_TRIM})`;

/**
 * A stored "YYYY-MM-DD" as a date, or null when it is not a calendar day or is the empty marker
 * (the domain's realDate). Text checks only until the text is known to be a day, so nothing in a
 * stored value can make the cast fail; no regular expression, which costs more per row.
 */
export function storedDateSql(text: SQL): SQL {
  const day = sql`right(${text}, 2)`;
  const month = sql`substr(${text}, 6, 2)`;
  const year = sql`left(${text}, 4)::int`;
  const lastDay = sql`case ${month} when '02' then case when ${year} % 4 = 0
      and (${year} % 100 <> 0 or ${year} % 400 = 0) then 29 else 28 end
    when '04' then 30 when '06' then 30 when '09' then 30 when '11' then 30 else 31 end`;
  // Digits and dashes where a day has them; after year 1's empty marker (so no year 0000); a
  // month 01–12 and a day 01–31; then days 29–31 checked against the month.
  return sql`(case when translate(${text}, '0123456789', '0000000000') = '0000-00-00'
      and ${text} collate "C" > '0001-01-01' and ${month} collate "C" between '01' and '12'
      and ${day} collate "C" between '01' and '31'
    then case when ${day} collate "C" <= '28' or ${day}::int <= ${lastDay} then (${text})::date end end)`;
}

/**
 * Whether a stored "holding fees paid through" is surely a day on or after `end` — text checks
 * only, no date made (days 01–28 of months 01–12 always exist): such a performer owes nothing due
 * by `end`, and most paid-up performers are left out before anything costlier is read.
 */
function paidBeyond(text: SQL, end: IsoDate): SQL {
  return sql`coalesce(translate(${text}, '0123456789', '0000000000') = '0000-00-00'
    and right(${text}, 2) collate "C" between '01' and '28' and substr(${text}, 6, 2) collate "C" between '01' and '12'
    and ${text} collate "C" >= ${end}, false)`;
}

/**
 * Cycle lengths as `cycleLengthDays` reads them, keyed the way the SQL below writes a stored label
 * (trimmed, lower case, single spaces, no final "s"): the domain's catalogue and its retired labels.
 * The 1-day session cycle is matched on its own, as the domain does.
 */
const lengthKey = (label: string) => label.trim().toLowerCase().replace(/\s+/g, " ").replace(/s$/, "");
const lengthPairs = [...useCycleLengths.map((entry) => entry.label), ...Object.keys(retiredCycleLengthLabels)]
  .map((label) => ({ key: lengthKey(label), days: cycleLengthDays(label) }))
  .filter((pair): pair is { key: string; days: number } => pair.days !== undefined);

function lengthDaysSql(label: SQL): SQL {
  const text = sql`lower(${trimmed(label)})`;
  return sql`(case when regexp_replace(${text}, 's$', '') = '1 day' then 1
    else (select d.days from unnest(${sql.param(lengthPairs.map((p) => p.key))}::text[],
        ${sql.param(lengthPairs.map((p) => p.days))}::int[]) as d(label, days)
      where d.label = regexp_replace(regexp_replace(${text}, '\\s+', ' ', 'g'), 's$', '')) end)`;
}

/** A cast item's person as the loader casts it (`::int`), or null when it is not a whole number. */
const personIdOf = (text: SQL) =>
  sql`(case when translate(${text}, '0123456789', '') = '' and length(${text}) between 1 and 9 then (${text})::int end)`;
/** The cycle's days as SQL text (a constant of the rule, not a parameter). */
const CYCLE = sql.raw(String(FIXED_CYCLE_DAYS));
const CYCLE_LESS_A_DAY = sql.raw(String(FIXED_CYCLE_DAYS - 1));

/** The furthest day any company's window of the kind ends on. */
function furthestEnd(bounds: AlertKindBounds): IsoDate {
  return [bounds.to, ...[...bounds.companies.values()].map((own) => own.to)].sort().at(-1) ?? bounds.to;
}

const later = (a: IsoDate | null, b: IsoDate | null): IsoDate | null =>
  a === null ? b : b === null ? a : a > b ? a : b;

/** The Cast items' fields as text, each read once (offset 0 keeps them from being read again per use). */
function castFieldsSql(ids: readonly number[] | null): SQL {
  return sql`select ci.id, ci.owner_id, ci.data ->> 'sessionDate' as session,
      ci.data ->> 'holdingFeesPaidThrough' as paid, ci.data ->> 'union' as guild,
      ci.data ->> 'performerCategory' as category, ci.data ->> 'personId' as person
    from record_items ci
    where ci.owner_type = 'asset' and ci.section = 'Cast'${onlyIdsSql(sql`ci.id`, ids)}
    offset 0`;
}

/**
 * The checks on text that leave out a cast item before any date is made: a principal or voice-over
 * of SAG AFTRA or AFM (trimmed as the domain trims), not paid beyond the window's furthest end.
 */
function cheapChecksSql(c: SQL, furthest: IsoDate): SQL {
  return sql`${c}.category in ('PRINCIPAL', 'VOICE OVER') and not ${paidBeyond(sql`${c}.paid`, furthest)}
    and (case when strpos(${c}.guild, 'SAG AFTRA') > 0 or strpos(${c}.guild, 'AFM') > 0
      then ${trimmed(sql`${c}.guild`)} in ('SAG AFTRA', 'AFM') else false end)`;
}

/**
 * A lower bound of a cast item's due days, from its text: every fee falls due after the session
 * and after "paid through" — the later of the two when the paid-through text is a day (checked on
 * text alone for days 01–28, the rest made into dates), else the session's. Text in the same
 * shape sorts as its days do.
 */
function boundSql(c: SQL): SQL {
  const paid = sql`${c}.paid`;
  const surelyADay = sql`(translate(${paid}, '0123456789', '0000000000') = '0000-00-00'
    and ${paid} collate "C" > '0001-01-01' and right(${paid}, 2) collate "C" between '01' and '28'
    and substr(${paid}, 6, 2) collate "C" between '01' and '12')`;
  return sql`(case when coalesce(${surelyADay}, false) or ${storedDateSql(paid)} is not null
    then greatest(${paid}, ${c}.session) else ${c}.session end)`;
}

/**
 * Each cast item of a union principal or voice-over (a superset: the union is only looked for in
 * the text) with the lower bound of its due days its text gives: the first page's candidates.
 * Those paid far ahead are not left out here — their bound sorts them last.
 */
function textBoundsSql(): SQL {
  return sql`select c.id, ${boundSql(sql`c`)} as bound from (${castFieldsSql(null)}) c
    where c.category in ('PRINCIPAL', 'VOICE OVER') and c.session is not null
      and (strpos(c.guild, 'SAG AFTRA') > 0 or strpos(c.guild, 'AFM') > 0)`;
}

/**
 * Each cast item that may owe, with the first cycle start on or after `firstDay` that is after its
 * session's cycle and its paid-through day: no fee of it falls due on `firstDay` or later before
 * that (a recorded right or the MPU only leave fees out). Dates are made for this, so a page deep in
 * the list reads the spots, people and rights of the few whose next fee comes first, not of all.
 */
function dayBoundsSql(furthest: IsoDate, firstDay: IsoDate): SQL {
  const from = sql`greatest(${firstDay}::date, d.p + 1, d.s + ${CYCLE})`;
  return sql`select d.id, to_char(d.s + ${CYCLE} * ((${from} - d.s + ${CYCLE_LESS_A_DAY}) / ${CYCLE}), 'YYYY-MM-DD') as bound
    from (select c.id, ${storedDateSql(sql`c.session`)} as s, ${storedDateSql(sql`c.paid`)} as p
      from (${castFieldsSql(null)}) c where ${cheapChecksSql(sql`c`, furthest)} offset 0) d
    where d.s is not null`;
}

/**
 * Holding fees in SQL: the domain's fixed cycles (fixed-cycles.ts, cast-cycles.ts) written out for
 * the database, so a page, a count or a month is read without working out every performer's cycles
 * in memory. A union (SAG AFTRA, AFM) principal or voice-over with a session date on a live asset
 * owes a fee on the first day of each 13-week cycle after the first (start = session + 91 × (n − 1)),
 * none starting after the MPU ends, none on or before "holding fees paid through", none in a cycle a
 * recorded right pays (from the cycle holding its start, max(1, ⌊days ÷ 91⌋) cycles), none after the
 * window's end for the asset's company. holding-fee-source.prop.test.ts checks it against the domain.
 */
export const holdingFeeSource: AlertSqlSource = {
  kind: "HOLDING_FEE",
  keySource: "cast",
  candidates: async (db, { bounds }, after, count) => {
    const firstDay = later(bounds.from, after?.dueDate ?? null);
    const rows = await queryRows<{ id: number; bound: string | null }>(
      db,
      sql`select x.id, x.bound from (${
        firstDay === null ? textBoundsSql() : dayBoundsSql(furthestEnd(bounds), firstDay)
      }) x order by x.bound collate "C", x.id limit ${count + 1}`,
    );
    const ids = rows.slice(0, count).map((row) => Number(row.id));
    return { ids, nextBound: rows.length > count ? (rows[count]?.bound ?? null) : null };
  },

  rows: ({ bounds, firstDay, ids, company }) => {
    const fromFirstDay =
      firstDay === null ? sql`2` : sql`((${firstDay}::date - t.s) + ${CYCLE_LESS_A_DAY}) / ${CYCLE} + 1`;
    const furthest = furthestEnd(bounds);
    // In steps, each fenced (offset 0) so the planner does not copy a step's work into every use
    // of its columns: the fields read once; the cheap checks before any date is parsed; the
    // cycles owed by the furthest end counted before the spot, the person and the rights are
    // visited — most paid-up performers owe nothing yet and stop there.
    return sql`(select t.s + ${CYCLE} * (g.n - 1) as due, t.id, t.company from (
        select o.*, a.mpu_end_date as m,
          ${company ? assetCompanySql(sql`a.id`) : sql`null::bigint`} as company
        from (
          select d.*, greatest(2, case when d.p is null then 2 else (d.p - d.s) / ${CYCLE} + 2 end) as low
          from (
            select c.id, c.owner_id, c.person, ${storedDateSql(sql`c.session`)} as s, ${storedDateSql(sql`c.paid`)} as p
            from (${castFieldsSql(ids)}) c
            where ${cheapChecksSql(sql`c`, furthest)}
            offset 0) d
          where d.s is not null offset 0) o
        join assets a on a.id = o.owner_id and a.archived_at is null
        where o.low <= (${furthest}::date - o.s) / ${CYCLE} + 1
          and exists (select 1 from people pe where pe.id = ${personIdOf(sql`o.person`)})
        offset 0) t
      cross join lateral generate_series(greatest(t.low, ${fromFirstDay}),
        (least(t.m, ${windowEndSql(bounds, sql`t.company`)}) - t.s) / ${CYCLE} + 1) as g(n)
      where not exists (
        select 1 from asset_use_rights ur
        cross join lateral (select ${lengthDaysSql(sql`ur.cycle_length`)} as days,
          case when ur.start_cycle_date < t.s then 1
            else (ur.start_cycle_date - t.s) / ${CYCLE} + 1 end as first) paid
        where ur.cast_item_id = t.id and ur.start_cycle_date is not null
          and ur.start_cycle_date <> '0001-01-01'::date and paid.days is not null
          and g.n between paid.first and paid.first + greatest(1, paid.days / ${CYCLE}) - 1))`;
  },
};

/**
 * What a page's holding fees say: the cycle the domain gives for each due day (the SQL above found
 * it; the domain decides the cycle, the fee and the words).
 */
export async function describeHoldingFees(
  db: Db,
  rows: readonly { id: number; dueDate: IsoDate }[],
): Promise<AlertCandidate[]> {
  if (rows.length === 0) return [];
  const cast = new Map(
    (await loadHoldingFeeCast(db, { castItemIds: rows.map((row) => row.id) })).map((row) => [
      row.castItemId,
      row,
    ]),
  );
  const companyOf = await assetCompanies(
    db,
    [...cast.values()].map((row) => row.assetId),
  );
  return rows.flatMap(({ id, dueDate }) => {
    const row = cast.get(id);
    if (row === undefined) return [];
    const due = holdingFeesDueIn(row.terms, { from: dueDate, to: dueDate }).find(
      (cycle) => cycle.dueDate === dueDate,
    );
    if (due === undefined) {
      throw new Error(`The holding-fee rule and its SQL disagree on cast item ${id}, due ${dueDate}.`);
    }
    const who = row.performerCategory
      ? `${row.performer} (${codeLabel(row.performerCategory).toLowerCase()})`
      : row.performer;
    const fee = castHoldingFeeFor(row.member, due.start, row.rateCard);
    const amount = fee === null ? null : paymentFeeAmount(fee);
    const owed = amount === null ? "no confirmed rate" : formatMoneyCents(amount);
    return [
      {
        key: alertKey("HOLDING_FEE", "cast", row.castItemId, due.dueDate),
        kind: "HOLDING_FEE" as const,
        dueDate: due.dueDate,
        title: `Holding fee: ${row.performer} · ${row.assetTitle}`,
        detail:
          `Cycle ${due.number} holding fee for ${who} (${owed}), due by the cycle's first day; ` +
          `cycle runs ${due.start} to ${due.expire}.`,
        record: assetRef({ id: row.assetId, title: row.assetTitle, adId: row.adId }),
        related: { type: "person" as const, id: row.personId, label: row.performer },
        companyId: companyOf.get(row.assetId) ?? null,
        amount: feeAmountOf(fee),
      },
    ];
  });
}
