import { sql, type SQL } from "drizzle-orm";
import type { IsoDate, ReportType } from "@rightsdesk/domain";

/**
 * The SQL behind the reports that are read straight from the tables: the FROM (with its joins),
 * the rows the report covers for a window, and one SQL expression per column of the report's
 * definition. The list engine binds those expressions as the report's list fields, so a filter or
 * sort on a column means what it means in every other list.
 */
export interface ReportWindow {
  readonly today: IsoDate;
  /** The window's last day (today + withinDays); for reports without a window, today. */
  readonly to: IsoDate;
}

export interface SqlReportSource {
  /** `from … join …`, or one that depends on the day and window. */
  readonly from: SQL | ((window: ReportWindow) => SQL);
  /** The rows the report covers on this day and window. */
  readonly where: (window: ReportWindow) => SQL;
  /**
   * How many rows the report covers, when no filter narrows them, if a query cheaper than
   * `count(*)` over `from` and `where` gives it (the first page of a long report asks for it).
   */
  readonly count?: (window: ReportWindow) => SQL;
  /** Unique per row (the tie-break of every sort). */
  readonly id: SQL;
  /** The record the row opens. */
  readonly linkId: SQL;
  /** One expression per column key; `daysLeft` is added from `dueColumn`. */
  readonly cells: (window: ReportWindow) => Record<string, SQL>;
  /**
   * The window's date column: when a report is sorted on it, every row has a real day inside the
   * window, so ordering by the bare column (then id) gives the list engine's order — and lets the
   * database read the first page off an index on (column, id) instead of sorting the window.
   */
  readonly windowSort?: { readonly field: string; readonly column: SQL };
}

const raw = (text: string): SQL => sql.raw(text);
const day = (value: IsoDate): SQL => sql`${value}::date`;
const daysLeft = (column: string, window: ReportWindow): SQL => sql`(${raw(column)} - ${day(window.today)})`;
const inWindow = (column: string, window: ReportWindow): SQL =>
  sql`${raw(column)} >= ${day(window.today)} and ${raw(column)} <= ${day(window.to)}`;

/** The primary advertiser of an asset (its Advertiser section), else the first one. */
const advertiserOf = (asset: string): SQL =>
  raw(`(select adv.legal_name from record_items adv_item
    join companies adv on adv.id = (adv_item.data ->> 'companyId')::int
    where adv_item.owner_type = 'asset' and adv_item.owner_id = ${asset}.id and adv_item.section = 'Advertiser'
    order by coalesce((adv_item.data ->> 'primary')::boolean, false) desc, adv_item.id limit 1)`);

const assetReason = raw("coalesce(a.earliest_expire_label, a.earliest_expire_kind)");
const elementReason = raw("coalesce(e.earliest_expire_label, e.earliest_expire_kind)");

type WindowCondition = (window: ReportWindow) => SQL;
type WindowCells = (window: ReportWindow) => Record<string, SQL>;

/**
 * A report over the live (unarchived) rows of one kind of record, `alias` naming its table in
 * `from`: the kind's own cells, then the report's `extra` ones.
 */
const liveRecordSource = (
  alias: string,
  from: string,
  cells: Record<string, SQL>,
  where: WindowCondition,
  extra: WindowCells,
) =>
  ({
    from: raw(from),
    where: (window) => sql`${raw(`${alias}.archived_at`)} is null and ${where(window)}`,
    id: raw(`${alias}.id`),
    linkId: raw(`${alias}.id`),
    cells: (window) => ({ ...cells, ...extra(window) }),
  }) satisfies SqlReportSource;

const assetSource = (where: WindowCondition, extra: WindowCells) =>
  liveRecordSource(
    "a",
    "from assets a",
    {
      adId: raw("a.ad_id"),
      assetTitle: raw("a.title"),
      assetType: raw("a.asset_type"),
      advertiser: advertiserOf("a"),
      status: raw("a.status"),
      earliestExpireDate: raw("a.earliest_expire_date"),
      earliestExpireReason: assetReason,
      expireMpuEndDate: raw("a.mpu_end_date"),
    },
    where,
    extra,
  );

const elementSource = (where: WindowCondition, extra: WindowCells) =>
  liveRecordSource(
    "e",
    "from elements e left join companies v on v.id = e.vendor_id",
    {
      elementTitle: raw("e.title"),
      elementType: raw("e.element_type"),
      vendor: raw("coalesce(v.legal_name, e.licensor_name)"),
      status: raw("e.status"),
      earliestExpireDate: raw("e.earliest_expire_date"),
      earliestExpireReason: elementReason,
    },
    where,
    extra,
  );

