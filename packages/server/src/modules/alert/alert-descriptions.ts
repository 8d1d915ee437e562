import {
  addDays,
  alertKey,
  castHoldingFeeFor,
  codeLabel,
  describeMpuAlert,
  expiringItemKindLabels,
  toIsoDate,
  type AlertRecordRef,
  type ExpiringItemKind,
} from "@rightsdesk/domain";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import {
  assetUseRights,
  assets,
  companies,
  contracts,
  elements,
  people,
  recordItems,
  reminders,
} from "../../db/schema.js";
import { castTermsOf } from "../asset/asset-record.js";
import { CastFeeRepository } from "../asset/cast-fee-repository.js";
import { loadClientRateCard } from "../money/rate-card-repository.js";
import { assetRef, feeAmountOf, type AlertCandidate } from "./alert-candidate.js";
import { labelOf, recordLabels, type RecordType } from "./alert-records.js";
import { assetCompanies } from "./asset-company.js";

/**
 * What the rows of a page say, kind by kind: one query per kind and page (and one per lookup it
 * needs), whatever the size of the library. A row gone since the page was read is left out.
 */

const castItem = alias(recordItems, "cast_item");
const vendor = alias(companies, "vendor");
const day = toIsoDate;

async function personNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: people.id, fullName: people.fullName })
    .from(people)
    .where(anyOf(people.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

/** A page's use rights: what runs out, whose, and the next cycle's holding fee of a union performer. */
export async function describeUseRights(db: Db, ids: readonly number[]): Promise<AlertCandidate[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: assetUseRights.id,
      coveredThrough: assetUseRights.coveredThrough,
      useRightType: assetUseRights.useRightType,
      mediaType: assetUseRights.mediaType,
      castItemId: assetUseRights.castItemId,
      castData: castItem.data,
      contractId: contracts.id,
      contractNumber: contracts.contractNumber,
      contractTitle: contracts.title,
      assetId: assets.id,
      assetTitle: assets.title,
      adId: assets.adId,
    })
    .from(assetUseRights)
    .innerJoin(assets, eq(assets.id, assetUseRights.assetId))
    .leftJoin(castItem, eq(castItem.id, assetUseRights.castItemId))
    .leftJoin(contracts, eq(contracts.id, assetUseRights.contractId))
    .where(anyOf(assetUseRights.id, [...ids]));
  const names = await personNames(
    db,
    rows.map((row) => Number(row.castData?.["personId"])).filter((id) => Number.isInteger(id) && id > 0),
  );
  const companyOf = await assetCompanies(
    db,
    rows.map((row) => row.assetId),
  );
  const castItemIds = rows.flatMap((row) => (row.castItemId === null ? [] : [row.castItemId]));
  const agreed = await new CastFeeRepository(db).agreedHoldingFees(castItemIds);
  const rateCard = castItemIds.length === 0 ? [] : await loadClientRateCard(db);
  return rows.flatMap((row) => {
    if (row.coveredThrough === null) return [];
    const dueDate = day(row.coveredThrough);
    // A union performer's right goes on by paying the next fixed cycle's holding fee.
    const personId = Number(row.castData?.["personId"]);
    const renewal =
      row.castItemId === null
        ? null
        : castHoldingFeeFor(
            {
              ...castTermsOf(row.castData),
              agreedHoldingFeeCents: agreed.get(row.castItemId) ?? null,
              performerId: Number.isInteger(personId) && personId > 0 ? personId : null,
            },
            addDays(dueDate, 1),
            rateCard,
          );
    const person = names.get(personId);
    const related: AlertRecordRef | null =
      row.castItemId !== null && person !== undefined
        ? { type: "person", id: personId, label: person }
        : row.contractId !== null
          ? { type: "contract", id: row.contractId, label: `${row.contractNumber} · ${row.contractTitle}` }
          : null;
    const what = [row.useRightType, row.mediaType]
      .flatMap((code) => (code ? [codeLabel(code)] : []))
      .join(" · ");
    const whose = person === undefined ? "" : ` of ${person}`;
    return [
      {
        key: alertKey("USAGE_RIGHT", "use-right", row.id, dueDate),
        kind: "USAGE_RIGHT" as const,
        dueDate,
        title: `Use right expiring: ${row.assetTitle}`,
        detail: `${what}${whose} covers use through ${dueDate}; renew it or stop the spot's use.`,
        record: assetRef({ id: row.assetId, title: row.assetTitle, adId: row.adId }),
        related,
        companyId: companyOf.get(row.assetId) ?? null,
        amount: feeAmountOf(renewal),
      },
    ];
  });
}

