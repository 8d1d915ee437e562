import {
  addDays,
  alertKey,
  castHoldingFeeFor,
  codeLabel,
  describeMpuAlert,
  expiringItemKindLabels,
  formatMoneyCents,
  holdingFeesDueIn,
  paymentFeeAmount,
  paymentFeeNote,
  toIsoDate,
  type AlertAmount,
  type AlertKindValue,
  type AlertRecordRef,
  type AlertWindow,
  type ExpiringItemKind,
  type IsoDate,
  type PaymentFee,
} from "@rightsdesk/domain";
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne } from "drizzle-orm";
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
import { labelOf, recordLabels, type RecordType } from "./alert-records.js";
import { loadHoldingFeeCast } from "./holding-fee-cast.js";

/**
 * An alert as the records give it, before the window of its company's or user's preference and
 * before its mark: the sources read every candidate due in a range wide enough for any preference.
 */
export interface AlertCandidate {
  key: string;
  kind: AlertKindValue;
  dueDate: IsoDate;
  title: string;
  detail: string;
  record: AlertRecordRef;
  related: AlertRecordRef | null;
  companyId: number | null;
  /** The fee the alert calls for; null when its kind calls for none. */
  amount: AlertAmount | null;
}

/** A fee as an alert's amount: the figure (contract's or confirmed scale) or why there is none. */
function amountOf(fee: PaymentFee | null): AlertAmount | null {
  return fee === null ? null : { cents: paymentFeeAmount(fee), note: paymentFeeNote(fee) };
}

/**
 * What a source is asked for: the range to read, and, for holding fees, which the rules compute
 * per cast member, the window of one cast member's asset company.
 */
export interface SourceRange {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

const day = (value: string): IsoDate => toIsoDate(value);

/** The company of each asset: its primary Advertiser item's company, else its first one's. */
export async function assetCompanies(db: Db, assetIds: readonly number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (assetIds.length === 0) return result;
  const items = await db
    .select({ ownerId: recordItems.ownerId, data: recordItems.data })
    .from(recordItems)
    .where(
      and(
        eq(recordItems.ownerType, "asset"),
        eq(recordItems.section, "Advertiser"),
        anyOf(recordItems.ownerId, [...new Set(assetIds)]),
      ),
    )
    .orderBy(asc(recordItems.ownerId), asc(recordItems.id));
  const primary = new Set<number>();
  for (const item of items) {
    const companyId = Number(item.data["companyId"]);
    if (!Number.isInteger(companyId) || companyId <= 0) continue;
    const isPrimary = item.data["primary"] === true;
    if (!result.has(item.ownerId) || (isPrimary && !primary.has(item.ownerId))) {
      result.set(item.ownerId, companyId);
      if (isPrimary) primary.add(item.ownerId);
    }
  }
  return result;
}

function assetRef(asset: { id: number; title: string; adId: string }): AlertRecordRef {
  return { type: "asset", id: asset.id, label: `${asset.adId} · ${asset.title}` };
}

/**
 * Holding fees: each due cycle of each union cast member, inside the window `windowOf` gives for
 * the asset's company (the rules list only the cycles due in it).
 */
export async function holdingFeeCandidates(
  db: Db,
  windowOf: (companyId: number | null) => AlertWindow,
): Promise<AlertCandidate[]> {
  const cast = await loadHoldingFeeCast(db);
  const companyOf = await assetCompanies(
    db,
    cast.map((row) => row.assetId),
  );
  const result: AlertCandidate[] = [];
  for (const row of cast) {
    const companyId = companyOf.get(row.assetId) ?? null;
    const dues = holdingFeesDueIn(row.terms, windowOf(companyId));
    const who = row.performerCategory
      ? `${row.performer} (${codeLabel(row.performerCategory).toLowerCase()})`
      : row.performer;
    for (const due of dues) {
      const fee = castHoldingFeeFor(row.member, due.start);
      const amount = fee === null ? null : paymentFeeAmount(fee);
      const owed = amount === null ? "no confirmed rate" : formatMoneyCents(amount);
      result.push({
        key: alertKey("HOLDING_FEE", "cast", row.castItemId, due.dueDate),
        kind: "HOLDING_FEE",
        dueDate: due.dueDate,
        title: `Holding fee: ${row.performer} · ${row.assetTitle}`,
        detail:
          `Cycle ${due.number} holding fee for ${who} (${owed}), due by the cycle's first day; ` +
          `cycle runs ${due.start} to ${due.expire}.`,
        record: assetRef({ id: row.assetId, title: row.assetTitle, adId: row.adId }),
        related: { type: "person", id: row.personId, label: row.performer },
        companyId,
        amount: amountOf(fee),
      });
    }
  }
  return result;
}

const castItem = alias(recordItems, "cast_item");

/** Use rights whose last covered day (covered_through) is in the range, on live assets (read through asset_use_rights_expire_idx). */
export async function useRightCandidates(db: Db, range: SourceRange): Promise<AlertCandidate[]> {
  const rows = await db
    .select({
      id: assetUseRights.id,
      cycleExpireDate: assetUseRights.coveredThrough,
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
    .where(
      and(
        gte(assetUseRights.coveredThrough, range.from),
        lte(assetUseRights.coveredThrough, range.to),
        isNull(assets.archivedAt),
      ),
    )
    .orderBy(asc(assetUseRights.coveredThrough), asc(assetUseRights.id));
  const personIds = rows
    .map((row) => Number(row.castData?.["personId"]))
    .filter((id) => Number.isInteger(id) && id > 0);
  const names = await personNames(db, personIds);
  const companyOf = await assetCompanies(
    db,
    rows.map((row) => row.assetId),
  );
  const agreed = await new CastFeeRepository(db).agreedHoldingFees(
    rows.flatMap((row) => (row.castItemId === null ? [] : [row.castItemId])),
  );
  return rows.flatMap((row) => {
    if (row.cycleExpireDate === null) return [];
    const dueDate = day(row.cycleExpireDate);
    // A union performer's right goes on by paying the next fixed cycle's holding fee.
    const renewal =
      row.castItemId === null
        ? null
        : castHoldingFeeFor(
            { ...castTermsOf(row.castData), agreedHoldingFeeCents: agreed.get(row.castItemId) ?? null },
            addDays(dueDate, 1),
          );
    const personId = Number(row.castData?.["personId"]);
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
        kind: "USAGE_RIGHT",
        dueDate,
        title: `Use right expiring: ${row.assetTitle}`,
        detail: `${what}${whose} covers use through ${dueDate}; renew it or stop the spot's use.`,
        record: assetRef({ id: row.assetId, title: row.assetTitle, adId: row.adId }),
        related,
        companyId: companyOf.get(row.assetId) ?? null,
        amount: amountOf(renewal),
      },
    ];
  });
}

async function personNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: people.id, fullName: people.fullName })
    .from(people)
    .where(anyOf(people.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.fullName]));
}

