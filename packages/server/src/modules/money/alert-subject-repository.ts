import { and, eq, sql } from "drizzle-orm";
import { parseAlertKey, type RenewalSubject } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { assetUseRights, elementLicences, recordItems } from "../../db/schema.js";

/**
 * What a renew-or-release decision taken on an alert is about: a performer's holding fees (their
 * holding-fee alert, or the alert on one of their rights, since a union performer's right renews
 * by holding fees), a spot's own use right cycles, its MPU, or the licences of an element that end
 * on the alert's day. None for the other alerts (contracts, reminders, report uploads).
 */
export async function renewalSubjectsOfAlert(db: Db, key: string): Promise<RenewalSubject[]> {
  const parsed = parseAlertKey(key);
  if (parsed === null) return [];
  switch (parsed.kind) {
    case "HOLDING_FEE": {
      const [item] = await db
        .select({ assetId: recordItems.ownerId })
        .from(recordItems)
        .where(
          and(
            eq(recordItems.id, parsed.id),
            eq(recordItems.ownerType, "asset"),
            eq(recordItems.section, "Cast"),
          ),
        );
      return item === undefined ? [] : [{ kind: "holdingFee", assetId: item.assetId, castItemId: parsed.id }];
    }
    case "MPU_EXPIRE":
      return [{ kind: "mpuRenegotiation", assetId: parsed.id }];
    case "USAGE_RIGHT": {
      const [right] = await db
        .select({ assetId: assetUseRights.assetId, castItemId: assetUseRights.castItemId })
        .from(assetUseRights)
        .where(eq(assetUseRights.id, parsed.id));
      if (right === undefined) return [];
      return right.castItemId === null
        ? [{ kind: "useRightCycle", assetId: right.assetId, useRightId: parsed.id }]
        : [{ kind: "holdingFee", assetId: right.assetId, castItemId: right.castItemId }];
    }
    case "ELEMENT_EXPIRE": {
      const licences = await db
        .select({ id: elementLicences.id })
        .from(elementLicences)
        .where(
          and(eq(elementLicences.elementId, parsed.id), sql`${elementLicences.termEnd} = ${parsed.dueDate}`),
        );
      return licences.map((licence) => ({
        kind: "licenceRenewal",
        elementId: parsed.id,
        licenceId: licence.id,
      }));
    }
    default:
      return [];
  }
}
