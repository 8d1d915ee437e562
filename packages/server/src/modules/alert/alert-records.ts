import {
  AppError,
  canAccessModule,
  type AlertRecordRef,
  type ModuleName,
  type UserPermission,
} from "@rightsdesk/domain";
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import {
  airingUploads,
  assets,
  companies,
  completionReports,
  contracts,
  elements,
  people,
} from "../../db/schema.js";

export type RecordType = AlertRecordRef["type"];
export interface RecordPointer {
  type: RecordType;
  id: number;
}

const typeNames: Readonly<Record<RecordType, string>> = {
  asset: "asset",
  element: "element",
  contract: "contract",
  person: "person",
  company: "company",
  "completion-report": "completion report",
  "report-upload": "upload",
};

const pointerKey = (type: string, id: number) => `${type}:${id}`;

/** The module that guards each kind of record a reminder or to-do may point at. */
const recordModules: Readonly<Record<RecordType, ModuleName>> = {
  asset: "Asset",
  element: "Element",
  contract: "Contracts",
  person: "People",
  company: "Company",
  "completion-report": "Completion Report",
  "report-upload": "Report Upload",
};

/**
 * Reminders and to-dos as this caller may see them: the record they point at keeps its kind and
 * id, but its label (a name, a title) only when the caller may read that kind of record.
 */
export function withReadableLabels<T extends { record: AlertRecordRef | null }>(
  items: readonly T[],
  permission: UserPermission,
): T[] {
  return items.map((item) =>
    item.record && !canAccessModule(permission, recordModules[item.record.type], "read")
      ? { ...item, record: { ...item.record, label: `A ${typeNames[item.record.type]} you may not open` } }
      : item,
  );
}

/** Where each type's labels come from: its table, and the columns a label joins with " · ". */
const labelSources: readonly { type: RecordType; table: PgTable; id: PgColumn; parts: PgColumn[] }[] = [
  { type: "asset", table: assets, id: assets.id, parts: [assets.adId, assets.title] },
  { type: "element", table: elements, id: elements.id, parts: [elements.title] },
  {
    type: "contract",
    table: contracts,
    id: contracts.id,
    parts: [contracts.contractNumber, contracts.title],
  },
  { type: "person", table: people, id: people.id, parts: [people.fullName] },
  { type: "company", table: companies, id: companies.id, parts: [companies.legalName] },
  {
    type: "completion-report",
    table: completionReports,
    id: completionReports.id,
    parts: [completionReports.name],
  },
  { type: "report-upload", table: airingUploads, id: airingUploads.id, parts: [airingUploads.fileName] },
];

/**
 * The labels of the records reminders and to-dos point at: "CT00012 · title", "AD-ID · title",
 * names. Read through the caller's client, so another client's record has none (it is missing).
 */
export async function recordLabels(
  db: Db,
  pointers: readonly RecordPointer[],
): Promise<Map<string, AlertRecordRef>> {
  const result = new Map<string, AlertRecordRef>();
  const idsOf = (type: RecordType) => [...new Set(pointers.filter((p) => p.type === type).map((p) => p.id))];
  const put = (type: RecordType, id: number, label: string) =>
    result.set(pointerKey(type, id), { type, id, label });
  for (const source of labelSources) {
    const ids = idsOf(source.type);
    if (ids.length === 0) continue;
    const columns: Record<string, PgColumn> = { id: source.id };
    source.parts.forEach((column, index) => (columns[`part${index}`] = column));
    const rows: Record<string, unknown>[] = await db
      .select(columns)
      .from(source.table)
      .where(anyOf(source.id, ids));
    for (const row of rows) {
      const label = source.parts.map((_, index) => String(row[`part${index}`])).join(" · ");
      put(source.type, Number(row["id"]), label);
    }
  }
  return result;
}

/**
 * Whether the record a reminder points at exists for the caller (the SQL form of having a label):
 * a reminder about no record, or about one the caller's client cannot see, is no alert.
 */
export function recordExistsSql(type: SQL, id: SQL): SQL {
  const cases = labelSources.map(
    (source) =>
      sql`when ${source.type} then exists (select 1 from ${source.table} where ${source.id} = ${id})`,
  );
  return sql`(case ${type} ${sql.join(cases, sql` `)} else false end)`;
}

export function labelOf(
  labels: ReadonlyMap<string, AlertRecordRef>,
  type: string | null,
  id: number | null,
): AlertRecordRef | null {
  if (type === null || id === null) return null;
  return labels.get(pointerKey(type, id)) ?? null;
}

/** The record a reminder or to-do points at must exist: NotFound naming it otherwise. */
export async function assertRecordExists(db: Db, pointer: RecordPointer | null | undefined): Promise<void> {
  if (!pointer) return;
  const labels = await recordLabels(db, [pointer]);
  if (!labels.has(pointerKey(pointer.type, pointer.id))) {
    throw AppError.notFound(`There is no ${typeNames[pointer.type]} with id ${pointer.id}.`);
  }
}
