import type { z } from "zod";
import {
  findPerformerCategory,
  unionCodeOf,
  type Union,
  type UnionCode,
} from "../unions/performer-catalogues.js";
import type { CompletionReportChangesSchema } from "./completion-report-api-schemas.js";

export type CompletionReportChanges = z.infer<typeof CompletionReportChangesSchema>;

/** A performer of the report as a snapshot keeps it. */
export interface SnapshotCastMember {
  readonly personId: number;
  readonly name: string;
  readonly unionCode: string;
  readonly performerCategory: string | null;
  readonly performanceType: string | null;
  readonly role: string | null;
  readonly scaleCents: number | null;
  readonly editedOut: boolean;
  readonly contractId: number | null;
}

/** A report as it stood when submitted: what a revision compares against. */
export interface CompletionReportSnapshot {
  readonly name: string;
  readonly productionDate: string | null;
  readonly assetId: number;
  readonly editVersionId: number | null;
  readonly cast: readonly SnapshotCastMember[];
  readonly crew: readonly { readonly personId: number; readonly name: string; readonly position: string }[];
  readonly elementIds: readonly number[];
}

type FieldChange = CompletionReportChanges["fields"][number];

function changedFields<T extends object>(
  before: T,
  after: T,
  keys: readonly (keyof T & string)[],
): FieldChange[] {
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ field: key, from: before[key], to: after[key] }));
}

const profileKeys = ["name", "productionDate", "assetId", "editVersionId"] as const;
const castKeys = [
  "unionCode",
  "performerCategory",
  "performanceType",
  "role",
  "scaleCents",
  "editedOut",
  "contractId",
] as const;

/**
 * What changed between the submitted report and the one submitted again: profile fields, cast
 * added, removed or changed (field by field), crew added or removed, elements added or removed.
 */
export function diffCompletionReportSnapshots(
  before: CompletionReportSnapshot,
  after: CompletionReportSnapshot,
): CompletionReportChanges {
  const byPerson = <T extends { personId: number }>(list: readonly T[]) =>
    new Map(list.map((entry) => [entry.personId, entry]));
  const castBefore = byPerson(before.cast);
  const castAfter = byPerson(after.cast);
  const crewBefore = byPerson(before.crew);
  const crewAfter = byPerson(after.crew);
  const ref = (member: { personId: number; name: string }) => ({
    personId: member.personId,
    name: member.name,
  });
  return {
    fields: changedFields(before, after, profileKeys),
    castAdded: after.cast.filter((member) => !castBefore.has(member.personId)).map(ref),
    castRemoved: before.cast.filter((member) => !castAfter.has(member.personId)).map(ref),
    castChanged: after.cast.flatMap((member) => {
      const was = castBefore.get(member.personId);
      const fields = was ? changedFields(was, member, castKeys) : [];
      return fields.length > 0 ? [{ ...ref(member), fields }] : [];
    }),
    crewAdded: after.crew.filter((member) => !crewBefore.has(member.personId)).map(ref),
    crewRemoved: before.crew.filter((member) => !crewAfter.has(member.personId)).map(ref),
    elementsAdded: after.elementIds.filter((id) => !before.elementIds.includes(id)),
    elementsRemoved: before.elementIds.filter((id) => !after.elementIds.includes(id)),
  };
}

/** Whether a revision changed nothing at all. */
export function isEmptyChange(changes: CompletionReportChanges): boolean {
  return Object.values(changes).every((list) => list.length === 0);
}

/** The union a report's union code stands for (AFTRA merged into SAG AFTRA). */
export const unionOfCode: Readonly<Record<UnionCode, Union>> = {
  SA: "SAG AFTRA",
  AF: "AFM",
  NU: "NON UNION",
};

/** The asset's Cast item fields a report's performer sets when the report is submitted. */
export interface AssetCastFields {
  readonly union: Union;
  readonly performerCategory: string;
  readonly performanceType: string;
  readonly role?: string;
  readonly editedOut: boolean;
}

/**
 * A report's performer as the asset's cast list holds them: the union by name, the category by
 * name ("VO" → "VOICE OVER"), and the camera (left out, the category's own when it allows one
 * only). What the asset needs and the report lacks is named, field by field.
 */
export function assetCastFieldsOf(member: {
  readonly unionCode: string;
  readonly performerCategory: string | null;
  readonly performanceType: string | null;
  readonly role: string | null;
  readonly editedOut: boolean;
}):
  | { fields: AssetCastFields; missing?: undefined }
  | { missing: ("performerCategory" | "performanceType")[] } {
  const union = unionOfCode[member.unionCode as UnionCode] ?? "NON UNION";
  const family = unionCodeOf[union] === "NU" ? "NON UNION" : "UNION";
  const category =
    member.performerCategory === null ? undefined : findPerformerCategory(family, member.performerCategory);
  const camera = member.performanceType ?? (category && category.camera !== "BOTH" ? category.camera : null);
  const missing = [
    category ? null : ("performerCategory" as const),
    camera ? null : ("performanceType" as const),
  ].filter((field) => field !== null);
  if (!category || !camera) return { missing };
  return {
    fields: {
      union,
      performerCategory: category.name,
      performanceType: camera,
      ...(member.role ? { role: member.role } : {}),
      editedOut: member.editedOut,
    },
  };
}
