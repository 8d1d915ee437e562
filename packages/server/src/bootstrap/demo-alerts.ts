import { addDays, isoDateOfInstant } from "@rightsdesk/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import { writeAudit } from "../audit/audit-log.js";
import type { Db } from "../db/database.js";
import { assets, contracts, elements } from "../db/schema.js";
import { ReminderTodoService } from "../modules/alert/reminder-todo-service.js";
import type { RecordContext } from "../records/record-context.js";
import { hasSeedEntry } from "./seed-entries.js";

/** The audit entry that records the alerts seed; once it exists the demo reminders and to-dos are never added again. */
const DEMO_ALERTS_SEED_ACTION = "demo.seed.alerts";

/** The day `days` after `now`, as YYYY-MM-DD. */
function dayOf(now: Date, days: number): string {
  return addDays(isoDateOfInstant(now), days);
}

/**
 * A few reminders and to-dos for the demo user (the seed's caller), dated from the seed's `now`:
 * a reminder on the hero spot in 5 days and on the licensed music in 14, one about no record in
 * 45; to-dos on the hero spot (in 7 days) and the MSA (in 30), and one done 3 days ago. Made
 * through the alert services, so each is validated and audited. Answers how many were added.
 */
export async function seedDemoAlerts(tx: Db, context: RecordContext): Promise<number> {
  if (await hasSeedEntry(tx, DEMO_ALERTS_SEED_ACTION)) return 0;
  const [spot] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.adId, "RDHC2201000"), isNull(assets.archivedAt)));
  const [music] = await tx
    .select({ id: elements.id })
    .from(elements)
    .where(eq(elements.title, "Golden Fields"))
    .orderBy(asc(elements.id))
    .limit(1);
  const [msa] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.family, "MSA"))
    .orderBy(asc(contracts.id))
    .limit(1);
  const now = context.now;
  const owner = context.caller.userId;
  const service = new ReminderTodoService(tx);
  let added = 0;
  if (spot) {
    await service.createReminder(
      {
        category: "USE CYCLE EXPIRATIONS",
        title: "Call the agency about renewing Harvest Crunch",
        remindOn: dayOf(now, 5),
        note: "The network cycle ends soon; ask whether the client renews.",
        record: { type: "asset", id: spot.id },
      },
      context,
    );
    await service.createTodo(
      {
        title: "Pay Rosa Quintero's next holding fee",
        dueDate: dayOf(now, 7),
        ownerId: owner,
        note: "Check the cycle with payroll first.",
        record: { type: "asset", id: spot.id },
      },
      context,
    );
    added += 2;
  }
  if (music) {
    await service.createReminder(
      {
        category: "ELEMENTS",
        title: "Ask Meadowlark about extending the Golden Fields sync licence",
        remindOn: dayOf(now, 14),
        record: { type: "element", id: music.id },
      },
      context,
    );
    added += 1;
  }
  await service.createReminder(
    { category: "CONTRACTS", title: "Quarterly review of expiring contracts", remindOn: dayOf(now, 45) },
    context,
  );
  added += 1;
  if (msa) {
    await service.createTodo(
      {
        title: "Send the MSA renewal draft to the vendor",
        dueDate: dayOf(now, 30),
        ownerId: owner,
        record: { type: "contract", id: msa.id },
      },
      context,
    );
    added += 1;
  }
  const done = await service.createTodo(
    { title: "File the recast paperwork", dueDate: dayOf(now, -3), ownerId: owner },
    context,
  );
  await service.updateTodo(
    done.id,
    { title: done.title, dueDate: done.dueDate, ownerId: owner, done: true, version: done.version },
    context,
  );
  added += 1;
  await writeAudit(tx, {
    at: now,
    actor: { userId: owner, userName: context.caller.userName },
    action: DEMO_ALERTS_SEED_ACTION,
    entityType: "alert",
    changes: [{ field: "remindersAndTodos", from: 0, to: added }],
    request: context.request,
  });
  return added;
}
