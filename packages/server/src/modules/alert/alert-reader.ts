import {
  ALERT_CALENDAR_ALERTS_PER_DAY,
  DEFAULT_ALERT_DAYS_AHEAD,
  addDays,
  alertEndFor,
  alertKey,
  alertKindBounds,
  compareAlertCursors,
  countAlertViews,
  daysLeft,
  furthestAlertEnd,
  kindsOfAlertView,
  lookAheadWindow,
  type Alert,
  type AlertCalendarResult,
  type AlertCountResult,
  type AlertCursor,
  type AlertKindBounds,
  type AlertKindValue,
  type AlertListResult,
  type AlertListView,
  type AlertPreferenceSet,
  type AlertState,
  type AlertWindow,
  type IsoDate,
  type UserPermission,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { airingIssueSource, describeAiringIssues } from "./airing-alert-source.js";
import type { AlertCandidate } from "./alert-candidate.js";
import {
  describeContracts,
  describeElements,
  describeMpus,
  describeReminders,
  describeUseRights,
} from "./alert-descriptions.js";
import { alertMarksOf } from "./alert-marks.js";
import {
  elementSource,
  mpuSource,
  msaContractSource,
  reminderSource,
  talentContractSource,
  useRightSource,
} from "./alert-sources.js";
import {
  countOf,
  daysOf,
  pageOf,
  withoutJit,
  type AlertRow,
  type AlertScope,
  type AlertSqlSource,
} from "./alert-sql.js";
import { describeHoldingFees, holdingFeeSource } from "./holding-fee-source.js";
import { readableKinds } from "./alert-permissions.js";

/** Who is asking for alerts: whose reminders and preferences, with which permissions. */
export interface AlertViewer {
  userId: number;
  permission: UserPermission;
}

/** What every alert question filters on (see AlertListRequestSchema). */
export interface AlertFilters {
  withinDays?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  states?: readonly AlertState[] | undefined;
  companyId?: number | undefined;
}

export interface AlertPageQuery extends AlertFilters {
  view: AlertListView;
  pageSize: number;
  after?: AlertCursor | null | undefined;
}

/** One viewer's question on one day: the bounds of each kind they may read, and its source. */
interface Reading {
  today: IsoDate;
  from: IsoDate;
  to: IsoDate;
  kinds: { kind: AlertKindValue; source: AlertSqlSource; scope: AlertScope }[];
}

function sourceOf(kind: AlertKindValue, viewerId: number): AlertSqlSource {
  switch (kind) {
    case "HOLDING_FEE":
      return holdingFeeSource;
    case "USAGE_RIGHT":
      return useRightSource;
    case "MPU_EXPIRE":
      return mpuSource;
    case "TALENT_CONTRACT":
      return talentContractSource;
    case "MSA_CONTRACT":
      return msaContractSource;
    case "ELEMENT_EXPIRE":
      return elementSource;
    case "REMINDER":
      return reminderSource(viewerId);
    case "AIRING_ISSUES":
      return airingIssueSource;
  }
}

const laterDay = (a: IsoDate | null, b: IsoDate | null): IsoDate | null =>
  a === null ? b : b === null ? a : a > b ? a : b;

/** What the rows of a page say, one query per kind: candidates by key. */
async function describeRows(db: Db, viewerId: number, rows: readonly AlertRow[]) {
  const ids = (kind: AlertKindValue) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const described: AlertCandidate[][] = [
    await describeHoldingFees(
      db,
      rows.filter((row) => row.kind === "HOLDING_FEE"),
    ),
    await describeUseRights(db, ids("USAGE_RIGHT")),
    await describeMpus(db, ids("MPU_EXPIRE")),
    await describeContracts(db, "TALENT_CONTRACT", ids("TALENT_CONTRACT")),
    await describeContracts(db, "MSA_CONTRACT", ids("MSA_CONTRACT")),
    await describeElements(db, ids("ELEMENT_EXPIRE")),
    await describeReminders(db, viewerId, ids("REMINDER")),
    await describeAiringIssues(db, ids("AIRING_ISSUES")),
  ];
  return new Map(described.flat().map((candidate) => [candidate.key, candidate]));
}

/**
 * The alert list read from the database a page at a time: each kind's source answers its next rows
 * after the cursor (at most a page and one), the pages are merged in the list order, and only the
 * rows shown are described. Counts and the calendar's days are counted by the database.
 */
export class AlertReader {
  constructor(
    private readonly db: Db,
    private readonly preferences: (userId: number) => Promise<AlertPreferenceSet>,
  ) {}

  private async reading(
    viewer: AlertViewer,
    today: IsoDate,
    filters: AlertFilters,
    kinds: readonly AlertKindValue[],
  ): Promise<Reading> {
    await withoutJit(this.db);
    const prefs = { ...(await this.preferences(viewer.userId)), withinDays: filters.withinDays };
    const named: AlertWindow | null =
      filters.from !== undefined && filters.to !== undefined
        ? { from: filters.from as IsoDate, to: filters.to as IsoDate }
        : null;
    const readable = readableKinds(viewer.permission, kinds).map((kind) => {
      const bounds = alertKindBounds(kind, today, prefs, named);
      const scope = { bounds, states: filters.states, companyId: filters.companyId };
      return { kind, source: sourceOf(kind, viewer.userId), scope };
    });
    const fallback = named?.to ?? addDays(today, filters.withinDays ?? DEFAULT_ALERT_DAYS_AHEAD);
    return {
      today,
      from: named?.from ?? lookAheadWindow(today, 0).from,
      to: furthestAlertEnd(
        readable.map((entry) => entry.scope.bounds),
        fallback,
      ),
      kinds: readable,
    };
  }

  /** The rows as alerts, in their order, with their marks and the look-ahead that let them in. */
  private async alertsOf(reading: Reading, viewer: AlertViewer, rows: readonly AlertRow[]): Promise<Alert[]> {
    const candidates = await describeRows(this.db, viewer.userId, rows);
    const boundsOf = new Map(reading.kinds.map((entry) => [entry.kind, entry.scope.bounds]));
    const alerts = rows.flatMap((row) => {
      const source = reading.kinds.find((entry) => entry.kind === row.kind)?.source;
      const candidate = source && candidates.get(alertKey(row.kind, source.keySource, row.id, row.dueDate));
      return candidate ? [candidate] : [];
    });
    const marks = await alertMarksOf(
      this.db,
      alerts.map((alert) => alert.key),
    );
    return alerts.map((candidate) => {
      const mark = marks.get(candidate.key) ?? null;
      const bounds = boundsOf.get(candidate.kind) as AlertKindBounds;
      return {
        ...candidate,
        daysLeft: daysLeft(reading.today, candidate.dueDate),
        daysAhead: alertEndFor(bounds, candidate.companyId).daysAhead,
        state: mark?.action ?? "OPEN",
        mark,
      } satisfies Alert;
    });
  }

  /** One page of a view: the rows after `after`, and the cursor of the next page (null on the last). */
  async page(viewer: AlertViewer, today: IsoDate, query: AlertPageQuery): Promise<AlertListResult> {
    const reading = await this.reading(viewer, today, query, kindsOfAlertView[query.view]);
    const wanted = query.pageSize + 1;
    // The kinds whose rows may start earliest first; a kind whose first possible day comes after
    // the page's last row so far cannot be on this page, and is not read.
    const kinds = [...reading.kinds]
      .map((entry) => ({
        ...entry,
        earliest: laterDay(entry.scope.bounds.from, query.after?.dueDate ?? null),
      }))
      .sort((a, b) => (a.earliest ?? "").localeCompare(b.earliest ?? ""));
    let rows: AlertRow[] = [];
    for (const { source, scope, earliest } of kinds) {
      const cutoff = rows.length >= wanted ? rows[wanted - 1] : undefined;
      if (cutoff !== undefined && earliest !== null && earliest > cutoff.dueDate) continue;
      rows = [...rows, ...(await pageOf(this.db, source, scope, query.after, wanted))]
        .sort(compareAlertCursors)
        .slice(0, wanted);
    }
    const shown = rows.slice(0, query.pageSize);
    const last = shown.at(-1);
    const nextCursor =
      rows.length > query.pageSize && last ? { dueDate: last.dueDate, kind: last.kind, id: last.id } : null;
    return {
      today,
      from: reading.from,
      to: reading.to,
      alerts: await this.alertsOf(reading, viewer, shown),
      nextCursor,
    };
  }

  /** Every view's count under the filters: each the rows that view pages through. */
  async count(viewer: AlertViewer, today: IsoDate, filters: AlertFilters): Promise<AlertCountResult> {
    const reading = await this.reading(viewer, today, filters, kindsOfAlertView.all);
    const counts: Partial<Record<AlertKindValue, number>> = {};
    for (const { kind, source, scope } of reading.kinds) counts[kind] = await countOf(this.db, source, scope);
    return { today, from: reading.from, to: reading.to, views: countAlertViews(counts) };
  }

  /** The calendar's days from `from` to `to`: each day's count and its first alerts. */
  async calendar(
    viewer: AlertViewer,
    today: IsoDate,
    query: { view: AlertListView; from: IsoDate; to: IsoDate } & Pick<AlertFilters, "states" | "companyId">,
  ): Promise<AlertCalendarResult> {
    const reading = await this.reading(viewer, today, query, kindsOfAlertView[query.view]);
    const days = new Map<IsoDate, { count: number; first: AlertRow[] }>();
    for (const { source, scope } of reading.kinds) {
      for (const found of await daysOf(this.db, source, scope, ALERT_CALENDAR_ALERTS_PER_DAY)) {
        const day = days.get(found.dueDate) ?? { count: 0, first: [] };
        day.count += found.count;
        day.first.push(...found.first);
        days.set(found.dueDate, day);
      }
    }
    const ordered = [...days.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const shown = ordered.flatMap(([, day]) =>
      day.first.sort(compareAlertCursors).slice(0, ALERT_CALENDAR_ALERTS_PER_DAY),
    );
    const alerts = await this.alertsOf(reading, viewer, shown);
    return {
      today,
      from: query.from,
      to: query.to,
      days: ordered.map(([date, day]) => ({
        date,
        count: day.count,
        alerts: alerts.filter((alert) => alert.dueDate === date),
      })),
    };
  }

  /**
   * The alert a key names if the viewer sees it on `today`: in their own window (with its
   * look-ahead), else on its own day (marked from the calendar). Null when the records no longer
   * give it, or the viewer cannot read its kind.
   */
  async find(
    viewer: AlertViewer,
    today: IsoDate,
    at: { kind: AlertKindValue; source: string; id: number; dueDate: IsoDate },
  ): Promise<Alert | null> {
    for (const filters of [{}, { from: at.dueDate, to: at.dueDate }]) {
      const reading = await this.reading(viewer, today, filters, [at.kind]);
      const [entry] = reading.kinds;
      if (!entry || entry.source.keySource !== at.source) return null;
      const before = { dueDate: at.dueDate, kind: at.kind, id: at.id - 1 };
      const [row] = await pageOf(this.db, entry.source, entry.scope, before, 1);
      if (row && row.id === at.id && row.dueDate === at.dueDate) {
        const [alert] = await this.alertsOf(reading, viewer, [row]);
        if (alert) return alert;
      }
    }
    return null;
  }
}