/** Live assets whose MPU ends in the range. */
export async function mpuCandidates(db: Db, range: SourceRange): Promise<AlertCandidate[]> {
  const rows = await db
    .select({ id: assets.id, title: assets.title, adId: assets.adId, mpuEnd: assets.mpuEndDate })
    .from(assets)
    .where(
      and(gte(assets.mpuEndDate, range.from), lte(assets.mpuEndDate, range.to), isNull(assets.archivedAt)),
    )
    .orderBy(asc(assets.mpuEndDate), asc(assets.id));
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

const vendor = alias(companies, "vendor");

/**
 * Contracts expiring in the range, not Voided: talent contracts (UNION, NON UNION) with their
 * talent, or MSAs with their vendor.
 */
export async function contractCandidates(
  db: Db,
  kind: "TALENT_CONTRACT" | "MSA_CONTRACT",
  range: SourceRange,
): Promise<AlertCandidate[]> {
  const families = kind === "MSA_CONTRACT" ? ["MSA"] : ["UNION", "NON UNION"];
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
    .where(
      and(
        inArray(contracts.family, families),
        ne(contracts.status, "Voided"),
        isNotNull(contracts.expirationDate),
        gte(contracts.expirationDate, range.from),
        lte(contracts.expirationDate, range.to),
      ),
    )
    .orderBy(asc(contracts.expirationDate), asc(contracts.id));
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
        record: { type: "contract", id: row.id, label },
        related,
        companyId: kind === "MSA_CONTRACT" ? row.vendorCompanyId : row.advertiserId,
        amount: null,
      },
    ];
  });
}

/** Live elements whose earliest expiration falls in the range. */
export async function elementCandidates(db: Db, range: SourceRange): Promise<AlertCandidate[]> {
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
    .where(
      and(
        isNull(elements.archivedAt),
        gte(elements.earliestExpireDate, range.from),
        lte(elements.earliestExpireDate, range.to),
      ),
    )
    .orderBy(asc(elements.earliestExpireDate), asc(elements.id));
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
        record: { type: "element", id: row.id, label: row.title },
        related: null,
        companyId: row.vendorId,
        amount: null,
      },
    ];
  });
}

/** The owner's reminders dated in the range. */
export async function reminderCandidates(
  db: Db,
  ownerId: number,
  range: SourceRange,
): Promise<AlertCandidate[]> {
  const rows = await db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.ownerId, ownerId),
        gte(reminders.remindOn, range.from),
        lte(reminders.remindOn, range.to),
      ),
    )
    .orderBy(asc(reminders.remindOn), asc(reminders.id));
  const labels = await recordLabels(
    db,
    rows.flatMap((row) =>
      row.recordType !== null && row.recordId !== null
        ? [{ type: row.recordType as RecordType, id: row.recordId }]
        : [],
    ),
  );
  // An alert links to a record; a reminder about no record is on the reminder list and the
  // calendar feed only.
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