/** Cleared to air today: an active status and nothing has ended it yet. */
const activeToday = (alias: string, statuses: string) => (window: ReportWindow) =>
  sql`${raw(`${alias}.status`)} in (${raw(statuses)}) and (${raw(`${alias}.earliest_expire_date`)} is null or ${raw(`${alias}.earliest_expire_date`)} >= ${day(window.today)})`;

const contractSource = (families: string, extra: Record<string, SQL>) =>
  ({
    from: raw(
      "from contracts c left join people t on t.id = c.talent_id left join companies vc on vc.id = c.vendor_company_id",
    ),
    where: (window) =>
      sql`c.family in (${raw(families)}) and c.status <> 'Voided' and ${inWindow("c.expiration_date", window)}`,
    id: raw("c.id"),
    linkId: raw("c.id"),
    cells: (window) => ({
      contractNumber: raw("c.contract_number"),
      contractTitle: raw("c.title"),
      status: raw("c.status"),
      expirationDate: raw("c.expiration_date"),
      renewalDate: raw("c.renewal_date"),
      daysLeft: daysLeft("c.expiration_date", window),
      ...extra,
    }),
    windowSort: { field: "expirationDate", column: raw("c.expiration_date") },
  }) satisfies SqlReportSource;

/** A cast member's agent: their primary agent contact, a person or else an agency. */
const agentOf = (person: string): SQL =>
  raw(`(select coalesce(agent.full_name, agency.legal_name) from record_items ag
    left join people agent on agent.id = (ag.data ->> 'agentPersonId')::int
    left join companies agency on agency.id = (ag.data ->> 'companyId')::int
    where ag.owner_type = 'person' and ag.owner_id = ${person}.id and ag.section = 'AgentContact'
    order by coalesce((ag.data ->> 'isPrimary')::boolean, false) desc, ag.id limit 1)`);

/**
 * Every Cast item of a live asset, with when its use ends: the earliest of its use rights' cycle
 * ends and its contract's expiration that is still ahead (today or later), and which of the two it
 * is. The contract is the first (not voided) one linking that talent to that asset; its session
 * fee is the compensation.
 */
const castUseEnds = (window: ReportWindow): SQL => sql`from record_items ci
  join assets a on a.id = ci.owner_id and a.archived_at is null
  left join people p on p.id = (ci.data ->> 'personId')::int
  left join lateral (select c.session_fee_cents, c.expiration_date from contract_assets ca
    join contracts c on c.id = ca.contract_id
    where ca.cast_item_id = ci.id and c.status <> 'Voided' order by c.id limit 1) linked on true
  left join lateral (select min(ur.covered_through) as covered_through from asset_use_rights ur
    where ur.cast_item_id = ci.id and ur.covered_through >= ${day(window.today)}) rights on true
  cross join lateral (select linked.expiration_date >= ${day(window.today)}
      and (rights.covered_through is null or linked.expiration_date < rights.covered_through) as by_contract) ending
  cross join lateral (select case when ending.by_contract then linked.expiration_date
      else rights.covered_through end as expire_date) ends`;

