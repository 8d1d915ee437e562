import { eq, sql, type SQL } from "drizzle-orm";
import {
  DASHBOARD_WIDGET_ITEMS,
  type DashboardLayout,
  type DashboardWidgetItem,
  type IsoDate,
} from "@rightsdesk/domain";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";
import { dashboardLayouts } from "../../db/schema.js";

/**
 * A layout as kept: its widgets (some may no longer be offered to the user) and the layout
 * generation it was saved at, missing on layouts saved before generations were kept.
 */
export type StoredDashboardLayout = (typeof dashboardLayouts.$inferSelect)["layout"] & {
  generation?: number;
};

/** One widget item as the widget queries select it. */
export interface DashboardItemRow {
  id: number;
  title: string;
  subtitle: string | null;
  date: string | null;
  badge: string | null;
  amount: number | null;
  type: DashboardWidgetItem["link"]["type"];
}

/** The first rows of a widget (at most DASHBOARD_WIDGET_ITEMS) and how many there are in all. */
export interface DashboardItemRows {
  total: number;
  rows: DashboardItemRow[];
}

/** An unpaid guarantee payment, with its guarantee, contract and talent. */
export interface UnpaidGuaranteePaymentRow {
  id: number;
  record_number: string | null;
  guarantee_number: string | null;
  contract_id: number;
  contract_number: string;
  talent: string | null;
  due_date: string;
  amount: number;
}

/** One unpaid usage term of the widget's first page: a holding fee (cast item) or a guarantee payment. */
export interface UnpaidUsageTermRow {
  kind: "holding-fee" | "guarantee-payment";
  id: number;
  date: string;
  link_id: number;
}

const unpaidPayment = (to: IsoDate): SQL =>
  sql`gp.paid_on is null and gp.due_date <= ${to}::date and c.status <> 'Voided'`;

/** The kinds of record the recent-additions widget lists, in the order the union reads them. */
export type RecentRecordKind = "asset" | "element" | "contract" | "person" | "company";
/** The kinds of record the incomplete-items widget lists. */
export type IncompleteRecordKind = "asset" | "element" | "contract";

const day = (value: IsoDate): SQL => sql`${value}::date`;

/** Date, then type, then record id, missing dates last: how every widget orders its items. */
const byDateThenIdSql = sql`date asc nulls last, type collate "C", id`;

const recentSources: Readonly<
  Record<RecentRecordKind, { table: string; label: string; detail: string; badge: string }>
> = {
  asset: { table: "assets", label: "title", detail: "ad_id", badge: "Asset" },
  element: { table: "elements", label: "title", detail: "element_type", badge: "Element" },
  contract: { table: "contracts", label: "title", detail: "contract_number", badge: "Contract" },
  person: { table: "people", label: "full_name", detail: "employment_type", badge: "Person" },
  company: { table: "companies", label: "legal_name", detail: "main_type", badge: "Company" },
};

const created = sql.raw("to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')");
const none = sql.raw("null::float8 as amount");
const incompleteSources: Readonly<Record<IncompleteRecordKind, SQL>> = {
  asset: sql`select id, title, ad_id as subtitle, ${created} as date, 'Asset' as badge, ${none}, 'asset' as type
        from assets where status = 'INCOMPLETE' and archived_at is null`,
  element: sql`select id, title, element_type as subtitle, ${created} as date, 'Element' as badge, ${none}, 'element' as type
        from elements where status = 'INCOMPLETE' and archived_at is null`,
  contract: sql`select id, title, contract_number as subtitle, ${created} as date, 'Contract' as badge, ${none}, 'contract' as type
        from contracts where completeness = 'INCOMPLETE' and status <> 'Voided'`,
};