/** A page's assets whose MPU ends: the renegotiation notice window. */
export async function describeMpus(db: Db, ids: readonly number[]): Promise<AlertCandidate[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: assets.id, title: assets.title, adId: assets.adId, mpuEnd: assets.mpuEndDate })
    .from(assets)
    .where(anyOf(assets.id, [...ids]));
  const companyOf = await assetCompanies(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const dueDate = day(row.mpuEnd);
    return {
      key: alertKey("MPU_EXPIRE", "asset", row.id, dueDate),
      kind: "MPU_EXPIRE" as const,
      dueDate,
      title: `MPU expiring: ${row.title}`,
      detail: describeMpuAlert(dueDate),
      record: assetRef(row),
      related: null,
      companyId: companyOf.get(row.id) ?? null,
      amount: null,
    };
  });
}

/** A page's contracts: talent contracts with their talent, MSAs with their vendor. */
export async function describeContracts(
  db: Db,
  kind: "TALENT_CONTRACT" | "MSA_CONTRACT",
  ids: readonly number[],
): Promise<AlertCandidate[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: contracts.id,
      contractNumber: contracts.contractNumber,
      title: contracts.title,
      family: contracts.family,
      expirationDate: contracts.expirationDate,
      advertiserId: contracts.advertiserId,
      vendorCompanyId: contracts.vendorCompanyId,
      talentId: people.id,
      talentName: people.fullName,
      vendorName: vendor.legalName,
    })
    .from(contracts)
    .leftJoin(people, eq(people.id, contracts.talentId))
    .leftJoin(vendor, eq(vendor.id, contracts.vendorCompanyId))
    .where(anyOf(contracts.id, [...ids]));
  return rows.flatMap((row) => {
    if (row.expirationDate === null) return [];
    const dueDate = day(row.expirationDate);
    const label = `${row.contractNumber} · ${row.title}`;
    const related: AlertRecordRef | null =
      kind === "MSA_CONTRACT"
        ? row.vendorCompanyId !== null && row.vendorName !== null
          ? { type: "company", id: row.vendorCompanyId, label: row.vendorName }
          : null
        : row.talentId !== null && row.talentName !== null
          ? { type: "person", id: row.talentId, label: row.talentName }
          : null;
    const party = related === null ? "" : ` with ${related.label}`;
    return [
      {
        key: alertKey(kind, "contract", row.id, dueDate),
        kind,
        dueDate,
        title: `${kind === "MSA_CONTRACT" ? "MSA" : "Contract"} expiring: ${label}`,
        detail: `${codeLabel(row.family)} contract${party} expires on ${dueDate}; renew it or let it end.`,
        record: { type: "contract" as const, id: row.id, label },
        related,
        companyId: kind === "MSA_CONTRACT" ? row.vendorCompanyId : row.advertiserId,
        amount: null,
      },
    ];
  });
}

/** A page's elements: which licence ends first. */
export async function describeElements(db: Db, ids: readonly number[]): Promise<AlertCandidate[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: elements.id,
      title: elements.title,
      vendorId: elements.vendorId,
      expireDate: elements.earliestExpireDate,
      expireKind: elements.earliestExpireKind,
      expireLabel: elements.earliestExpireLabel,
    })
    .from(elements)
    .where(anyOf(elements.id, [...ids]));
  return rows.flatMap((row) => {
    if (row.expireDate === null) return [];
    const dueDate = day(row.expireDate);
    const what = row.expireLabel ?? `${row.title}: its earliest licence`;
    const source = row.expireKind
      ? ` (earliest expiration: ${expiringItemKindLabels[row.expireKind as ExpiringItemKind] ?? codeLabel(row.expireKind)})`
      : "";
    return [
      {
        key: alertKey("ELEMENT_EXPIRE", "element", row.id, dueDate),
        kind: "ELEMENT_EXPIRE" as const,
        dueDate,
        title: `Element expiring: ${row.title}`,
        detail: `${what} ends on ${dueDate}${source}; renew the licence or replace the element.`,
        record: { type: "element" as const, id: row.id, label: row.title },
        related: null,
        companyId: row.vendorId,
        amount: null,
      },
    ];
  });
}

/** A page's reminders, linked to their record. */
export async function describeReminders(
  db: Db,
  ownerId: number,
  ids: readonly number[],
): Promise<AlertCandidate[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.ownerId, ownerId), anyOf(reminders.id, [...ids])));
  const labels = await recordLabels(
    db,
    rows.flatMap((row) =>
      row.recordType !== null && row.recordId !== null
        ? [{ type: row.recordType as RecordType, id: row.recordId }]
        : [],
    ),
  );
  return rows.flatMap((row) => {
    const dueDate = day(row.remindOn);
    const record = labelOf(labels, row.recordType, row.recordId);
    if (record === null) return [];
    return [
      {
        key: alertKey("REMINDER", "reminder", row.id, dueDate),
        kind: "REMINDER" as const,
        dueDate,
        title: row.title,
        detail: row.note ? `${codeLabel(row.category)}: ${row.note}` : codeLabel(row.category),
        record,
        related: null,
        companyId: null,
        amount: null,
      },
    ];
  });
}
