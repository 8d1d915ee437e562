import { eq, sql, type SQL } from "drizzle-orm";
import {
  AppError,
  DASHBOARD_WIDGET_ITEMS,
  addDays,
  canAccessModule,
  dashboardWidgets,
  defaultDashboardLayout,
  findDashboardWidget,
  holdingFeesDueIn,
  toIsoDate,
  type DashboardLayout,
  type DashboardWidgetData,
  type DashboardWidgetDefinition,
  type DashboardWidgetItem,
  type DashboardWidgetKey,
  type IsoDate,
  type ModuleName,
  type UserPermission,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { dashboardLayouts } from "../../db/schema.js";
import type { Caller } from "../../http/handler.js";
import { holdingFeeCents, loadHoldingFeeCast } from "../alert/holding-fee-cast.js";

/** The widgets look this many days ahead (and "unpaid usage terms" this many back). */
export const DASHBOARD_WINDOW_DAYS = 30;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A widget the caller may see: offered, and one of its modules readable. */
export function mayShowWidget(permission: UserPermission, widget: DashboardWidgetDefinition): boolean {
  return widget.available && widget.modules.some((module) => canAccessModule(permission, module, "read"));
}

function visibleKeys(permission: UserPermission): DashboardWidgetKey[] {
  return dashboardWidgets.filter((widget) => mayShowWidget(permission, widget)).map((widget) => widget.key);
}

interface ItemRow {
  id: number;
  title: string;
  subtitle: string | null;
  date: string | null;
  badge: string | null;
  amount: number | null;
  type: DashboardWidgetItem["link"]["type"];
}

function itemOf(row: ItemRow): DashboardWidgetItem {
  return {
    id: `${row.type}-${row.id}`,
    title: row.title,
    subtitle: row.subtitle,
    date: row.date === null ? null : toIsoDate(row.date),
    badge: row.badge,
    amountCents: row.amount === null ? null : Number(row.amount),
    link: { type: row.type, id: Number(row.id) },
  };
}

/** Date, then record id, missing dates last: how every widget orders its items. */
function byDateThenId(a: DashboardWidgetItem, b: DashboardWidgetItem): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return a.date < b.date ? -1 : 1;
  }
  if (a.link.type !== b.link.type) return a.link.type < b.link.type ? -1 : 1;
  return a.link.id - b.link.id;
}

const day = (value: IsoDate): SQL => sql`${value}::date`;

/** `byDateThenId` in SQL, over the item columns. */
const byDateThenIdSql = sql`date asc nulls last, type collate "C", id`;

interface WidgetItems {
  total: number;
  items: DashboardWidgetItem[];
}

/** The dashboard: each user's layout and the data of each widget. */
export class DashboardService {
  constructor(private readonly db: Db) {}

  async layout(caller: Caller) {
    const keys = visibleKeys(caller.permission);
    const [row] = await this.db
      .select({ layout: dashboardLayouts.layout })
      .from(dashboardLayouts)
      .where(eq(dashboardLayouts.userId, caller.userId));
    if (!row) return { ...defaultDashboardLayout(keys), isDefault: true };
    const widgets = row.layout.widgets.filter((item) => keys.includes(item.key as DashboardWidgetKey));
    return { widgets: widgets as DashboardLayout["widgets"], isDefault: false };
  }

  async save(caller: Caller, layout: DashboardLayout, now: Date) {
    const keys = visibleKeys(caller.permission);
    layout.widgets.forEach((item) => {
      if (!keys.includes(item.key)) {
        throw AppError.unauthorized(`You may not put the "${item.key}" widget on your dashboard.`);
      }
    });
    await this.db
      .insert(dashboardLayouts)
      .values({
        userId: caller.userId,
        layout,
        createdAt: now,
        createdBy: caller.userId,
        updatedAt: now,
        updatedBy: caller.userId,
      })
      .onConflictDoUpdate({
        target: dashboardLayouts.userId,
        set: {
          layout,
          updatedAt: now,
          updatedBy: caller.userId,
          version: sql`${dashboardLayouts.version} + 1`,
        },
      });
    return { ...layout, isDefault: false };
  }

  async reset(caller: Caller) {
    await this.db.delete(dashboardLayouts).where(eq(dashboardLayouts.userId, caller.userId));
    return { ...defaultDashboardLayout(visibleKeys(caller.permission)), isDefault: true };
  }

