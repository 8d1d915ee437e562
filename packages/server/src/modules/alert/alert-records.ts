import {
  AppError,
  canAccessModule,
  type AlertRecordRef,
  type ModuleName,
  type UserPermission,
} from "@rightsdesk/domain";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { assets, companies, contracts, elements, people } from "../../db/schema.js";

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
};

const pointerKey = (type: string, id: number) => `${type}:${id}`;

/** The module that guards each kind of record a reminder or to-do may point at. */
const recordModules: Readonly<Record<RecordType, ModuleName>> = {
  asset: "Asset",
  element: "Element",
  contract: "Contracts",
  person: "People",
  company: "Company",
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

/** The labels of the records reminders and to-dos point at: "CT00012 · title", "AD-ID · title", names. */
export async function recordLabels(
  db: Db,
  pointers: readonly RecordPointer[],
): Promise<Map<string, AlertRecordRef>> {
  const result = new Map<string, AlertRecordRef>();
  const idsOf = (type: RecordType) => [...new Set(pointers.filter((p) => p.type === type).map((p) => p.id))];
  const put = (type: RecordType, id: number, label: string) =>
    result.set(pointerKey(type, id), { type, id, label });
  const assetIds = idsOf("asset");
  if (assetIds.length > 0) {
    const rows = await db
      .select({ id: assets.id, title: assets.title, adId: assets.adId })
      .from(assets)
      .where(anyOf(assets.id, assetIds));
    for (const row of rows) put("asset", row.id, `${row.adId} · ${row.title}`);
  }
  const elementIds = idsOf("element");
  if (elementIds.length > 0) {
    const rows = await db
      .select({ id: elements.id, title: elements.title })
      .from(elements)
      .where(anyOf(elements.id, elementIds));
    for (const row of rows) put("element", row.id, row.title);
  }
  const contractIds = idsOf("contract");
  if (contractIds.length > 0) {
    const rows = await db
      .select({ id: contracts.id, number: contracts.contractNumber, title: contracts.title })
      .from(contracts)
      .where(anyOf(contracts.id, contractIds));
    for (const row of rows) put("contract", row.id, `${row.number} · ${row.title}`);
  }
  const personIds = idsOf("person");
  if (personIds.length > 0) {
    const rows = await db
      .select({ id: people.id, name: people.fullName })
      .from(people)
      .where(anyOf(people.id, personIds));
    for (const row of rows) put("person", row.id, row.name);
  }
  const companyIds = idsOf("company");
  if (companyIds.length > 0) {
    const rows = await db
      .select({ id: companies.id, name: companies.legalName })
      .from(companies)
      .where(anyOf(companies.id, companyIds));
    for (const row of rows) put("company", row.id, row.name);
  }
  return result;
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
