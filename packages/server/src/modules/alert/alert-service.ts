import {
  AppError,
  DEFAULT_ALERT_DAYS_AHEAD,
  addDays,
  alertKindValues,
  alertRuleKinds,
  canAccessModule,
  compareAlerts,
  daysLeft,
  isAlertInWindow,
  isIsoDate,
  kindsOfAlertView,
  lookAheadWindow,
  mpuLookAhead,
  resolveDaysAhead,
  toIsoDate,
  type Alert,
  type AlertAction,
  type AlertDaysAhead,
  type AlertKindValue,
  type AlertListResult,
  type AlertRuleKind,
  type AlertState,
  type AlertView,
  type AlertWindow,
  type CompanyAlertPreferences,
  type IsoDate,
  type UserAlertPreferences,
  type UserPermission,
  isoDateOfInstant,
} from "@rightsdesk/domain";
import { writeAudit } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { auditFrom, type RecordContext } from "../../records/record-context.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import {
  contractCandidates,
  elementCandidates,
  holdingFeeCandidates,
  mpuCandidates,
  reminderCandidates,
  useRightCandidates,
  type AlertCandidate,
  type SourceRange,
} from "./alert-sources.js";
import { airingIssueCandidates } from "./airing-alert-source.js";
import { AlertRepository } from "./alert-repository.js";

/** Who is asking for alerts: whose reminders and preferences, with which permissions. */
export interface AlertViewer {
  userId: number;
  permission: UserPermission;
}

export interface AlertQuery {
  view: Exclude<AlertView, "to-do-list">;
  withinDays?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  states?: readonly AlertState[] | undefined;
  companyId?: number | undefined;
}

/** The module a kind's records belong to; reminders are the caller's own. */
const moduleOfKind: Readonly<Record<AlertKindValue, string | null>> = {
  HOLDING_FEE: "Asset",
  USAGE_RIGHT: "Asset",
  MPU_EXPIRE: "Asset",
  TALENT_CONTRACT: "Contracts",
  MSA_CONTRACT: "Contracts",
  ELEMENT_EXPIRE: "Element",
  REMINDER: null,
  AIRING_ISSUES: "Report Upload",
};

export function readableKinds(
  permission: UserPermission,
  kinds: readonly AlertKindValue[],
): AlertKindValue[] {
  return kinds.filter((kind) => {
    const module = moduleOfKind[kind];
    return module === null || canAccessModule(permission, module, "read");
  });
}

export function todayOf(now: Date): IsoDate {
  return isoDateOfInstant(now);
}