  async widget(key: DashboardWidgetKey, caller: Caller, now: Date): Promise<DashboardWidgetData> {
    const widget = findDashboardWidget(key);
    if (!widget?.available) throw AppError.notFound(`The "${key}" widget is not offered yet.`);
    if (!mayShowWidget(caller.permission, widget)) {
      throw AppError.unauthorized(`You may not see the "${key}" widget.`);
    }
    const today = toIsoDate(now.toISOString().slice(0, 10));
    const reads = (module: ModuleName) => canAccessModule(caller.permission, module, "read");
    return { widget: key, today, ...(await this.items(key, today, caller, reads)) };
  }

  /**
   * The first items of a select of item rows (id, title, subtitle, date, badge, amount, type), in
   * `order`, and how many there are: the count runs only when the first page is full.
   */
  private async firstItems(select: SQL, order: SQL = byDateThenIdSql): Promise<WidgetItems> {
    const rows = await rowsOf<ItemRow>(
      this.db,
      sql`select id, title, subtitle, date, badge, amount, type from (${select}) w
        order by ${order} limit ${DASHBOARD_WIDGET_ITEMS}`,
    );
    const total =
      rows.length < DASHBOARD_WIDGET_ITEMS
        ? rows.length
        : Number(
            (
              await rowsOf<{ count: number | string }>(
                this.db,
                sql`select count(*) as count from (${select}) w`,
              )
            )[0]?.count ?? 0,
          );
    return { total, items: rows.map(itemOf) };
  }

  private async items(
    key: DashboardWidgetKey,
    today: IsoDate,
    caller: Caller,
    reads: (module: ModuleName) => boolean,
  ): Promise<WidgetItems> {
    const to = addDays(today, DASHBOARD_WINDOW_DAYS);
    const from = addDays(today, -DASHBOARD_WINDOW_DAYS);
    switch (key) {
      case "assets-expiring":
        return this
          .firstItems(sql`select id, title, ad_id || ' · ' || coalesce(earliest_expire_label, earliest_expire_kind, '') as subtitle,
            to_char(earliest_expire_date, 'YYYY-MM-DD') as date, status as badge, null::float8 as amount, 'asset' as type
          from assets where archived_at is null and earliest_expire_date >= ${day(today)} and earliest_expire_date <= ${day(to)}`);
      case "elements-expiring":
        return this
          .firstItems(sql`select id, title, element_type || ' · ' || coalesce(earliest_expire_label, earliest_expire_kind, '') as subtitle,
            to_char(earliest_expire_date, 'YYYY-MM-DD') as date, status as badge, null::float8 as amount, 'element' as type
          from elements where archived_at is null and earliest_expire_date >= ${day(today)} and earliest_expire_date <= ${day(to)}`);
      case "contracts-expiring":
        return this.firstItems(sql`select id, title, contract_number || ' · ' || family as subtitle,
            to_char(expiration_date, 'YYYY-MM-DD') as date, status as badge, null::float8 as amount, 'contract' as type
          from contracts where status <> 'Voided' and expiration_date >= ${day(today)} and expiration_date <= ${day(to)}`);
      case "recent-additions":
        return this.recentAdditions(today, reads);
      case "incomplete-items":
        return this.incompleteItems(reads);
      case "unpaid-usage-terms": {
        const items = await this.unpaidUsageTerms(from, to, reads);
        return { total: items.length, items: items.slice(0, DASHBOARD_WIDGET_ITEMS) };
      }
      case "reminders":
        return this
          .firstItems(sql`select id, title, category as subtitle, to_char(remind_on, 'YYYY-MM-DD') as date,
            'Reminder' as badge, null::float8 as amount, 'reminder' as type
          from reminders where owner_id = ${caller.userId} and remind_on >= ${day(today)}
          union all
          select id, title, note as subtitle, to_char(due_date, 'YYYY-MM-DD') as date,
            'To-do' as badge, null::float8 as amount, 'todo' as type
          from todos where owner_id = ${caller.userId} and done_at is null`);
      default:
        return { total: 0, items: [] };
    }
  }

