import {
  defaultLicenceLabel,
  elementCode,
  isEmptyDate,
  type ElementDetailSchema,
  type ElementLicenceInputSchema,
  type ElementLicenceRecordSchema,
  type ElementProfileInputSchema,
  type ElementSummarySchema,
  type ExpiringItemKind,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { ElementRow, ElementSummaryRow, ElementValues } from "./element-repository.js";
import type { LicenceRow, LicenceValues } from "./licence-repository.js";

type DetailOut = z.input<typeof ElementDetailSchema>;
type SummaryOut = z.input<typeof ElementSummarySchema>;
type LicenceOut = z.input<typeof ElementLicenceRecordSchema>;
type ProfileInput = z.output<typeof ElementProfileInputSchema>;
type LicenceInput = z.output<typeof ElementLicenceInputSchema>;

/** `Element EL-4 "Sunrise Drive"`: how messages name an element. */
export function describeElement(element: { id: number; title: string }): string {
  return `Element ${elementCode(element.id)} "${element.title}"`;
}

function blankAsNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === "" ? null : value.trim();
}

export function elementValuesFrom(input: ProfileInput): ElementValues {
  return {
    title: input.title,
    elementType: input.elementType,
    subType: blankAsNull(input.subType),
    description: blankAsNull(input.description),
    musicOrigin: input.musicOrigin ?? null,
    audioOrigin: input.audioOrigin ?? null,
    licenceType: input.licenceType ?? null,
    vendorId: input.vendorId ?? null,
    licensorName: blankAsNull(input.licensorName),
    licensorEmail: blankAsNull(input.licensorEmail),
    properties: Object.fromEntries(
      Object.entries(input.properties).filter(([, value]) => value !== undefined && value !== ""),
    ),
  };
}

export function elementValuesOf(row: ElementRow): ElementValues {
  return {
    title: row.title,
    elementType: row.elementType,
    subType: row.subType,
    description: row.description,
    musicOrigin: row.musicOrigin,
    audioOrigin: row.audioOrigin,
    licenceType: row.licenceType,
    vendorId: row.vendorId,
    licensorName: row.licensorName,
    licensorEmail: row.licensorEmail,
    properties: row.properties,
  };
}

export function toElementSummary(row: ElementSummaryRow): SummaryOut {
  return {
    id: row.id,
    code: elementCode(row.id),
    title: row.title,
    type: row.elementType as SummaryOut["type"],
    subType: row.subType,
    licenceType: row.licenceType as SummaryOut["licenceType"],
    vendorName: row.vendorName,
    status: row.status as SummaryOut["status"],
    earliestExpireDate: row.earliestExpireDate,
    earliestExpireLabel: row.earliestExpireLabel,
    linkedAssetCount: Number(row.linkedAssetCount),
    createdOn: row.createdAt.toISOString(),
    updatedOn: row.updatedAt.toISOString(),
    archivedOn: row.archivedAt?.toISOString() ?? null,
  };
}

export function toElementDetail(row: ElementRow): DetailOut {
  const item =
    row.earliestExpireDate !== null && row.earliestExpireKind !== null && row.earliestExpireItemId !== null
      ? {
          kind: row.earliestExpireKind as ExpiringItemKind,
          id: row.earliestExpireItemId,
          label: row.earliestExpireLabel ?? "",
          expireDate: row.earliestExpireDate,
        }
      : null;
  return {
    id: row.id,
    code: elementCode(row.id),
    title: row.title,
    elementType: row.elementType as DetailOut["elementType"],
    subType: row.subType,
    description: row.description,
    musicOrigin: row.musicOrigin as DetailOut["musicOrigin"],
    audioOrigin: row.audioOrigin as DetailOut["audioOrigin"],
    licenceType: row.licenceType as DetailOut["licenceType"],
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    licensorName: row.licensorName,
    licensorEmail: row.licensorEmail,
    properties: row.properties,
    status: row.status as DetailOut["status"],
    statusReason: row.statusReason,
    earliestExpireDate: row.earliestExpireDate,
    earliestExpireItem: item,
    licenceCount: Number(row.licenceCount),
    linkedAssetCount: Number(row.linkedAssetCount),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    archivedBy: row.archivedBy,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}

export function licenceValuesFrom(input: LicenceInput): LicenceValues {
  const termEnd = input.termEnd === undefined || input.termEnd === "" || isEmptyDate(input.termEnd);
  const numbered = input.numberOfUses === "Number defined";
  return {
    label: blankAsNull(input.label) ?? defaultLicenceLabel(input.rightsKind),
    rightsKind: input.rightsKind ?? null,
    termStart: input.termStart,
    termEnd: termEnd ? null : (input.termEnd ?? null),
    media: input.media.map((grant) => ({ type: grant.type, subtypes: grant.subtypes })),
    territory: blankAsNull(input.territory),
    exclusive: input.exclusive,
    numberOfUses: input.numberOfUses,
    usesAllowed: numbered ? (input.usesAllowed ?? null) : null,
    feeCents: input.feeCents ?? null,
    notes: blankAsNull(input.notes),
  };
}

export function licenceValuesOf(row: LicenceRow): LicenceValues {
  return {
    label: row.label,
    rightsKind: row.rightsKind,
    termStart: row.termStart,
    termEnd: row.termEnd,
    media: row.media,
    territory: row.territory,
    exclusive: row.exclusive,
    numberOfUses: row.numberOfUses,
    usesAllowed: row.usesAllowed,
    feeCents: row.feeCents,
    notes: row.notes,
  };
}

export function toLicenceRecord(row: LicenceRow): LicenceOut {
  return {
    ...licenceValuesOf(row),
    id: row.id,
    elementId: row.elementId,
    rightsKind: row.rightsKind as LicenceOut["rightsKind"],
    numberOfUses: row.numberOfUses as LicenceOut["numberOfUses"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}
