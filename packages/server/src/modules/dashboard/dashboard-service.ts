import {
  AppError,
  DASHBOARD_LAYOUT_GENERATION,
  FIRST_DASHBOARD_GENERATION,
  addDays,
  addWidgetsOfferedSince,
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
import type { Caller } from "../../http/handler.js";
import { holdingFeeCents, loadHoldingFeeCast } from "../alert/holding-fee-cast.js";
import { withoutJit } from "../alert/alert-sql.js";
import { holdingFeeSource } from "../alert/holding-fee-source.js";
import {
  DashboardRepository,
  type DashboardItemRow,
  type DashboardItemRows,
  type UnpaidGuaranteePaymentRow,
  type IncompleteRecordKind,
  type RecentRecordKind,
} from "./dashboard-repository.js";
import { latestReportLogs, uploadsPendingReview } from "./report-upload-widgets.js";

/** The widgets look this many days ahead (and "unpaid usage terms" this many back). */
export const DASHBOARD_WINDOW_DAYS = 30;

/** A widget the caller may see: offered, and one of its modules readable. */
export function mayShowWidget(permission: UserPermission, widget: DashboardWidgetDefinition): boolean {
  return widget.available && widget.modules.some((module) => canAccessModule(permission, module, "read"));
}

function visibleKeys(permission: UserPermission): DashboardWidgetKey[] {
  return dashboardWidgets.filter((widget) => mayShowWidget(permission, widget)).map((widget) => widget.key);
}

function itemOf(row: DashboardItemRow): DashboardWidgetItem {
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

function guaranteePaymentItem(payment: UnpaidGuaranteePaymentRow): DashboardWidgetItem {
  return {
    id: `guarantee-payment-${payment.id}`,
    title: `${payment.record_number ?? "Payment"} of ${payment.guarantee_number ?? "a guarantee"}`,
    subtitle: [payment.contract_number, payment.talent].filter(Boolean).join(" · "),
    date: toIsoDate(payment.due_date),
    badge: "Guarantee payment",
    amountCents: Number(payment.amount),
    link: { type: "contract", id: Number(payment.contract_id) },
  };
}

interface WidgetItems {
  total: number;
  items: DashboardWidgetItem[];
}

function widgetItemsOf(found: DashboardItemRows): WidgetItems {
  return { total: found.total, items: found.rows.map(itemOf) };
}

/** The module each kind of record in the recent-additions and incomplete-items widgets belongs to. */
const recentKinds: readonly (readonly [RecentRecordKind, ModuleName])[] = [
  ["asset", "Asset"],
  ["element", "Element"],
  ["contract", "Contracts"],
  ["person", "People"],
  ["company", "Company"],
];
const incompleteKinds: readonly (readonly [IncompleteRecordKind, ModuleName])[] = [
  ["asset", "Asset"],
  ["element", "Element"],
  ["contract", "Contracts"],
];

/** The dashboard: each user's layout and the data of each widget. */
export class DashboardService {
  private readonly repository: DashboardRepository;

  constructor(private readonly db: Db) {
    this.repository = new DashboardRepository(db);
  }

  /**
   * The caller's saved layout, less the widgets they can no longer see and with the visible ones
   * offered since it was saved added below; or the default when they never saved one.
   */
  async layout(caller: Caller) {
    const keys = visibleKeys(caller.permission);
    const stored = await this.repository.findLayout(caller.userId);
    if (!stored) return { ...defaultDashboardLayout(keys), isDefault: true };
    const widgets = stored.widgets.filter((item) => keys.includes(item.key as DashboardWidgetKey));
    const savedIn = stored.generation ?? FIRST_DASHBOARD_GENERATION;
    const layout = addWidgetsOfferedSince({ widgets: widgets as DashboardLayout["widgets"] }, savedIn, keys);
    return { ...layout, isDefault: false };
  }

  async save(caller: Caller, layout: DashboardLayout, now: Date) {
    const keys = visibleKeys(caller.permission);
    layout.widgets.forEach((item) => {
      if (!keys.includes(item.key)) {
        throw AppError.unauthorized(`You may not put the "${item.key}" widget on your dashboard.`);
      }
    });
    await this.repository.saveLayout(caller.userId, layout, DASHBOARD_LAYOUT_GENERATION, now);
    return { ...layout, isDefault: false };
  }

  async reset(caller: Caller) {
    await this.repository.deleteLayout(caller.userId);
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

  private async items(
    key: DashboardWidgetKey,
    today: IsoDate,
    caller: Caller,
    reads: (module: ModuleName) => boolean,
  ): Promise<WidgetItems> {
    const to = addDays(today, DASHBOARD_WINDOW_DAYS);
    switch (key) {
      case "assets-expiring":
        return widgetItemsOf(await this.repository.assetsExpiring(today, to));
      case "elements-expiring":
        return widgetItemsOf(await this.repository.elementsExpiring(today, to));
      case "contracts-expiring":
        return widgetItemsOf(await this.repository.contractsExpiring(today, to));
      case "recent-additions":
        return this.recentAdditions(today, reads);
      case "incomplete-items":
        return this.incompleteItems(reads);
      case "unpaid-usage-terms":
        return this.unpaidUsageTerms(to, reads);
      case "completion-reports":
        return widgetItemsOf(await this.repository.completionReportsInProgress());
      case "report-uploads-pending-review":
        return uploadsPendingReview(this.db);
      case "report-logs":
        return latestReportLogs(this.db);
      case "reminders":
        return widgetItemsOf(await this.repository.remindersAndTodos(caller.userId, today));
      default:
        return { total: 0, items: [] };
    }
  }

  /** Records added in the last 30 days of the types the caller may read, newest first. */
  private async recentAdditions(
    today: IsoDate,
    reads: (module: ModuleName) => boolean,
  ): Promise<WidgetItems> {
    const kinds = recentKinds.filter(([, module]) => reads(module)).map(([kind]) => kind);
    return widgetItemsOf(
      await this.repository.recentAdditions(kinds, addDays(today, -DASHBOARD_WINDOW_DAYS), addDays(today, 1)),
    );
  }

  /** Assets and elements with status INCOMPLETE, contracts still incomplete; oldest first. */
  private async incompleteItems(reads: (module: ModuleName) => boolean): Promise<WidgetItems> {
    const kinds = incompleteKinds.filter(([, module]) => reads(module)).map(([kind]) => kind);
    return widgetItemsOf(await this.repository.incompleteItems(kinds));
  }

  /**
   * What is owed for use and not yet paid: union holding fees of every unpaid cycle due by 30 days
   * ahead, however late, and guarantee payments not paid and due by 30 days ahead, however late.
   * An item dated before today is overdue. The database finds the first ten and counts the rest
   * (the holding fees with the alerts' source); only those ten are described.
   */
  private async unpaidUsageTerms(to: IsoDate, reads: (module: ModuleName) => boolean): Promise<WidgetItems> {
    const bounds = {
      kind: "HOLDING_FEE" as const,
      from: null,
      to,
      daysAhead: DASHBOARD_WINDOW_DAYS,
      companies: new Map(),
    };
    await withoutJit(this.db);
    const found = await this.repository.unpaidUsageTerms({
      holdingFees: reads("Asset")
        ? holdingFeeSource.rows({ bounds, firstDay: null, ids: null, company: false })
        : null,
      paymentsTo: reads("Contracts") ? to : null,
    });
    const feeRows = found.rows.filter((row) => row.kind === "holding-fee");
    const cast = new Map(
      (await loadHoldingFeeCast(this.db, { castItemIds: feeRows.map((row) => row.id) })).map((row) => [
        row.castItemId,
        row,
      ]),
    );
    const paymentIds = found.rows.filter((row) => row.kind === "guarantee-payment").map((row) => row.id);
    const payments = new Map(
      paymentIds.length === 0
        ? []
        : (await this.repository.unpaidGuaranteePayments(to, paymentIds)).map((payment) => [
            Number(payment.id),
            payment,
          ]),
    );
    const items = found.rows.flatMap((row): DashboardWidgetItem[] => {
      if (row.kind === "guarantee-payment") {
        const payment = payments.get(row.id);
        return payment === undefined ? [] : [guaranteePaymentItem(payment)];
      }
      const member = cast.get(row.id);
      const due =
        member && holdingFeesDueIn(member.terms, { from: to, to }).find((c) => c.dueDate === row.date);
      if (!member || !due) return [];
      return [
        {
          id: `holding-fee-${member.castItemId}-${due.number}`,
          title: `${member.performer}: holding fee, cycle ${due.number}`,
          subtitle: `${member.adId} · ${member.assetTitle}`,
          date: due.dueDate,
          badge: "Holding fee",
          amountCents: holdingFeeCents(member, due.start),
          link: { type: "asset", id: member.assetId },
        },
      ];
    });
    return { total: found.total, items };
  }
}