export function userName(user: { firstName: string; lastName: string; userName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.userName;
}

function daysAheadOf(value: unknown): AlertDaysAhead {
  const result: AlertDaysAhead = {};
  if (value === null || typeof value !== "object") return result;
  for (const kind of alertRuleKinds) {
    const days = (value as Record<string, unknown>)[kind];
    if (typeof days === "number" && Number.isInteger(days) && days >= 0) result[kind] = days;
  }
  return result;
}

/** The marks of the alerts with these keys, however many: one array parameter, not one per key. */
export async function alertMarksOf(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, NonNullable<Alert["mark"]>>> {
  if (keys.length === 0) return new Map();
  const rows = await new AlertRepository(db).marksOf(keys);
  return new Map(
    rows.map((row) => [
      row.key,
      {
        action: row.action,
        note: row.note,
        by: { id: row.userId, name: userName(row) },
        at: row.markedAt.toISOString(),
      },
    ]),
  );
}
/** Derives alerts from the records, keeps marks and preferences. */
export class AlertService {
  private readonly repository: AlertRepository;

  constructor(private readonly db: Db) {
    this.repository = new AlertRepository(db);
  }

  /** The user's days ahead per kind: the kind's own, else the user's single days ahead. */
  async userDaysAhead(userId: number): Promise<{ byKind: AlertDaysAhead; fallback: number }> {
    const row = await this.repository.findUserPreferences(userId);
    if (!row) return { byKind: {}, fallback: DEFAULT_ALERT_DAYS_AHEAD };
    return { byKind: daysAheadOf(row.alertDaysAheadByKind), fallback: row.alertDaysAhead };
  }

  async companyDaysAhead(): Promise<Map<number, AlertDaysAhead>> {
    const rows = await this.repository.listCompanyPreferences();
    return new Map(rows.map((row) => [row.companyId, daysAheadOf(row.daysAhead)]));
  }

  /**
   * The alerts of a view for a viewer, on `today`. Counts are per kind over the returned window,
   * after the company filter and before the states filter (the tabs' badges count marked ones too).
   */
  async list(viewer: AlertViewer, today: IsoDate, query: AlertQuery): Promise<AlertListResult> {
    const kinds = readableKinds(viewer.permission, kindsOfAlertView[query.view]);
    const user = await this.userDaysAhead(viewer.userId);
    const userPrefs: AlertDaysAhead = {};
    for (const kind of alertRuleKinds) userPrefs[kind] = user.byKind[kind] ?? user.fallback;
    const companyPrefs = await this.companyDaysAhead();
    const explicit: AlertWindow | null =
      query.from !== undefined && query.to !== undefined
        ? { from: toIsoDate(query.from), to: toIsoDate(query.to) }
        : null;

    const daysAheadFor = (kind: AlertKindValue, companyId: number | null): number => {
      if (kind === "REMINDER" || kind === "AIRING_ISSUES") return query.withinDays ?? user.fallback;
      const days = resolveDaysAhead(kind, {
        withinDays: query.withinDays,
        company: companyId === null ? null : companyPrefs.get(companyId),
        user: userPrefs,
      });
      return kind === "MPU_EXPIRE" ? mpuLookAhead(days) : days;
    };
    const windowFor = (kind: AlertKindValue, companyId: number | null): AlertWindow =>
      explicit ?? lookAheadWindow(today, daysAheadFor(kind, companyId));
    /** Wide enough for every company's preference: the sources read it, the windows then filter. */
    const rangeFor = (kind: AlertKindValue): SourceRange => {
      if (explicit) return explicit;
      const companyIds = [null, ...companyPrefs.keys()];
      const widest = Math.max(...companyIds.map((id) => daysAheadFor(kind, id)));
      return lookAheadWindow(today, widest);
    };

    const candidates: AlertCandidate[] = [];
    // Not push(...rows): a window of a large library holds more rows than a call takes arguments.
    const add = (rows: readonly AlertCandidate[]) => {
      for (const row of rows) candidates.push(row);
    };
    for (const kind of kinds) {
      switch (kind) {
        case "HOLDING_FEE":
          add(await holdingFeeCandidates(this.db, (id) => windowFor(kind, id)));
          break;
        case "USAGE_RIGHT":
          add(await useRightCandidates(this.db, rangeFor(kind)));
          break;
        case "MPU_EXPIRE":
          add(await mpuCandidates(this.db, rangeFor(kind)));
          break;
        case "TALENT_CONTRACT":
        case "MSA_CONTRACT":
          add(await contractCandidates(this.db, kind, rangeFor(kind)));
          break;
        case "ELEMENT_EXPIRE":
          add(await elementCandidates(this.db, rangeFor(kind)));
          break;
        case "REMINDER":
          add(await reminderCandidates(this.db, viewer.userId, rangeFor(kind)));
          break;
        case "AIRING_ISSUES":
          add(await airingIssueCandidates(this.db));
          break;
      }
    }

    let windowTo = explicit?.to ?? addDays(today, query.withinDays ?? DEFAULT_ALERT_DAYS_AHEAD);
    const inWindow = candidates.filter((candidate) => {
      const window = windowFor(candidate.kind, candidate.companyId);
      if (!isAlertInWindow(candidate.kind, candidate.dueDate, window, { namedRange: explicit !== null }))
        return false;
      if (window.to > windowTo) windowTo = window.to;
      return query.companyId === undefined || candidate.companyId === query.companyId;
    });
    // A kind the viewer reads but has nothing due still shows its window's end.
    if (!explicit) {
      for (const kind of kinds) {
        const to = windowFor(kind, null).to;
        if (to > windowTo) windowTo = to;
      }
    }

    const marks = await alertMarksOf(
      this.db,
      inWindow.map((candidate) => candidate.key),
    );
    const alerts: Alert[] = inWindow
      .map((candidate) => {
        const mark = marks.get(candidate.key) ?? null;
        const daysAhead = explicit
          ? Math.max(0, daysLeft(today, explicit.to))
          : daysAheadFor(candidate.kind, candidate.companyId);
        return {
          ...candidate,
          daysLeft: daysLeft(today, candidate.dueDate),
          daysAhead,
          state: mark?.action ?? "OPEN",
          mark,
        } satisfies Alert;
      })
      .sort(compareAlerts);

    const counts = Object.fromEntries(alertKindValues.map((kind) => [kind, 0])) as Record<
      AlertKindValue,
      number
    >;
    const states = query.states;
    const listed = states === undefined ? alerts : alerts.filter((alert) => states.includes(alert.state));
    // A tab's count is the rows it shows: open alerts under the default filter, not those handled.
    for (const alert of listed) counts[alert.kind] += 1;
    return {
      today,
      from: explicit?.from ?? lookAheadWindow(today, 0).from,
      to: windowTo,
      alerts: listed,
      counts,
    };
  }

  /**
   * The alert a key names, as the viewer sees it today: its due date is in the key, so the rules
   * are asked for that one day. NotFound when the records no longer give it (or the viewer cannot
   * read its module).
   */
  async findAlert(viewer: AlertViewer, today: IsoDate, key: string): Promise<Alert> {
    const parts = key.split(":");
    const dueDate = parts[parts.length - 1] ?? "";
    const kind = parts[0] as AlertKindValue;
    if (parts.length !== 4 || !isIsoDate(dueDate) || !alertKindValues.includes(kind)) {
      throw AppError.notFound(`There is no alert ${key}.`);
    }
    // In the viewer's own window the alert carries its look-ahead; outside it (marked from the
    // calendar) the rules are asked for its one day.
    const inWindow = (await this.list(viewer, today, { view: "all" })).alerts.find((a) => a.key === key);
    if (inWindow) return inWindow;
    const result = await this.list(viewer, today, { view: "all", from: dueDate, to: dueDate });
    const alert = result.alerts.find((candidate) => candidate.key === key);
    if (!alert) throw AppError.notFound(`There is no alert ${key}.`);
    return alert;
  }

  async mark(
    viewer: AlertViewer,
    request: { key: string; action: AlertAction; note?: string | null | undefined },
    context: RecordContext,
  ): Promise<Alert> {
    const today = todayOf(context.now);
    await this.findAlert(viewer, today, request.key);
    const note = request.note ?? null;
    await runInTransaction(this.db, async (tx) => {
      const marks = new AlertRepository(tx);
      const before = await marks.findMark(request.key);
      await marks.saveMark({
        key: request.key,
        action: request.action,
        note,
        by: context.caller.userId,
        at: context.now,
      });
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "alert.mark",
        entityType: "alert",
        entityId: request.key,
        changes: [
          { field: "action", from: before?.action ?? null, to: request.action },
          ...(before?.note !== note ? [{ field: "note", from: before?.note ?? null, to: note }] : []),
        ],
      });
    });
    return this.findAlert(viewer, today, request.key);
  }

  async unmark(viewer: AlertViewer, key: string, context: RecordContext): Promise<Alert> {
    const today = todayOf(context.now);
    await this.findAlert(viewer, today, key);
    await runInTransaction(this.db, async (tx) => {
      const before = await new AlertRepository(tx).deleteMark(key);
      if (before) {
        await writeAudit(tx, {
          ...auditFrom(context),
          action: "alert.unmark",
          entityType: "alert",
          entityId: key,
          changes: [{ field: "action", from: before.action, to: null }],
        });
      }
    });
    return this.findAlert(viewer, today, key);
  }

  async userPreferences(userId: number): Promise<UserAlertPreferences> {
    const row = await this.repository.findUserPreferences(userId);
    return { daysAhead: daysAheadOf(row?.alertDaysAheadByKind), weeklyDigest: row?.weeklyDigest ?? false };
  }

  async saveUserPreferences(
    prefs: UserAlertPreferences,
    context: RecordContext,
  ): Promise<UserAlertPreferences> {
    const userId = context.caller.userId;
    const daysAhead = daysAheadOf(prefs.daysAhead);
    await runInTransaction(this.db, async (tx) => {
      const preferences = new AlertRepository(tx);
      const before = await preferences.findUserPreferences(userId);
      const values = { alertDaysAheadByKind: daysAhead, weeklyDigest: prefs.weeklyDigest };
      if (before) {
        await preferences.updateUserPreferences(userId, values, before.version + 1, context.now);
      } else {
        await preferences.insertUserPreferences(userId, values, context.now);
      }
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "alert-preferences.update",
        entityType: "user",
        entityId: userId,
        changes: [
          { field: "daysAhead", from: daysAheadOf(before?.alertDaysAheadByKind), to: daysAhead },
          { field: "weeklyDigest", from: before?.weeklyDigest ?? false, to: prefs.weeklyDigest },
        ],
      });
    });
    return this.userPreferences(userId);
  }

  private async assertCompany(repository: AlertRepository, companyId: number): Promise<void> {
    if (!(await repository.companyExists(companyId))) {
      throw AppError.notFound(`There is no company with id ${companyId}.`);
    }
  }

  async companyPreferences(companyId: number): Promise<CompanyAlertPreferences> {
    await this.assertCompany(this.repository, companyId);
    const row = await this.repository.findCompanyPreferences(companyId);
    return { daysAhead: daysAheadOf(row?.daysAhead) };
  }

  async saveCompanyPreferences(
    companyId: number,
    prefs: CompanyAlertPreferences,
    context: RecordContext,
  ): Promise<CompanyAlertPreferences> {
    const daysAhead = daysAheadOf(prefs.daysAhead);
    await runInTransaction(this.db, async (tx) => {
      const preferences = new AlertRepository(tx);
      await this.assertCompany(preferences, companyId);
      const before = await preferences.findCompanyPreferences(companyId);
      const version = (before?.version ?? 0) + 1;
      await preferences.saveCompanyPreferences(
        companyId,
        daysAhead,
        version,
        context.caller.userId,
        context.now,
      );
      await writeAudit(tx, {
        ...auditFrom(context),
        action: "company.alert-preferences.update",
        entityType: "company",
        entityId: companyId,
        changes: [{ field: "daysAhead", from: daysAheadOf(before?.daysAhead), to: daysAhead }],
      });
    });
    return this.companyPreferences(companyId);
  }
}

export type { AlertRuleKind };
