import { and, eq, inArray, sql } from "drizzle-orm";
import { AppError, ErrorCodes, renewalSubjectKey, type RenewalSubject } from "@rightsdesk/domain";
import { ofCurrentClient } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import { assetUseRights, assets, elementLicences, elements, people, recordItems } from "../../db/schema.js";

/** What a decision is about, in words, with the record it belongs to. */
export interface SubjectDescription {
  readonly label: string;
  readonly assetId: number | null;
  readonly elementId: number | null;
}

const spotLabel = (asset: { title: string; adId: string }) => `${asset.title} (${asset.adId})`;

/**
 * Each subject described from the client's own records (row-level security hides the others), by
 * renewalSubjectKey; a subject naming something the client does not have is left out.
 */
export async function describeSubjects(
  db: Db,
  subjects: readonly RenewalSubject[],
): Promise<Map<string, SubjectDescription>> {
  const assetIds = [
    ...new Set(subjects.flatMap((subject) => (subject.kind === "licenceRenewal" ? [] : [subject.assetId]))),
  ];
  const elementIds = [
    ...new Set(subjects.flatMap((subject) => (subject.kind === "licenceRenewal" ? [subject.elementId] : []))),
  ];
  const spots = new Map(
    (assetIds.length === 0
      ? []
      : await db
          .select({ id: assets.id, title: assets.title, adId: assets.adId })
          .from(assets)
          .where(and(inArray(assets.id, assetIds), ofCurrentClient(assets.tenantId)))
    ).map((row) => [row.id, row]),
  );
  const castIds = subjects.flatMap((subject) => (subject.kind === "holdingFee" ? [subject.castItemId] : []));
  const cast = new Map(
    (castIds.length === 0
      ? []
      : await db
          .select({ id: recordItems.id, ownerId: recordItems.ownerId, name: people.fullName })
          .from(recordItems)
          .leftJoin(people, eq(people.id, sql<number>`(${recordItems.data} ->> 'personId')::int`))
          .where(
            and(
              inArray(recordItems.id, castIds),
              eq(recordItems.ownerType, "asset"),
              eq(recordItems.section, "Cast"),
            ),
          )
    ).map((row) => [row.id, row]),
  );
  const rightIds = subjects.flatMap((subject) =>
    subject.kind === "useRightCycle" ? [subject.useRightId] : [],
  );
  const rights = new Map(
    (rightIds.length === 0
      ? []
      : await db
          .select({
            id: assetUseRights.id,
            assetId: assetUseRights.assetId,
            type: assetUseRights.useRightType,
          })
          .from(assetUseRights)
          .where(and(inArray(assetUseRights.id, rightIds), ofCurrentClient(assetUseRights.tenantId)))
    ).map((row) => [row.id, row]),
  );
  const licences = new Map(
    (elementIds.length === 0
      ? []
      : await db
          .select({
            id: elementLicences.id,
            elementId: elementLicences.elementId,
            label: elementLicences.label,
            title: elements.title,
          })
          .from(elementLicences)
          .innerJoin(elements, eq(elements.id, elementLicences.elementId))
          .where(
            and(inArray(elementLicences.elementId, elementIds), ofCurrentClient(elementLicences.tenantId)),
          )
    ).map((row) => [row.id, row]),
  );
  const described = new Map<string, SubjectDescription>();
  for (const subject of subjects) {
    const description = describeOne(subject, { spots, cast, rights, licences });
    if (description !== undefined) described.set(renewalSubjectKey(subject), description);
  }
  return described;
}

interface Found {
  spots: Map<number, { title: string; adId: string }>;
  cast: Map<number, { ownerId: number; name: string | null }>;
  rights: Map<number, { assetId: number; type: string }>;
  licences: Map<number, { elementId: number; label: string; title: string }>;
}

function describeOne(subject: RenewalSubject, found: Found): SubjectDescription | undefined {
  if (subject.kind === "licenceRenewal") {
    const licence = found.licences.get(subject.licenceId);
    if (licence === undefined || licence.elementId !== subject.elementId) return undefined;
    return {
      label: `${licence.title}: ${licence.label} renewal`,
      assetId: null,
      elementId: subject.elementId,
    };
  }
  const spot = found.spots.get(subject.assetId);
  if (spot === undefined) return undefined;
  const on = { assetId: subject.assetId, elementId: null };
  switch (subject.kind) {
    case "mpuRenegotiation":
      return { ...on, label: `${spotLabel(spot)}: MPU renegotiation` };
    case "holdingFee": {
      const member = found.cast.get(subject.castItemId);
      if (member === undefined || member.ownerId !== subject.assetId) return undefined;
      const name = member.name ?? `Cast member ${subject.castItemId}`;
      return { ...on, label: `${spotLabel(spot)}: ${name}'s holding fees` };
    }
    case "useRightCycle": {
      const right = found.rights.get(subject.useRightId);
      if (right === undefined || right.assetId !== subject.assetId) return undefined;
      return { ...on, label: `${spotLabel(spot)}: ${right.type} use right cycles` };
    }
  }
}

/** NotFound naming the first subject the client has no record for: nothing is decided. */
export function assertSubjectsFound(
  subjects: readonly RenewalSubject[],
  described: ReadonlyMap<string, SubjectDescription>,
): void {
  const index = subjects.findIndex((subject) => !described.has(renewalSubjectKey(subject)));
  if (index === -1) return;
  const message = `There is no ${describeKind(subjects[index] as RenewalSubject)} like subjects ${index + 1} names.`;
  throw new AppError(ErrorCodes.NotFound, message, [{ field: `subjects.${index}`, message }]);
}

function describeKind(subject: RenewalSubject): string {
  switch (subject.kind) {
    case "holdingFee":
      return "cast member on that spot";
    case "useRightCycle":
      return "use right on that spot";
    case "mpuRenegotiation":
      return "spot";
    case "licenceRenewal":
      return "licence on that element";
  }
}
