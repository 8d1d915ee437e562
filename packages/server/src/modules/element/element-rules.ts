import { computeElementRights, elementRelease, toIsoDate } from "@rightsdesk/domain";
import { forecastElementOf } from "../money/forecast-inputs.js";
import { RenewalDecisionRepository, toRenewalDecision } from "../money/renewal-decision-repository.js";
import type { Db } from "../../db/database.js";
import { archivableRecordRules, type ArchivableKind } from "../../records/record-archive.js";
import { dayOf } from "../../records/day-of.js";
import { describeElement } from "./element-record.js";
import {
  ElementRepository,
  type ElementRightsValues,
  type ElementRow,
  type ElementValues,
} from "./element-repository.js";
import { LicenceRepository } from "./licence-repository.js";

/** Elements move to the archive list and back; changed only while active, deleted once archived. */
export const archivableElements: ArchivableKind<ElementRow> = {
  repository: (db) => new ElementRepository(db),
  describe: describeElement,
};

export const { findOrFail: findElementOrFail, forChange: elementForChange } =
  archivableRecordRules(archivableElements);

/** The domain's status and earliest expiration for a profile and its licences, ready to store. */
export async function computeStoredElementRights(
  db: Db,
  elementId: number | null,
  profile: ElementValues,
  now: Date,
): Promise<ElementRightsValues> {
  const licences = elementId === null ? [] : await new LicenceRepository(db).listOf([elementId]);
  const decisions =
    elementId === null
      ? []
      : (await new RenewalDecisionRepository(db).list({ elementIds: [elementId] })).map(toRenewalDecision);
  // A licence not renewed releases the element: in use through the licence's end, RELEASED after.
  const release =
    decisions.length === 0
      ? null
      : elementRelease(forecastElementOf({ id: elementId ?? 0, title: profile.title }, licences), decisions);
  const rights = computeElementRights(
    { ...profile, id: elementId ?? 0, licences, release },
    toIsoDate(dayOf(now)),
  );
  return {
    releasedUseEnds: release?.useEnds ?? null,
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