  /** Records added in the last 30 days of the types the caller may read, newest first. */
  private async recentAdditions(
    today: IsoDate,
    reads: (module: ModuleName) => boolean,
  ): Promise<WidgetItems> {
    const since = sql`(${day(addDays(today, -DASHBOARD_WINDOW_DAYS))})::timestamp at time zone 'UTC'`;
    const until = sql`(${day(addDays(today, 1))})::timestamp at time zone 'UTC'`;
    const recent = (table: string, label: string, detail: string, badge: string, type: string): SQL =>
      sql`select id, ${sql.raw(label)} as title, ${sql.raw(detail)} as subtitle, created_at,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as date, ${badge}::text as badge,
          null::float8 as amount, ${type}::text as type
        from ${sql.raw(table)}
        where created_at >= ${since} and created_at < ${until}${sql.raw(table === "contracts" ? "" : " and archived_at is null")}`;
    const parts: SQL[] = [];
    if (reads("Asset")) parts.push(recent("assets", "title", "ad_id", "Asset", "asset"));
    if (reads("Element")) parts.push(recent("elements", "title", "element_type", "Element", "element"));
    if (reads("Contracts"))
      parts.push(recent("contracts", "title", "contract_number", "Contract", "contract"));
    if (reads("People")) parts.push(recent("people", "full_name", "employment_type", "Person", "person"));
    if (reads("Company")) parts.push(recent("companies", "legal_name", "main_type", "Company", "company"));
    if (parts.length === 0) return { total: 0, items: [] };
    return this.firstItems(
      sql.join(parts, sql` union all `),
      sql`created_at desc, type collate "C", id desc`,
    );
  }

  /** Assets and elements with status INCOMPLETE, contracts still incomplete; oldest first. */
  private async incompleteItems(reads: (module: ModuleName) => boolean): Promise<WidgetItems> {
    const parts: SQL[] = [];
    const created = sql.raw("to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')");
    const none = sql.raw("null::float8 as amount");
    if (reads("Asset"))
      parts.push(sql`select id, title, ad_id as subtitle, ${created} as date, 'Asset' as badge, ${none}, 'asset' as type
        from assets where status = 'INCOMPLETE' and archived_at is null`);
    if (reads("Element"))
      parts.push(sql`select id, title, element_type as subtitle, ${created} as date, 'Element' as badge, ${none}, 'element' as type
        from elements where status = 'INCOMPLETE' and archived_at is null`);
    if (reads("Contracts"))
      parts.push(sql`select id, title, contract_number as subtitle, ${created} as date, 'Contract' as badge, ${none}, 'contract' as type
        from contracts where completeness = 'INCOMPLETE' and status <> 'Voided'`);
    if (parts.length === 0) return { total: 0, items: [] };
    return this.firstItems(sql.join(parts, sql` union all `));
  }

  /**
   * What is owed for use and not yet paid: union holding fees of every unpaid cycle due by 30 days
   * ahead, however late, and guarantee payments not paid and due by 30 days ahead, however late.
   * An item dated before today is overdue.
   */
  private async unpaidUsageTerms(
    from: IsoDate,
    to: IsoDate,
    reads: (module: ModuleName) => boolean,
  ): Promise<DashboardWidgetItem[]> {
    const items: DashboardWidgetItem[] = [];
    if (reads("Asset")) {
      for (const cast of await loadHoldingFeeCast(this.db)) {
        const dues = holdingFeesDueIn(cast.terms, { from, to });
        for (const due of dues) {
          items.push({
            id: `holding-fee-${cast.castItemId}-${due.number}`,
            title: `${cast.performer}: holding fee, cycle ${due.number}`,
            subtitle: `${cast.adId} · ${cast.assetTitle}`,
            date: due.dueDate,
            badge: "Holding fee",
            amountCents: holdingFeeCents(cast, due.start),
            link: { type: "asset", id: cast.assetId },
          });
        }
      }
    }
    if (reads("Contracts")) {
      const payments = await rowsOf<{
        id: number;
        record_number: string | null;
        guarantee_number: string | null;
        contract_id: number;
        contract_number: string;
        talent: string | null;
        due_date: string;
        amount: number;
      }>(
        this.db,
        sql`select gp.id, gp.record_number, g.guarantee_number, c.id as contract_id, c.contract_number,
            t.full_name as talent, to_char(gp.due_date, 'YYYY-MM-DD') as due_date, gp.amount_cents::float8 as amount
          from contract_guarantee_payments gp
          join contract_guarantees g on g.id = gp.guarantee_id
          join contracts c on c.id = g.contract_id
          left join people t on t.id = c.talent_id
          where gp.paid_on is null and gp.due_date <= ${day(to)} and c.status <> 'Voided'`,
      );
      for (const payment of payments) {
        items.push({
          id: `guarantee-payment-${payment.id}`,
          title: `${payment.record_number ?? "Payment"} of ${payment.guarantee_number ?? "a guarantee"}`,
          subtitle: [payment.contract_number, payment.talent].filter(Boolean).join(" · "),
          date: toIsoDate(payment.due_date),
          badge: "Guarantee payment",
          amountCents: Number(payment.amount),
          link: { type: "contract", id: Number(payment.contract_id) },
        });
      }
    }
    return items.sort((a, b) => byDateThenId(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}
