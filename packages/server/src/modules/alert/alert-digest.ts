import { clientScopedDb } from "../../db/client-scope.js";
import {
  ALERT_PAGE_SIZE_MAX,
  AppError,
  addDays,
  alertKindLabels,
  alertKindValues,
  type Alert,
  type AlertKindValue,
  type AlertRecordRef,
  type IsoDate,
  type UserPermission,
} from "@rightsdesk/domain";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Db } from "../../db/database.js";
import type { MailMessage } from "../../mail/mailer.js";
import { alertPermissionOf, forUserOutsideRequest } from "./alert-permissions.js";
import { AlertRepository } from "./alert-repository.js";
import { AlertService, todayOf } from "./alert-service.js";

/** The digest covers the open alerts due in the next 7 days and the overdue ones. */
export const DIGEST_DAYS_AHEAD = 7;
export const DIGEST_OVERDUE_DAYS = 30;
/** A kind lists at most this many alerts in the mail; the rest are counted and on the dashboard. */
export const DIGEST_ALERTS_PER_KIND = 50;
/** How often the scheduler looks whether a Monday digest is due. */
export const DIGEST_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** What the digest posts through: the mailer password resets use. */
export interface DigestMail {
  post(message: MailMessage): void;
  settle(): Promise<void>;
}

