import { sql } from "drizzle-orm";
import { diffDays, nextHoldingFeeDue, toIsoDate, type ReportRow, type ReportType } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";
import { holdingFeeCents, loadHoldingFeeCast } from "../alert/holding-fee-cast.js";
import type { ReportWindow } from "./report-sources.js";

/**
 * The reports whose rows are worked out in code rather than read from one query: each builds every
 * row of the window (a few per cast member), in id order, and the list query is then applied by the
 * domain's evaluator — the same filters, sort and paging as the SQL-backed reports.
 */
export type ComputedReportSource = (db: Db, window: ReportWindow) => Promise<ReportRow[]>;

/** Each union principal's next unpaid holding fee (the oldest owed, however late), when it is due by the window's end. */
const nextHoldingFee: ComputedReportSource = async (db, window) => {
  const rows: ReportRow[] = [];
  for (const cast of await loadHoldingFeeCast(db)) {
    const due = nextHoldingFeeDue(cast.terms, window.today);
    if (!due || due.dueDate > window.to) continue;
    rows.push({
      id: cast.castItemId,
      linkId: cast.assetId,
      performer: cast.performer,
      performerCategory: cast.performerCategory,
      union: cast.union,
      assetTitle: cast.assetTitle,
      adId: cast.adId,
      cycleNumber: due.number,
      dueDate: due.dueDate,
      cycleExpire: due.expire,
      holdingFee: holdingFeeCents(cast, due.start),
      daysLeft: diffDays(window.today, due.dueDate),
    });
  }
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
};

interface CastRow {
  id: number;
  asset_id: number;
  ad_id: string;
  asset_title: string;
  performer: string | null;
  performer_category: string | null;
  role: string | null;
  agent: string | null;
  compensation: number | null;
  use_right_expire: string | null;
  contract_expire: string | null;
}

/**
 * Every Cast item of a live asset whose use ends in the window: the earliest of its use rights'
 * cycle ends and its contract's expiration that is still ahead (today or later). Compensation is
 * the session fee of the (not voided) contract linking that talent to that asset.
 */
const castExpiration: ComputedReportSource = async (db, window) => {
  const today = sql`${window.today}::date`;
  const found = await queryRows<CastRow>(
    db,
    sql`select ci.id, a.id as asset_id, a.ad_id, a.title as asset_title, p.full_name as performer,
      ci.data ->> 'performerCategory' as performer_category, ci.data ->> 'role' as role,
      (select coalesce(agent.full_name, agency.legal_name) from record_items ag
        left join people agent on agent.id = (ag.data ->> 'agentPersonId')::int
        left join companies agency on agency.id = (ag.data ->> 'companyId')::int
        where ag.owner_type = 'person' and ag.owner_id = p.id and ag.section = 'AgentContact'
        order by coalesce((ag.data ->> 'isPrimary')::boolean, false) desc, ag.id limit 1) as agent,
      linked.session_fee_cents::float8 as compensation,
      (select to_char(min(ur.covered_through), 'YYYY-MM-DD') from asset_use_rights ur
        where ur.cast_item_id = ci.id and ur.covered_through >= ${today}) as use_right_expire,
      case when linked.expiration_date >= ${today} then to_char(linked.expiration_date, 'YYYY-MM-DD') end as contract_expire
    from record_items ci
    join assets a on a.id = ci.owner_id and a.archived_at is null
    left join people p on p.id = (ci.data ->> 'personId')::int
    left join lateral (select c.session_fee_cents, c.expiration_date from contract_assets ca
      join contracts c on c.id = ca.contract_id
      where ca.cast_item_id = ci.id and c.status <> 'Voided' order by c.id limit 1) linked on true
    where ci.owner_type = 'asset' and ci.section = 'Cast'
    order by ci.id`,
  );
  const rows: ReportRow[] = [];
  for (const row of found) {
    const useRight = row.use_right_expire;
    const contract = row.contract_expire;
    const byContract = contract !== null && (useRight === null || contract < useRight);
    const expireDate = byContract ? contract : useRight;
    if (expireDate === null || expireDate > window.to) continue;
    rows.push({
      id: row.id,
      linkId: row.asset_id,
      performer: row.performer,
      performerCategory: row.performer_category,
      role: row.role,
      assetTitle: row.asset_title,
      adId: row.ad_id,
      agent: row.agent,
      compensation: row.compensation === null ? null : Number(row.compensation),
      expireDate,
      expireReason: byContract ? "Contract expires" : "Use right cycle ends",
      daysLeft: diffDays(window.today, toIsoDate(expireDate)),
    });
  }
  return rows;
};

export const computedReportSources: Partial<Record<ReportType, ComputedReportSource>> = {
  "next-holding-fee-due": nextHoldingFee,
  "cast-expiration": castExpiration,
};
