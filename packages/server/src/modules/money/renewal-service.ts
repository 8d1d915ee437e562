import {
  renewalSubjectKey,
  type RenewalChoice,
  type RenewalDecisionRecord,
  type RenewalSubject,
} from "@rightsdesk/domain";
import { writeAuditEntries } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { invalidField } from "../../errors/app-errors.js";
import type { DeferredMailer } from "../../mail/deferred-mailer.js";
import { auditFrom, type RecordContext } from "../../records/record-context.js";
import { dayOf } from "../../records/day-of.js";
import { ReminderTodoService } from "../alert/reminder-todo-service.js";
import { recomputeAssetRights } from "../asset/asset-rules.js";
import { recomputeElementRights } from "../element/element-rules.js";
import {
  RenewalDecisionRepository,
  usersToAsk,
  type RenewalDecisionListRow,
} from "./renewal-decision-repository.js";
import { assertSubjectsFound, describeSubjects } from "./renewal-subject-repository.js";

export interface RenewalServiceOptions {
  readonly db: Db;
  /** What asking people sends their e-mail through; deciding needs none (the demo seed decides). */
  readonly mail?: DeferredMailer;
  readonly publicUrl?: string;
}

/** The same subject named twice in one call is decided once. */
function distinct(subjects: readonly RenewalSubject[]): RenewalSubject[] {
  const seen = new Map<string, RenewalSubject>();
  for (const subject of subjects) seen.set(renewalSubjectKey(subject), subject);
  return [...seen.values()];
}

/**
 * Renew-or-release decisions: recorded with who and when for every subject named (all or none),
 * the statuses of the spots and elements they touch recomputed by the domain, and people asked
 * to decide told by e-mail and by a to-do in their alerts.
 */
export class RenewalService {
  constructor(private readonly options: RenewalServiceOptions) {}

  private get db(): Db {
    return this.options.db;
  }

  /** The decisions in force (the latest per subject), newest first. */
  async list(filter: {
    assetId?: number;
    elementId?: number;
  }): Promise<{ decisions: RenewalDecisionRecord[] }> {
    const rows = await new RenewalDecisionRepository(this.db).list({
      ...(filter.assetId === undefined ? {} : { assetIds: [filter.assetId] }),
      ...(filter.elementId === undefined ? {} : { elementIds: [filter.elementId] }),
    });
    // Oldest first, by the day and moment decided: the last row of a subject is the one in force,
    // as the domain's currentDecisions reads the same history.
    const latest = new Map<string, RenewalDecisionListRow>();
    for (const row of rows) latest.set(row.subjectKey, row);
    const kept = [...latest.values()];
    const described = await describeSubjects(
      this.db,
      kept.map((row) => row.subject),
    );
    return {
      decisions: kept
        .filter((row) => described.has(row.subjectKey))
        .map((row) => recordOf(row, described.get(row.subjectKey)?.label ?? row.subjectKey))
        .reverse(),
    };
  }

  async decide(
    request: { subjects: RenewalSubject[]; choice: RenewalChoice; note?: string | null | undefined },
    context: RecordContext,
  ): Promise<{ decisions: RenewalDecisionRecord[] }> {
    const subjects = distinct(request.subjects);
    const today = dayOf(context.now);
    const ids = await runInTransaction(this.db, async (tx) => {
      const described = await describeSubjects(tx, subjects);
      assertSubjectsFound(subjects, described);
      const repository = new RenewalDecisionRepository(tx);
      const ids = await repository.insertMany(
        subjects.map((subject) => {
          const key = renewalSubjectKey(subject);
          const description = described.get(key);
          return {
            subjectKey: key,
            subject,
            assetId: description?.assetId ?? null,
            elementId: description?.elementId ?? null,
            choice: request.choice,
            note: request.note ?? null,
          };
        }),
        context.caller.userId,
        context.now,
        today,
      );
      await writeAuditEntries(
        tx,
        subjects.map((subject, index) => ({
          ...auditFrom(context),
          action: request.choice === "renew" ? "renewal.renew" : "renewal.notRenewing",
          entityType: "renewalDecision",
          entityId: ids[index] ?? null,
          changes: [
            { field: "subject", from: null, to: described.get(renewalSubjectKey(subject))?.label ?? null },
            { field: "choice", from: null, to: request.choice },
          ],
        })),
      );
      const touch = { by: context.caller.userId, now: context.now };
      for (const assetId of new Set(
        [...described.values()].flatMap((d) => (d.assetId === null ? [] : [d.assetId])),
      ))
        await recomputeAssetRights(tx, assetId, context.now, touch);
      for (const elementId of new Set(
        [...described.values()].flatMap((d) => (d.elementId === null ? [] : [d.elementId])),
      ))
        await recomputeElementRights(tx, elementId, context.now, touch);
      return new Set(ids);
    });
    const { decisions } = await this.list({});
    return { decisions: decisions.filter((decision) => ids.has(decision.id)) };
  }