/** Each user's dashboard layout, and the rows every widget shows. */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  /** The user's saved layout, as stored (widgets no longer offered to them included). */
  async findLayout(userId: number): Promise<StoredDashboardLayout | undefined> {
    const [row] = await this.db
      .select({ layout: dashboardLayouts.layout })
      .from(dashboardLayouts)
      .where(eq(dashboardLayouts.userId, userId));
    return row?.layout;
  }

  /** Keeps the layout with the generation it is saved at. */
  async saveLayout(userId: number, widgets: DashboardLayout, generation: number, now: Date): Promise<void> {
    const layout: StoredDashboardLayout = { widgets: widgets.widgets, generation };
    await this.db
      .insert(dashboardLayouts)
      .values({ userId, layout, createdAt: now, createdBy: userId, updatedAt: now, updatedBy: userId })
      .onConflictDoUpdate({
        target: [dashboardLayouts.userId, dashboardLayouts.tenantId],
        set: { layout, updatedAt: now, updatedBy: userId, version: sql`${dashboardLayouts.version} + 1` },
      });
  }

  async deleteLayout(userId: number): Promise<void> {
    await this.db.delete(dashboardLayouts).where(eq(dashboardLayouts.userId, userId));
  }

  /** Live assets whose earliest expiration falls from `from` through `to`. */
  assetsExpiring(from: IsoDate, to: IsoDate): Promise<DashboardItemRows> {
    return this
      .firstItems(sql`select id, title, ad_id || ' · ' || coalesce(earliest_expire_label, earliest_expire_kind, '') as subtitle,
            to_char(earliest_expire_date, 'YYYY-MM-DD') as date, status as badge, null::float8 as amount, 'asset' as type
          from assets where archived_at is null and earliest_expire_date >= ${day(from)} and earliest_expire_date <= ${day(to)}`);
  }

  /** Live elements whose earliest expiration falls from `from` through `to`. */
  elementsExpiring(from: IsoDate, to: IsoDate): Promise<DashboardItemRows> {
    return this
      .firstItems(sql`select id, title, element_type || ' · ' || coalesce(earliest_expire_label, earliest_expire_kind, '') as subtitle,
            to_char(earliest_expire_date, 'YYYY-MM-DD') as date, status as badge, null::float8 as amount, 'element' as type
          from elements where archived_at is null and earliest_expire_date >= ${day(from)} and earliest_expire_date <= ${day(to)}`);
  }

  /** Contracts not voided that expire from `from` through `to`. */
  contractsExpiring(from: IsoDate, to: IsoDate): Promise<DashboardItemRows> {
    return this.firstItems(sql`select id, title, contract_number || ' · ' || family as subtitle,
            to_char(expiration_date, 'YYYY-MM-DD') as date, status as badge, null::float8 as amount, 'contract' as type
          from contracts where status <> 'Voided' and expiration_date >= ${day(from)} and expiration_date <= ${day(to)}`);
  }

  /**
   * Completion reports in progress (draft or revised, not archived) with their spot's Ad-ID and
   * title; the most recently changed first.
   */
  completionReportsInProgress(): Promise<DashboardItemRows> {
    return this.firstItems(
      sql`select r.id, r.name as title, a.ad_id || ' · ' || a.title as subtitle, r.updated_at,
            to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD') as date, initcap(r.stage) as badge,
            null::float8 as amount, 'completion-report' as type
          from completion_reports r join assets a on a.id = r.asset_id
          where r.stage in ('draft', 'revised') and r.archived_at is null`,
      sql`updated_at desc, id desc`,
    );
  }

  /** A user's reminders from `from` on, and their open to-dos. */
  remindersAndTodos(userId: number, from: IsoDate): Promise<DashboardItemRows> {
    return this
      .firstItems(sql`select id, title, category as subtitle, to_char(remind_on, 'YYYY-MM-DD') as date,
            'Reminder' as badge, null::float8 as amount, 'reminder' as type
          from reminders where owner_id = ${userId} and remind_on >= ${day(from)}
          union all
          select id, title, note as subtitle, to_char(due_date, 'YYYY-MM-DD') as date,
            'To-do' as badge, null::float8 as amount, 'todo' as type
          from todos where owner_id = ${userId} and done_at is null`);
  }

  /** Records of these kinds created from day `from` up to (not on) day `until`, archived ones left out; newest first. */
  recentAdditions(
    kinds: readonly RecentRecordKind[],
    from: IsoDate,
    until: IsoDate,
  ): Promise<DashboardItemRows> {
    const start = sql`(${day(from)})::timestamp at time zone 'UTC'`;
    const end = sql`(${day(until)})::timestamp at time zone 'UTC'`;
    const parts = kinds.map((kind) => {
      const { table, label, detail, badge } = recentSources[kind];
      return sql`select id, ${sql.raw(label)} as title, ${sql.raw(detail)} as subtitle, created_at,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, ${badge}::text as badge,
          null::float8 as amount, ${kind}::text as type
        from ${sql.raw(table)}
        where created_at >= ${start} and created_at < ${end}${sql.raw(table === "contracts" ? "" : " and archived_at is null")}`;
    });
    if (parts.length === 0) return Promise.resolve({ total: 0, rows: [] });
    return this.firstItems(
      sql.join(parts, sql` union all `),
      sql`created_at desc, type collate "C", id desc`,
    );
  }

  /** Records of these kinds still incomplete (assets and elements by status, contracts by completeness), oldest first. */
  incompleteItems(kinds: readonly IncompleteRecordKind[]): Promise<DashboardItemRows> {
    if (kinds.length === 0) return Promise.resolve({ total: 0, rows: [] });
    return this.firstItems(
      sql.join(
        kinds.map((kind) => incompleteSources[kind]),
        sql` union all `,
      ),
    );
  }

  /** Guarantee payments not paid, due by `to` however late, of contracts not voided. */
  /** Unpaid guarantee payments due by `to` on contracts not voided: all, or those of `ids`. */
  unpaidGuaranteePayments(to: IsoDate, ids?: readonly number[]): Promise<UnpaidGuaranteePaymentRow[]> {
    return queryRows<UnpaidGuaranteePaymentRow>(
      this.db,
      sql`select gp.id, gp.record_number, g.guarantee_number, c.id as contract_id, c.contract_number,
            t.full_name as talent, to_char(gp.due_date, 'YYYY-MM-DD') as due_date, gp.amount_cents::float8 as amount
          from contract_guarantee_payments gp
          join contract_guarantees g on g.id = gp.guarantee_id
          join contracts c on c.id = g.contract_id
          left join people t on t.id = c.talent_id
          where ${unpaidPayment(to)} and ${ids === undefined ? sql`true` : anyOf(sql`gp.id`, [...ids])}`,
    );
  }

  /**
   * The first unpaid usage terms by date, then link type and id (holding fees link their asset,
   * payments their contract), and how many there are: the holding fees of `holdingFees` (rows due,
   * id = cast item, as the alerts' source gives them) and the payments due by `paymentsTo`.
   */
  async unpaidUsageTerms(parts: {
    holdingFees: SQL | null;
    paymentsTo: IsoDate | null;
  }): Promise<{ total: number; rows: UnpaidUsageTermRow[] }> {
    const selects: SQL[] = [];
    if (parts.holdingFees !== null) {
      selects.push(sql`select 'holding-fee' as kind, hf.id, hf.due as date, 'asset' as type, ci.owner_id as link_id
        from ${parts.holdingFees} as hf join record_items ci on ci.id = hf.id`);
    }
    if (parts.paymentsTo !== null) {
      selects.push(sql`select 'guarantee-payment' as kind, gp.id, gp.due_date as date, 'contract' as type,
          c.id as link_id
        from contract_guarantee_payments gp
        join contract_guarantees g on g.id = gp.guarantee_id
        join contracts c on c.id = g.contract_id
        where ${unpaidPayment(parts.paymentsTo)}`);
    }
    if (selects.length === 0) return { total: 0, rows: [] };
    const union = sql.join(selects, sql` union all `);
    const rows = await queryRows<UnpaidUsageTermRow>(
      this.db,
      sql`select u.kind, u.id::int as id, to_char(u.date, 'YYYY-MM-DD') as date, u.link_id::int as link_id
        from (${union}) u order by u.date, u.type collate "C", u.link_id, u.kind collate "C", u.id
        limit ${DASHBOARD_WIDGET_ITEMS}`,
    );
    const total =
      rows.length < DASHBOARD_WIDGET_ITEMS
        ? rows.length
        : Number(
            (
              await queryRows<{ count: number | string }>(
                this.db,
                sql`select count(*) as count from (${union}) u`,
              )
            )[0]?.count ?? 0,
          );
    return { total, rows: rows.map((row) => ({ ...row, id: Number(row.id), link_id: Number(row.link_id) })) };
  }

  /**
   * The first rows of a select of item rows (id, title, subtitle, date, badge, amount, type), in
   * `order`, and how many there are: the count runs only when the first page is full.
   */
  private async firstItems(select: SQL, order: SQL = byDateThenIdSql): Promise<DashboardItemRows> {
    const rows = await queryRows<DashboardItemRow>(
      this.db,
      sql`select id, title, subtitle, date, badge, amount, type from (${select}) w
        order by ${order} limit ${DASHBOARD_WIDGET_ITEMS}`,
    );
    const total =
      rows.length < DASHBOARD_WIDGET_ITEMS
        ? rows.length
        : Number(
            (
              await queryRows<{ count: number | string }>(
                this.db,
                sql`select count(*) as count from (${select}) w`,
              )
            )[0]?.count ?? 0,
          );
    return { total, rows };
  }
}