const recordPaths: Readonly<Record<AlertRecordRef["type"], string>> = {
  asset: "asset",
  element: "element",
  contract: "contract",
  person: "people",
  company: "company",
  "completion-report": "completion-reports",
  "report-upload": "rights-expiration/upload-issues",
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How many open alerts a digest covers: overdue, upcoming and per kind (more than it may list). */
export interface DigestTotals {
  overdue: number;
  upcoming: number;
  byKind: Partial<Record<AlertKindValue, number>>;
}

/** Adds alerts to the totals. */
export function countDigestAlerts(
  totals: DigestTotals,
  today: IsoDate,
  alerts: readonly Alert[],
): DigestTotals {
  for (const alert of alerts) {
    if (alert.dueDate < today) totals.overdue += 1;
    else totals.upcoming += 1;
    totals.byKind[alert.kind] = (totals.byKind[alert.kind] ?? 0) + 1;
  }
  return totals;
}

/**
 * The weekly digest mail of one user's open alerts: the totals, and per kind the alerts listed
 * (at most DIGEST_ALERTS_PER_KIND each; `totals` counts them all, from `alerts` when not given).
 */
export function composeDigest(options: {
  to: string;
  name: string;
  today: IsoDate;
  alerts: readonly Alert[];
  totals?: DigestTotals;
  publicUrl: string;
  now: Date;
}): MailMessage {
  const totals =
    options.totals ??
    countDigestAlerts({ overdue: 0, upcoming: 0, byKind: {} }, options.today, options.alerts);
  const total = totals.overdue + totals.upcoming;
  const base = options.publicUrl.replace(/\/+$/, "");
  const link = (record: AlertRecordRef) =>
    record.type === "report-upload"
      ? `${base}/#/${recordPaths[record.type]}?upload=${record.id}`
      : `${base}/#/${recordPaths[record.type]}/${record.id}`;
  const dashboard = `${base}/#/alert-dashboard/all`;
  const when = (alert: Alert) =>
    alert.daysLeft < 0
      ? `${-alert.daysLeft} days overdue`
      : alert.daysLeft === 0
        ? "due today"
        : `due in ${alert.daysLeft} days`;

  const text: string[] = [`Hello ${options.name},`, ""];
  const html: string[] = [`<p>Hello ${escapeHtml(options.name)},</p>`];
  if (total === 0) {
    text.push("Nothing needs action this week: no open alerts are due in the next 7 days or overdue.");
    html.push("<p>Nothing needs action this week: no open alerts are due in the next 7 days or overdue.</p>");
  } else {
    const summary =
      `${total} open alert${total === 1 ? "" : "s"}: ` +
      `${totals.overdue} overdue, ${totals.upcoming} due in the next ${DIGEST_DAYS_AHEAD} days.`;
    text.push(summary);
    html.push(`<p>${escapeHtml(summary)}</p>`);
  }
  for (const kind of alertKindValues) {
    const ofKind = options.alerts.filter((alert) => alert.kind === kind).slice(0, DIGEST_ALERTS_PER_KIND);
    const count = totals.byKind[kind] ?? 0;
    if (count === 0) continue;
    text.push("", `${alertKindLabels[kind]} (${count})`);
    html.push(`<h3>${escapeHtml(alertKindLabels[kind])} (${count})</h3>`, "<ul>");
    for (const alert of ofKind) {
      text.push(
        `- ${alert.dueDate} (${when(alert)}): ${alert.title}`,
        `  ${alert.detail}`,
        `  ${link(alert.record)}`,
      );
      html.push(
        `<li><strong>${alert.dueDate}</strong> (${when(alert)}): ` +
          `<a href="${escapeHtml(link(alert.record))}">${escapeHtml(alert.title)}</a><br>${escapeHtml(alert.detail)}</li>`,
      );
    }
    html.push("</ul>");
    if (count > ofKind.length) {
      const more = `… and ${count - ofKind.length} more on the dashboard: ${dashboard}`;
      text.push(more);
      html.push(
        `<p>… and ${count - ofKind.length} more <a href="${escapeHtml(dashboard)}">on the dashboard</a>.</p>`,
      );
    }
  }
  text.push("", `All alerts: ${dashboard}`, "", "Change the digest in your alert preferences.");
  html.push(
    `<p><a href="${escapeHtml(dashboard)}">All alerts</a></p>`,
    "<p>Change the digest in your alert preferences.</p>",
  );
  return {
    to: options.to,
    subject: `Rights Desk alerts for the week of ${options.today}`,
    text: text.join("\n"),
    html: `<!doctype html><html><body>${html.join("\n")}</body></html>`,
    date: options.now,
  };
}

/** Builds and sends digests: on request, and every Monday (UTC) to the users who asked for it. */
export class AlertDigestService {
  private readonly db: Db;

  constructor(
    db: Db,
    private readonly mail: DigestMail,
    private readonly publicUrl: string,
  ) {
    // It opens client scopes of its own, so it reads through one even when handed the bare connection.
    this.db = clientScopedDb(db);
  }

  /** The open alerts the digest lists: overdue ones and those due in the next 7 days. */
  private async digestOf(userId: number, permission: UserPermission, today: IsoDate, now: Date) {
    const user = await new AlertRepository(this.db).findUser(userId);
    if (!user) throw AppError.notFound(`There is no user with id ${userId}.`);
    // A page at a time: the mail lists the first of each kind and counts the rest.
    const totals: DigestTotals = { overdue: 0, upcoming: 0, byKind: {} };
    const listed: Alert[] = [];
    await new AlertService(this.db).forEachPage(
      { userId, permission },
      today,
      {
        view: "all",
        from: addDays(today, -DIGEST_OVERDUE_DAYS),
        to: addDays(today, DIGEST_DAYS_AHEAD),
        states: ["OPEN"],
        pageSize: ALERT_PAGE_SIZE_MAX,
      },
      (alerts) => {
        for (const alert of alerts) {
          if ((totals.byKind[alert.kind] ?? 0) < DIGEST_ALERTS_PER_KIND) listed.push(alert);
          countDigestAlerts(totals, today, [alert]);
        }
      },
    );
    const name = `${user.firstName} ${user.lastName}`.trim() || user.userName;
    return {
      email: user.email.trim(),
      message: (to: string) =>
        composeDigest({ to, name, today, alerts: listed, totals, publicUrl: this.publicUrl, now }),
      alerts: totals.overdue + totals.upcoming,
    };
  }

  /** Sends the caller's digest now; InvalidData naming `email` when they have no address. */
  async sendNow(
    userId: number,
    permission: UserPermission,
    now: Date,
  ): Promise<{ sentTo: string; alerts: number }> {
    const digest = await this.digestOf(userId, permission, todayOf(now), now);
    if (digest.email === "") {
      const message = "Your account has no e-mail address to send the digest to.";
      throw AppError.invalidData(message, [{ field: "email", message }]);
    }
    this.mail.post(digest.message(digest.email));
    await this.mail.settle();
    return { sentTo: digest.email, alerts: digest.alerts };
  }

  /**
   * On a Monday (UTC), sends the digest to each active user with weekly_digest on whose last digest
   * went out before this Monday. Each user's day is claimed before the mail is posted, so two
   * instances or a restart never send twice. Answers how many were sent.
   */
  async sendWeekly(now: Date): Promise<number> {
    const today = todayOf(now);
    if (now.getUTCDay() !== 1) return 0;
    const digests = new AlertRepository(this.db);
    let sent = 0;
    for (const userId of await digests.weeklyDigestDue(today)) {
      if (!(await digests.claimDigestDay(userId, today))) continue;
      const permission = await alertPermissionOf(this.db, userId);
      if (!permission) continue;
      // The digest of the client the user's default profile belongs to.
      const digest = await forUserOutsideRequest(
        this.db,
        permission,
        permission.selectedUserProfile.tenantId,
        () => this.digestOf(userId, permission, today, now),
      );
      if (digest.email === "") continue;
      this.mail.post(digest.message(digest.email));
      sent += 1;
    }
    return sent;
  }
}

/** Runs the Monday digest every interval from start until stopped; the timer never keeps the process alive. */
export class AlertDigestScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly service: AlertDigestService,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = DIGEST_CHECK_INTERVAL_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
    void this.tick();
  }

  /** One check now; a check still under way is not started twice. */
  tick(): Promise<void> {
    this.running ??= this.service
      .sendWeekly(this.clock())
      .then((sent) => {
        if (sent > 0) this.log.info({ event: "alert-digest", sent }, "weekly alert digests sent");
      })
      .catch((error: unknown) => {
        this.log.error({ event: "alert-digest-failed", err: error }, "weekly alert digest failed");
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

/**
 * Starts the Monday digest with the app (once it is ready) and stops it when the app closes,
 * before the mailer settles.
 */
export function scheduleAlertDigest(
  app: FastifyInstance,
  options: { db: Db; mail: DigestMail; publicUrl: string; clock: () => Date },
): AlertDigestScheduler {
  const scheduler = new AlertDigestScheduler(
    new AlertDigestService(options.db, options.mail, options.publicUrl),
    options.clock,
    app.log,
  );
  app.addHook("onReady", async () => {
    scheduler.start();
  });
  app.addHook("onClose", async () => {
    await scheduler.stop();
    await options.mail.settle();
  });
  return scheduler;
}
