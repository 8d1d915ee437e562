import { AppError, computeElementRights, toIsoDate } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import type { RecordContext } from "../../records/record-context.js";
import { assertNotLockedByOther } from "../../records/record-locks.js";
import { dayOf } from "../../records/day-of.js";
import {
  ElementRepository,
  type ElementRightsValues,
  type ElementRow,
  type ElementValues,
} from "./element-repository.js";
import { LicenceRepository } from "./licence-repository.js";

export function elementNotFound(id: number): AppError {
  return AppError.notFound(`There is no element with id ${id}.`);
}

export async function findElementOrFail(db: Db, id: number, forUpdate = false): Promise<ElementRow> {
  const row = await new ElementRepository(db).find(id, { forUpdate });
  if (!row) throw elementNotFound(id);
  return row;
}

/**
 * The element a change is about, row-locked for the transaction: it must exist, be active (not
 * archived), and not be locked for editing by another user.
 */
export async function elementForChange(db: Db, id: number, context: RecordContext): Promise<ElementRow> {
  const row = await findElementOrFail(db, id, true);
  if (row.archivedAt) throw AppError.invalidData("Restore the element before changing it.");
  await assertNotLockedByOther(db, "element", id, context.caller, context.now);
  return row;
}

/** The domain's status and earliest expiration for a profile and its licences, ready to store. */
export async function computeStoredElementRights(
  db: Db,
  elementId: number | null,
  profile: ElementValues,
  now: Date,
): Promise<ElementRightsValues> {
  const licences = elementId === null ? [] : await new LicenceRepository(db).listOf([elementId]);
  const rights = computeElementRights({ ...profile, id: elementId ?? 0, licences }, toIsoDate(dayOf(now)));
  return {
    status: rights.status,
    statusReason: rights.statusReason,
    earliestExpireDate: rights.earliestExpireDate,
    earliestExpireKind: rights.earliestExpireItem?.kind ?? null,
    earliestExpireItemId: rights.earliestExpireItem?.id ?? null,
    earliestExpireLabel: rights.earliestExpireItem?.label ?? null,
  };
}

/** Recomputes and stores an element's status after its profile or a licence changed. */
export async function recomputeElementRights(
  db: Db,
  id: number,
  now: Date,
  touch?: { by: number; now: Date },
): Promise<void> {
  const row = await findElementOrFail(db, id);
  const rights = await computeStoredElementRights(db, id, row, now);
  await new ElementRepository(db).setRights(id, rights, touch);
}

/** Brings stored element statuses up to `now` before they are read (as assets do). */
export async function refreshStaleElementStatuses(db: Db, now: Date): Promise<void> {
  const ids = await new ElementRepository(db).staleStatusIds(dayOf(now));
  for (const id of ids) await recomputeElementRights(db, id, now);
}