export const sqlReportSources: Partial<Record<ReportType, SqlReportSource>> = {
  "active-asset": assetSource(activeToday("a", "'ACTIVE', 'RELEASED (USE ACTIVE)'"), () => ({})),
  "asset-expiration": {
    ...assetSource(
      (window) => inWindow("a.mpu_end_date", window),
      (window) => ({ daysLeft: daysLeft("a.mpu_end_date", window) }),
    ),
    windowSort: { field: "expireMpuEndDate", column: raw("a.mpu_end_date") },
  },
  "asset-earliest-expiration": {
    ...assetSource(
      (window) => inWindow("a.earliest_expire_date", window),
      (window) => ({ daysLeft: daysLeft("a.earliest_expire_date", window) }),
    ),
    windowSort: { field: "earliestExpireDate", column: raw("a.earliest_expire_date") },
  },
  "use-rights-expiring": {
    from: raw(`from asset_use_rights ur
      join assets a on a.id = ur.asset_id
      left join record_items cast_item on cast_item.id = ur.cast_item_id
      left join people p on p.id = (cast_item.data ->> 'personId')::int
      left join contracts c on c.id = ur.contract_id`),
    where: (window) => sql`${inWindow("ur.covered_through", window)} and a.archived_at is null`,
    // The window's rows straight off asset_use_rights_expire_idx (an index-only scan), less those
    // of archived assets (few): no visit to each row and its asset, which took most of a first page.
    count: (window) =>
      sql`select (select count(*) from asset_use_rights ur where ${inWindow("ur.covered_through", window)})
        - (select count(*) from asset_use_rights ur join assets a on a.id = ur.asset_id
           where a.archived_at is not null and ${inWindow("ur.covered_through", window)}) as count`,
    id: raw("ur.id"),
    linkId: raw("ur.asset_id"),
    cells: (window) => ({
      adId: raw("a.ad_id"),
      assetTitle: raw("a.title"),
      useRightType: raw("ur.use_right_type"),
      mediaType: raw("ur.media_type"),
      performer: raw("p.full_name"),
      contractNumber: raw("c.contract_number"),
      startCycleDate: raw("ur.start_cycle_date"),
      cycleExpireDate: raw("ur.covered_through"),
      daysLeft: daysLeft("ur.covered_through", window),
    }),
    windowSort: { field: "cycleExpireDate", column: raw("ur.covered_through") },
  },
  "cast-expiration": {
    from: castUseEnds,
    // Both ends are today or later by construction: the window's end bounds them.
    where: (window) =>
      sql`ci.owner_type = 'asset' and ci.section = 'Cast' and ends.expire_date <= ${day(window.to)}`,
    id: raw("ci.id"),
    linkId: raw("a.id"),
    cells: (window) => ({
      performer: raw("p.full_name"),
      performerCategory: raw("ci.data ->> 'performerCategory'"),
      role: raw("ci.data ->> 'role'"),
      assetTitle: raw("a.title"),
      adId: raw("a.ad_id"),
      agent: agentOf("p"),
      compensation: raw("linked.session_fee_cents"),
      expireDate: raw("ends.expire_date"),
      expireReason: raw(
        "case when ending.by_contract then 'Contract expires' else 'Use right cycle ends' end",
      ),
      daysLeft: daysLeft("ends.expire_date", window),
    }),
  },
  "guarantee-expiring": {
    from: raw(
      "from contract_guarantees g join contracts c on c.id = g.contract_id left join people t on t.id = c.talent_id",
    ),
    where: (window) => sql`c.status <> 'Voided' and ${inWindow("g.end_date", window)}`,
    id: raw("g.id"),
    linkId: raw("g.contract_id"),
    cells: (window) => ({
      guaranteeNumber: raw("g.guarantee_number"),
      contractNumber: raw("c.contract_number"),
      contractTitle: raw("c.title"),
      talent: raw("t.full_name"),
      endDate: raw("g.end_date"),
      amount: raw("g.amount_cents"),
      unpaid: raw(
        "(g.amount_cents - coalesce((select sum(gp.amount_cents) from contract_guarantee_payments gp where gp.guarantee_id = g.id and gp.paid_on is not null), 0))",
      ),
      daysLeft: daysLeft("g.end_date", window),
    }),
    windowSort: { field: "endDate", column: raw("g.end_date") },
  },
  "active-elements": elementSource(activeToday("e", "'ACTIVE', 'RELEASED (USE ACTIVE)'"), () => ({})),
  "element-expiration": {
    ...elementSource(
      (window) => inWindow("e.earliest_expire_date", window),
      (window) => ({ daysLeft: daysLeft("e.earliest_expire_date", window) }),
    ),
    windowSort: { field: "earliestExpireDate", column: raw("e.earliest_expire_date") },
  },
  "talent-contract-expiration": contractSource("'UNION', 'NON UNION'", {
    family: raw("c.family"),
    talent: raw("t.full_name"),
  }),
  "msa-contract-expiration": contractSource("'MSA'", { vendor: raw("vc.legal_name") }),
  "guarantee-tracking": {
    from: raw(`from contract_guarantee_payments gp
      join contract_guarantees g on g.id = gp.guarantee_id
      join contracts c on c.id = g.contract_id
      left join people t on t.id = c.talent_id`),
    // Unpaid and due by the window's end: overdue payments stay on the report until paid.
    where: (window) => sql`gp.paid_on is null and gp.due_date <= ${day(window.to)} and c.status <> 'Voided'`,
    id: raw("gp.id"),
    linkId: raw("g.contract_id"),
    cells: (window) => ({
      recordNumber: raw("gp.record_number"),
      guaranteeNumber: raw("g.guarantee_number"),
      contractNumber: raw("c.contract_number"),
      talent: raw("t.full_name"),
      dueDate: raw("gp.due_date"),
      amount: raw("gp.amount_cents"),
      daysLeft: daysLeft("gp.due_date", window),
    }),
  },
};
