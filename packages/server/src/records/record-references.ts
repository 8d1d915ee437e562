import { and, asc, eq, not, or, sql } from "drizzle-orm";
import {
  assetSections,
  companySections,
  completionReportSections,
  contractSections,
  elementSections,
  formatRecordId,
  personSections,
  recordIdPrefixes,
  type RecordIdPrefix,
  type SectionField,
} from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { dependencyError } from "../errors/app-errors.js";
import {
  assets,
  companies,
  completionReports,
  contracts,
  elements,
  people,
  recordItems,
} from "../db/schema.js";

/** The kinds of record a section field can point at. */
export type ReferencedKind = "company" | "person" | "element" | "contract";

interface SectionShape {
  readonly key: string;
  readonly label: string;
  readonly fields: readonly SectionField[];
}

/** The sections of each owner type, as the domain declares them. */
const sectionsByOwner: Readonly<Record<string, readonly SectionShape[]>> = {
  company: companySections,
  person: personSections,
  asset: assetSections,
  element: elementSections,
  completion_report: completionReportSections,
  contract: contractSections,
};

/**
 * The names of every sensitive field of every section: the logger censors them wherever a logged
 * object carries one, should a body or an item ever be logged.
 */
export function sensitiveFieldNames(): string[] {
  const names = Object.values(sectionsByOwner).flatMap((sections) =>
    sections.flatMap((section) =>
      section.fields.filter((field) => field.kind === "secret").map((field) => field.name),
    ),
  );
  return [...new Set(names)].sort();
}

/** One reference field of one owner type's section. */
interface ReferenceField {
  ownerType: string;
  section: SectionShape;
  field: SectionField;
}

/** Every field, of every section of every owner type, that points at a record of this kind. */
function referenceFieldsTo(kind: ReferencedKind): ReferenceField[] {
  return Object.entries(sectionsByOwner).flatMap(([ownerType, sections]) =>
    sections.flatMap((section) =>
      section.fields.filter((field) => field.kind === kind).map((field) => ({ ownerType, section, field })),
    ),
  );
}

/** A section item of another record that points at the record asked about. */
export interface ReferencingItem {
  ownerType: string;
  ownerId: number;
  /** The owner's name: a company's legal name, a person's full name. */
  ownerName: string;
  /** "CY0007", "PE0012". */
  ownerRecordId: string;
  /** The section's label: "Parents and guardians". */
  sectionLabel: string;
  /** The field's label: "Person record". */
  fieldLabel: string;
}

const recordIdPrefixOf: Readonly<Record<string, RecordIdPrefix>> = {
  company: recordIdPrefixes.company,
  person: recordIdPrefixes.person,
  completion_report: recordIdPrefixes.completionReport,
};

/** How a refusal names the kind of record an item belongs to. */
const ownerKindWords: Readonly<Record<string, string>> = {
  company: "company",
  person: "person",
  asset: "asset",
  element: "element",
  completion_report: "completion report",
  contract: "contract",
};

function ownerRecordId(ownerType: string, ownerId: number): string {
  const prefix = recordIdPrefixOf[ownerType];
  return prefix ? formatRecordId(prefix, ownerId) : `${ownerType} ${ownerId}`;
}

/**
 * The section items of other records that point at this company, person, element or contract
 * through a reference field (a guardian's person record, a loan-out corporation, a completion
 * report's element or talent contract...): the records that would dangle if it were deleted. The
 * record's own items are not counted; they go with it.
 */
export async function findReferencingItems(
  db: Db,
  kind: ReferencedKind,
  id: number,
): Promise<ReferencingItem[]> {
  const fields = referenceFieldsTo(kind);
  if (fields.length === 0) return [];
  const pointsHere = fields.map(
    ({ ownerType, section, field }) =>
      sql`(${recordItems.ownerType} = ${ownerType} and ${recordItems.section} = ${section.key} and ${recordItems.data} ->> ${field.name} = ${String(id)})`,
  );
  const self = sql`(${recordItems.ownerType} = ${kind} and ${recordItems.ownerId} = ${id})`;
  const ownerName = sql.join(
    [
      companies.legalName,
      people.fullName,
      sql`${assets.adId} || ' "' || ${assets.title} || '"'`,
      elements.title,
      completionReports.name,
      contracts.title,
    ],
    sql`, `,
  );
  const rows = await db
    .select({
      ownerType: recordItems.ownerType,
      ownerId: recordItems.ownerId,
      section: recordItems.section,
      data: recordItems.data,
      ownerName: sql<string | null>`coalesce(${ownerName})`,
      contractNumber: contracts.contractNumber,
    })
    .from(recordItems)
    .leftJoin(companies, and(eq(recordItems.ownerType, "company"), eq(companies.id, recordItems.ownerId)))
    .leftJoin(people, and(eq(recordItems.ownerType, "person"), eq(people.id, recordItems.ownerId)))
    .leftJoin(assets, and(eq(recordItems.ownerType, "asset"), eq(assets.id, recordItems.ownerId)))
    .leftJoin(elements, and(eq(recordItems.ownerType, "element"), eq(elements.id, recordItems.ownerId)))
    .leftJoin(
      completionReports,
      and(eq(recordItems.ownerType, "completion_report"), eq(completionReports.id, recordItems.ownerId)),
    )
    .leftJoin(contracts, and(eq(recordItems.ownerType, "contract"), eq(contracts.id, recordItems.ownerId)))
    .where(and(or(...pointsHere), not(self)))
    .orderBy(sql`lower(coalesce(${ownerName})) collate "C"`, asc(recordItems.ownerId), asc(recordItems.id));
  const seen = new Set<string>();
  const found: ReferencingItem[] = [];
  for (const row of rows) {
    for (const { ownerType, section, field } of fields) {
      if (ownerType !== row.ownerType || section.key !== row.section) continue;
      if (row.data[field.name] !== id) continue;
      const key = `${row.ownerType}:${row.ownerId}:${section.key}:${field.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({
        ownerType: row.ownerType,
        ownerId: row.ownerId,
        ownerName: row.ownerName ?? `${row.ownerType} ${row.ownerId}`,
        ownerRecordId: row.contractNumber ?? ownerRecordId(row.ownerType, row.ownerId),
        sectionLabel: section.label,
        fieldLabel: field.label,
      });
    }
  }
  return found;
}

/** "Mia Park (PE0012) — Parents and guardians": how a refused delete names a dependant. */
export function describeReferencingItem(item: ReferencingItem): string {
  return `${item.ownerName} (${item.ownerRecordId}) — ${item.sectionLabel}`;
}

/** 'the completion report CR0002 "Harvest Crunch :30 final" (Elements)': who names a record. */
export function describeNamingItem(item: ReferencingItem): string {
  const kind = ownerKindWords[item.ownerType] ?? item.ownerType;
  return `the ${kind} ${item.ownerRecordId} "${item.ownerName}" (${item.sectionLabel})`;
}

/**
 * Refuses deleting a record that section items of other records name, with DependencyError naming
 * each of them: `described` says what the record is ('Element EL-3 "Sunrise Drive"').
 */
export async function refuseDeleteWhileNamed(
  db: Db,
  kind: ReferencedKind,
  id: number,
  described: string,
): Promise<void> {
  const items = await findReferencingItems(db, kind, id);
  if (items.length === 0) return;
  throw dependencyError(
    `${described} cannot be deleted: it is named by ${items.map(describeNamingItem).join(", ")}. Remove it there first.`,
    "dependants",
    items.map(describeReferencingItem),
  );
}
