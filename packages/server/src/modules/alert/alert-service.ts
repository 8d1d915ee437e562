import {
  AppError,
  DEFAULT_ALERT_DAYS_AHEAD,
  alertRuleKinds,
  parseAlertKey,
  type Alert,
  type AlertAction,
  type AlertCalendarResult,
  type AlertCountResult,
  type AlertDaysAhead,
  type AlertListResult,
  type AlertListView,
  type AlertPreferenceSet,
  type AlertRuleKind,
  type CompanyAlertPreferences,
  type IsoDate,
  type UserAlertPreferences,
  isoDateOfInstant,
} from "@rightsdesk/domain";
import { writeAudit } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { auditFrom, type RecordContext } from "../../records/record-context.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { AlertReader, type AlertFilters, type AlertPageQuery, type AlertViewer } from "./alert-reader.js";
import { AlertRepository } from "./alert-repository.js";
import { renewalSubjectsOfAlert } from "../money/alert-subject-repository.js";
import { RenewalService } from "../money/renewal-service.js";

export type { AlertViewer } from "./alert-reader.js";
export { alertMarksOf, userName } from "./alert-marks.js";

export function todayOf(now: Date): IsoDate {
  return isoDateOfInstant(now);
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

/** Derives alerts from the records a page at a time, keeps marks and preferences. */
export class AlertService {
  private readonly repository: AlertRepository;
  private readonly reader: AlertReader;

  constructor(private readonly db: Db) {
    this.repository = new AlertRepository(db);
    this.reader = new AlertReader(db, (userId) => this.preferenceSet(userId));
  }

  /** The user's days ahead per kind and single days ahead, and every company's own. */
  private async preferenceSet(userId: number): Promise<AlertPreferenceSet> {
    const row = await this.repository.findUserPreferences(userId);
    const companies = await this.repository.listCompanyPreferences();
    return {
      user: row
        ? { byKind: daysAheadOf(row.alertDaysAheadByKind), fallback: row.alertDaysAhead }
        : { byKind: {}, fallback: DEFAULT_ALERT_DAYS_AHEAD },
      companies: new Map(companies.map((company) => [company.companyId, daysAheadOf(company.daysAhead)])),
    };
  }

  /** A page of a view's alerts after the request's cursor (see AlertReader). */
  list(viewer: AlertViewer, today: IsoDate, query: AlertPageQuery): Promise<AlertListResult> {
    return this.reader.page(viewer, today, query);
  }

  /** How many alerts each view holds under the filters. */
  count(viewer: AlertViewer, today: IsoDate, filters: AlertFilters): Promise<AlertCountResult> {
    return this.reader.count(viewer, today, filters);
  }

  /** The calendar's days: each day's count and its first alerts. */
  calendar(
    viewer: AlertViewer,
    today: IsoDate,
    query: { view: AlertListView; from: IsoDate; to: IsoDate } & Pick<AlertFilters, "states" | "companyId">,
  ): Promise<AlertCalendarResult> {
    return this.reader.calendar(viewer, today, query);
  }

  /**
   * Every alert of a view a page at a time, for what reads them all (the feed, the digest): `visit`
   * has each page before the next is read, so memory holds one page, not the list.
   */
  async forEachPage(
    viewer: AlertViewer,
    today: IsoDate,
    query: Omit<AlertPageQuery, "after">,
    visit: (alerts: readonly Alert[]) => void | Promise<void>,
  ): Promise<void> {
    let after: AlertPageQuery["after"] = null;
    do {
      const page = await this.reader.page(viewer, today, { ...query, after });
      await visit(page.alerts);
      after = page.nextCursor;
    } while (after !== null);
  }

  /**
   * The alert a key names, as the viewer sees it today: its due date is in the key, so the rules
   * are asked for that one row. NotFound when the records no longer give it (or the viewer cannot
   * read its module).
   */
  async findAlert(viewer: AlertViewer, today: IsoDate, key: string): Promise<Alert> {
    const parsed = parseAlertKey(key);
    const alert = parsed === null ? null : await this.reader.find(viewer, today, parsed);
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
      await decideFromMark(tx, request, context);
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

/**
 * Marking an alert "renew" or "release" is a renew-or-release decision on what it is about (a
 * performer's holding fees, a spot's cycles or MPU, an element's licences): recorded with who and
 * when, the statuses following, as the forecast's decisions are. "Done" decides nothing.
 */
async function decideFromMark(
  tx: Db,
  request: { key: string; action: AlertAction; note?: string | null | undefined },
  context: RecordContext,
): Promise<void> {
  if (request.action === "DONE") return;
  const subjects = await renewalSubjectsOfAlert(tx, request.key);
  if (subjects.length === 0) return;
  await new RenewalService({ db: tx }).decide(
    { subjects, choice: request.action === "RENEW" ? "renew" : "notRenewing", note: request.note ?? null },
    context,
  );
}