  /** Each person asked gets a to-do (due on `dueDate`, naming the subjects) and an e-mail saying so. */
  async ask(
    request: {
      subjects: RenewalSubject[];
      userIds: number[];
      dueDate: string;
      note?: string | null | undefined;
    },
    context: RecordContext,
  ): Promise<{ asked: { id: number; name: string; todoId: number }[] }> {
    const { mail, publicUrl = "" } = this.options;
    if (mail === undefined) throw new Error("Asking people to decide needs a mailer.");
    const subjects = distinct(request.subjects);
    const described = await describeSubjects(this.db, subjects);
    assertSubjectsFound(subjects, described);
    const people = await usersToAsk(this.db, [...new Set(request.userIds)]);
    const missing = request.userIds.findIndex(
      (id) => !people.some((person) => person.id === id && person.status === "ACTIVE"),
    );
    if (missing !== -1)
      throw invalidField(
        `userIds.${missing}`,
        `There is no active user with id ${request.userIds[missing]}.`,
      );
    const labels = subjects.map((subject) => described.get(renewalSubjectKey(subject))?.label ?? "");
    const first = described.get(renewalSubjectKey(subjects[0] as RenewalSubject));
    const record =
      first?.assetId != null
        ? { type: "asset" as const, id: first.assetId }
        : first?.elementId != null
          ? { type: "element" as const, id: first.elementId }
          : null;
    const title =
      labels.length === 1 ? `Renew or release: ${labels[0]}` : `Renew or release ${labels.length} items`;
    const note = [
      `Decide whether to renew or not renew (release at the end of the paid cycle):`,
      ...labels.map((label) => `- ${label}`),
      ...(request.note ? ["", request.note] : []),
    ]
      .join("\n")
      .slice(0, 2000);
    const todos = new ReminderTodoService(this.db);
    const asked: { id: number; name: string; todoId: number }[] = [];
    for (const person of people) {
      const todo = await todos.createTodo(
        { title: title.slice(0, 200), dueDate: request.dueDate as never, ownerId: person.id, note, record },
        context,
      );
      asked.push({ id: person.id, name: person.name, todoId: todo.id });
    }
    const link = `${publicUrl.replace(/\/$/, "")}/#/forecast`;
    const askedBy = context.caller.userName;
    for (const person of people)
      mail.post({
        to: person.email,
        subject: title.slice(0, 200),
        text: [
          `${askedBy} asks you to decide by ${request.dueDate}:`,
          "",
          note,
          "",
          `The forecast and the decisions: ${link}`,
          "It is also in your to-do list in Rights Desk.",
        ].join("\n"),
        date: context.now,
      });
    return { asked };
  }
}

function recordOf(row: RenewalDecisionListRow, label: string): RenewalDecisionRecord {
  return {
    id: row.id,
    subject: row.subject,
    label,
    choice: row.choice,
    decidedBy: { id: row.decidedBy, name: row.deciderName },
    decidedOn: row.decidedOn as RenewalDecisionRecord["decidedOn"],
    decidedAt: row.decidedAt.toISOString(),
    note: row.note,
  };
}
