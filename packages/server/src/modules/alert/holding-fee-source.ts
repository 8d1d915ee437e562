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
  type IsoDate,
} from "@rightsdesk/domain";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { assetRef, feeAmountOf, type AlertCandidate } from "./alert-candidate.js";
import { windowEndSql, type AlertSqlSource } from "./alert-sql.js";
import { assetCompanies, assetCompanySql } from "./asset-company.js";
import { loadHoldingFeeCast } from "./holding-fee-cast.js";

/** A text field of the cast item, when it holds text (as castTermsOf reads it). */
const castText = (field: "union" | "performerCategory" | "sessionDate" | "holdingFeesPaidThrough") =>
  sql.raw(`(case when jsonb_typeof(ci.data -> '${field}') = 'string' then ci.data ->> '${field}' end)`);

const trimmed = (text: SQL) => sql`regexp_replace(${text}, '^\\s+|\\s+$', '', 'g')`;

/** A stored "YYYY-MM-DD" as a date, or null when it is not a calendar day or is the empty marker (realDate). */
export function storedDateSql(text: SQL): SQL {
  return sql`(case when ${text} ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      and substr(${text}, 1, 4) <> '0000' and ${text} <> '0001-01-01'
    then case when substr(${text}, 9, 2)::int <= extract(day from make_date(substr(${text}, 1, 4)::int,
        substr(${text}, 6, 2)::int, 1) + interval '1 month - 1 day')::int
      then (${text})::date end end)`;
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

const personIdSql = sql`(case when ci.data ->> 'personId' ~ '^\\s*[+-]?[0-9]{1,9}\\s*$'
  then (ci.data ->> 'personId')::int end)`;
/** The cycle's days as SQL text (a constant of the rule, not a parameter). */
const CYCLE = sql.raw(String(FIXED_CYCLE_DAYS));
const CYCLE_LESS_A_DAY = sql.raw(String(FIXED_CYCLE_DAYS - 1));

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
  rows: ({ bounds, firstDay }) => {
    const fromFirstDay =
      firstDay === null ? sql`2` : sql`((${firstDay}::date - hf.s) + ${CYCLE_LESS_A_DAY}) / ${CYCLE} + 1`;
    return sql`(select hf.s + ${CYCLE} * (g.n - 1) as due, hf.id, hf.company from (
        select ci.id, a.mpu_end_date as m, ${assetCompanySql(sql`a.id`)} as company,
          ${storedDateSql(castText("sessionDate"))} as s,
          ${storedDateSql(castText("holdingFeesPaidThrough"))} as p
        from record_items ci
        join assets a on a.id = ci.owner_id and a.archived_at is null
        join people pe on pe.id = ${personIdSql}
        where ci.owner_type = 'asset' and ci.section = 'Cast'
          and ${trimmed(castText("union"))} in ('SAG AFTRA', 'AFM')
          and ${castText("performerCategory")} in ('PRINCIPAL', 'VOICE OVER')
      ) hf
      cross join lateral generate_series(
        greatest(2, case when hf.p is null then 2 else (hf.p - hf.s) / ${CYCLE} + 2 end, ${fromFirstDay}),
        (least(hf.m, ${windowEndSql(bounds, sql`hf.company`)}) - hf.s) / ${CYCLE} + 1) as g(n)
      where hf.s is not null and not exists (
        select 1 from asset_use_rights ur
        cross join lateral (select ${lengthDaysSql(sql`ur.cycle_length`)} as days,
          case when ur.start_cycle_date < hf.s then 1
            else (ur.start_cycle_date - hf.s) / ${CYCLE} + 1 end as first) t
        where ur.cast_item_id = hf.id and ur.start_cycle_date is not null
          and ur.start_cycle_date <> '0001-01-01'::date and t.days is not null
          and g.n between t.first and t.first + greatest(1, t.days / ${CYCLE}) - 1))`;
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
    const fee = castHoldingFeeFor(row.member, due.start);
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
