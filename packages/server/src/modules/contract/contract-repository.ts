import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { contractListFields } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import {
  assetUseRights,
  assets,
  companies,
  contractAssets,
  contractTemplates,
  contracts,
  people,
  recordItems,
  recordLocks,
  users,
} from "../../db/schema.js";
import { compileListQuery, defineListColumns, fetchListPage } from "../../lists/index.js";

const talent = alias(people, "talent");
const loanOut = alias(companies, "loan_out");
const agency = alias(companies, "payee_agency");
const vendor = alias(companies, "vendor");
const advertiser = alias(companies, "advertiser");
const creator = alias(users, "creator");
const updater = alias(users, "updater");

/** Who is paid, in words: the loan-out or agency when the payee is one, else the talent (or an MSA's vendor). */
const payeeName = sql<string | null>`case ${contracts.payeeKind}
  when 'Loan-Out-Corp' then (select ${companies.legalName} from ${companies} where ${companies.id} = ${contracts.loanOutCompanyId})
  when 'Talent-Agency' then (select ${companies.legalName} from ${companies} where ${companies.id} = ${contracts.payeeAgencyId})
  else coalesce((select ${people.fullName} from ${people} where ${people.id} = ${contracts.talentId}),
    (select ${companies.legalName} from ${companies} where ${companies.id} = ${contracts.vendorCompanyId})) end`;
const talentName = sql<
  string | null
>`(select ${people.fullName} from ${people} where ${people.id} = ${contracts.talentId})`;

/**
 * The fees marked as an estimate, kept as a FeeEstimate item of the contract (`{ fees: [...] }`):
 * the mark travels with the contract's items (copied with it, removed with it).
 */
const FEE_ESTIMATE_SECTION = "FeeEstimate";
const feeEstimateData = sql`(select ${recordItems.data} -> 'fees' from ${recordItems} where ${recordItems.ownerType} = 'contract' and ${recordItems.ownerId} = ${contracts.id} and ${recordItems.section} = ${FEE_ESTIMATE_SECTION} limit 1)`;
const estimatedFees = sql<string[]>`coalesce(${feeEstimateData}, '[]'::jsonb)`;
const sessionFeeEstimated = sql<boolean>`coalesce(${feeEstimateData} @> '["sessionFeeCents"]'::jsonb, false)`;

/** The contract list's fields bound to SQL (the whitelist is the domain's `contractListFields`). */
export const contractListColumns = defineListColumns(contractListFields, {
  id: contracts.id,
  contractNumber: contracts.contractNumber,
  title: contracts.title,
  family: contracts.family,
  agreement: contracts.agreement,
  talentName,
  payeeName,
  union: contracts.union,
  performerCategory: contracts.performerCategory,
  status: contracts.status,
  payrollStatus: contracts.payrollStatus,
  completeness: contracts.completeness,
  contractDate: contracts.contractDate,
  expirationDate: contracts.expirationDate,
  renewalDate: contracts.renewalDate,
  sessionFeeCents: contracts.sessionFeeCents,
  createdOn: contracts.createdAt,
  updatedOn: contracts.updatedAt,
});

const summaryColumns = {
  id: contracts.id,
  contractNumber: contracts.contractNumber,
  title: contracts.title,
  family: contracts.family,
  agreement: contracts.agreement,
  talentName,
  payeeName,
  union: contracts.union,
  performerCategory: contracts.performerCategory,
  status: contracts.status,
  payrollStatus: contracts.payrollStatus,
  completeness: contracts.completeness,
  contractDate: contracts.contractDate,
  expirationDate: contracts.expirationDate,
  renewalDate: contracts.renewalDate,
  sessionFeeCents: contracts.sessionFeeCents,
  sessionFeeEstimated,
  createdAt: contracts.createdAt,
  updatedAt: contracts.updatedAt,
};
export type ContractSummaryRow = Awaited<ReturnType<ContractRepository["list"]>>["records"][number];

/** The profile columns a create or update writes. */
export interface ContractValues {
  contractNumber: string;
  title: string;
  subtitle: string | null;
  family: string;
  agreement: string;
  templateId: number | null;
  talentId: number | null;
  payeeKind: string | null;
  loanOutCompanyId: number | null;
  payeeAgencyId: number | null;
  vendorCompanyId: number | null;
  advertiserId: number | null;
  union: string | null;
  performerCategory: string | null;
  performanceType: string | null;
  role: string | null;
  contractDate: string;
  startDate: string | null;
  expirationDate: string | null;
  renewalDate: string | null;
  termCount: number | null;
  termUnit: string | null;
  sessionFeeCents: number | null;
  holdingFeeCents: number | null;
  fittingFeeCents: number | null;
  agentFeePercent: number | null;
  phPercent: number | null;
  paymentMode: string | null;
  paymentTiming: string | null;
  existing: boolean;
  signedOn: string | null;
  description: string | null;
}

const recordColumns = {
  id: contracts.id,
  contractNumber: contracts.contractNumber,
  title: contracts.title,
  subtitle: contracts.subtitle,
  family: contracts.family,
  agreement: contracts.agreement,
  templateId: contracts.templateId,
  templateName: contractTemplates.name,
  talentId: contracts.talentId,
  talentName: talent.fullName,
  payeeKind: contracts.payeeKind,
  loanOutCompanyId: contracts.loanOutCompanyId,
  loanOutName: loanOut.legalName,
  payeeAgencyId: contracts.payeeAgencyId,
  payeeAgencyName: agency.legalName,
  vendorCompanyId: contracts.vendorCompanyId,
  vendorName: vendor.legalName,
  advertiserId: contracts.advertiserId,
  advertiserName: advertiser.legalName,
  union: contracts.union,
  performerCategory: contracts.performerCategory,
  performanceType: contracts.performanceType,
  role: contracts.role,
  contractDate: contracts.contractDate,
  startDate: contracts.startDate,
  expirationDate: contracts.expirationDate,
  renewalDate: contracts.renewalDate,
  termCount: contracts.termCount,
  termUnit: contracts.termUnit,
  sessionFeeCents: contracts.sessionFeeCents,
  holdingFeeCents: contracts.holdingFeeCents,
  estimatedFees,
  fittingFeeCents: contracts.fittingFeeCents,
  agentFeePercent: contracts.agentFeePercent,
  phPercent: contracts.phPercent,
  paymentMode: contracts.paymentMode,
  paymentTiming: contracts.paymentTiming,
  existing: contracts.existing,
  signedOn: contracts.signedOn,
  description: contracts.description,
  status: contracts.status,
  payrollStatus: contracts.payrollStatus,
  completeness: contracts.completeness,
  importKey: contracts.importKey,
  createdAt: contracts.createdAt,
  createdBy: creator.userName,
  updatedAt: contracts.updatedAt,
  updatedBy: updater.userName,
  version: contracts.version,
};
export type ContractRow = NonNullable<Awaited<ReturnType<ContractRepository["find"]>>>;

/** What completeness counts besides the profile. */
export interface ContractCounts {
  linkedAssetCount: number;
  useRightCount: number;
  workDayCount: number;
  taxFormCount: number;
}

/** A new contracts row as a create, a copy or a bulk add writes it. */
export type NewContractRow = typeof contracts.$inferInsert;

/** Contracts: the profile row with the names it references, the list, and the counts completeness needs. */
export class ContractRepository {
  constructor(private readonly db: Db) {}

  async find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(recordColumns)
      .from(contracts)
      .leftJoin(contractTemplates, eq(contractTemplates.id, contracts.templateId))
      .leftJoin(talent, eq(talent.id, contracts.talentId))
      .leftJoin(loanOut, eq(loanOut.id, contracts.loanOutCompanyId))
      .leftJoin(agency, eq(agency.id, contracts.payeeAgencyId))
      .leftJoin(vendor, eq(vendor.id, contracts.vendorCompanyId))
      .leftJoin(advertiser, eq(advertiser.id, contracts.advertiserId))
      .leftJoin(creator, eq(creator.id, contracts.createdBy))
      .leftJoin(updater, eq(updater.id, contracts.updatedBy))
      .where(eq(contracts.id, id));
    const [row] = options.forUpdate ? await select.for("update", { of: contracts }) : await select;
    return row;
  }

  list(query: unknown) {
    const compiled = compileListQuery(query, contractListColumns);
    return fetchListPage(compiled, {
      selectPage: ({ where, orderBy, limit, offset }) =>
        this.db
          .select(summaryColumns)
          .from(contracts)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: (where) => this.db.select({ count: count() }).from(contracts).where(where),
    });
  }

  async counts(id: number): Promise<ContractCounts> {
    const [row] = await this.db
      .select({
        linkedAssetCount: sql<number>`(select count(*) from ${contractAssets} where ${contractAssets.contractId} = ${id})::int`,
        useRightCount: sql<number>`(select count(*) from ${assetUseRights} where ${assetUseRights.contractId} = ${id})::int`,
        workDayCount: sql<number>`(select count(*) from ${recordItems} where ${recordItems.ownerType} = 'contract' and ${recordItems.ownerId} = ${id} and ${recordItems.section} = 'WorkDay')::int`,
        taxFormCount: sql<number>`(select count(*) from ${recordItems} where ${recordItems.ownerType} = 'contract' and ${recordItems.ownerId} = ${id} and ${recordItems.section} = 'TaxForm')::int`,
      })
      .from(sql`(select 1) as one`);
    return {
      linkedAssetCount: Number(row?.linkedAssetCount ?? 0),
      useRightCount: Number(row?.useRightCount ?? 0),
      workDayCount: Number(row?.workDayCount ?? 0),
      taxFormCount: Number(row?.taxFormCount ?? 0),
    };
  }

  async workDays(id: number): Promise<Record<string, unknown>[]> {
    const rows = await this.db
      .select({ data: recordItems.data })
      .from(recordItems)
      .where(
        and(
          eq(recordItems.ownerType, "contract"),
          eq(recordItems.ownerId, id),
          eq(recordItems.section, "WorkDay"),
        ),
      )
      .orderBy(sql`${recordItems.data} ->> 'workDate'`, asc(recordItems.id));
    return rows.map((row) => row.data);
  }

  async linkedAssets(id: number) {
    return this.db
      .select({
        assetId: assets.id,
        adId: assets.adId,
        title: assets.title,
        status: assets.status,
        earliestExpireDate: assets.earliestExpireDate,
        castItemId: contractAssets.castItemId,
        linkedAt: contractAssets.linkedAt,
      })
      .from(contractAssets)
      .innerJoin(assets, eq(assets.id, contractAssets.assetId))
      .where(eq(contractAssets.contractId, id))
      .orderBy(asc(contractAssets.linkedAt), asc(assets.id));
  }

  async useRightIdsOf(id: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: assetUseRights.id })
      .from(assetUseRights)
      .where(eq(assetUseRights.contractId, id))
      .orderBy(sql`${assetUseRights.startCycleDate} asc nulls last`, asc(assetUseRights.id));
    return rows.map((row) => row.id);
  }

  async existingNumbers(numbers: readonly string[]): Promise<string[]> {
    if (numbers.length === 0) return [];
    const rows = await this.db
      .select({ n: contracts.contractNumber })
      .from(contracts)
      .where(inArray(contracts.contractNumber, [...numbers]));
    return rows.map((row) => row.n);
  }

  /** The contracts a bulk add already made from these import keys. */
  async findByImportKeys(keys: readonly string[]) {
    if (keys.length === 0) return [];
    return this.db
      .select({ id: contracts.id, number: contracts.contractNumber, key: contracts.importKey })
      .from(contracts)
      .where(inArray(contracts.importKey, [...keys]));
  }

  /** The highest number the server made ("CT00042" → 42), 0 when there is none. */
  async highestServerNumber(): Promise<number> {
    const [row] = await this.db
      .select({
        max: sql<number | null>`max(substring(${contracts.contractNumber} from 3)::bigint)`,
      })
      .from(contracts)
      .where(sql`${contracts.contractNumber} ~ '^CT[0-9]+$'`);
    return Number(row?.max ?? 0);
  }

  /** Serialises number-taking writers: one transaction at a time picks numbers (plain reads go on). */
  async lockNumbers(): Promise<void> {
    await this.db.execute(sql`lock table ${contracts} in share row exclusive mode`);
  }

  async insert(row: NewContractRow): Promise<number> {
    const [inserted] = await this.db.insert(contracts).values(row).returning({ id: contracts.id });
    if (!inserted) throw new Error("The contract was not inserted.");
    return inserted.id;
  }

  insertMany(rows: readonly NewContractRow[]): Promise<{ id: number; number: string }[]> {
    return this.db
      .insert(contracts)
      .values([...rows])
      .returning({ id: contracts.id, number: contracts.contractNumber });
  }

  /** Writes the profile over `version`; false when someone else changed it since. */
  async update(id: number, version: number, values: ContractValues, by: number, now: Date): Promise<boolean> {
    const updated = await this.db
      .update(contracts)
      .set({ ...values, version: sql`${contracts.version} + 1`, updatedAt: now, updatedBy: by })
      .where(and(eq(contracts.id, id), eq(contracts.version, version)))
      .returning({ id: contracts.id });
    return updated.length === 1;
  }

  /** Moves the document or payroll status, storing the completeness it was decided with. */
  async setStatus(
    id: number,
    change: { field: "status" | "payrollStatus"; to: string },
    completeness: "COMPLETE" | "INCOMPLETE",
    by: number,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(contracts)
      .set({
        [change.field]: change.to,
        completeness,
        version: sql`${contracts.version} + 1`,
        updatedAt: now,
        updatedBy: by,
      })
      .where(eq(contracts.id, id));
  }

  async setCompleteness(id: number, completeness: "COMPLETE" | "INCOMPLETE"): Promise<void> {
    await this.db.update(contracts).set({ completeness }).where(eq(contracts.id, id));
  }

  /** Marks the contract changed (an item, a link or a right acquired changed). */
  async touch(id: number, by: number, now: Date): Promise<void> {
    await this.db.update(contracts).set({ updatedAt: now, updatedBy: by }).where(eq(contracts.id, id));
  }

  /** Deletes the contract row and its edit lock (guarantees and links go with it by cascade). */
  async delete(id: number): Promise<void> {
    await this.db
      .delete(recordLocks)
      .where(and(eq(recordLocks.recordType, "contract"), eq(recordLocks.recordId, id)));
    await this.db.delete(contracts).where(eq(contracts.id, id));
  }

  /** The link between a contract and an asset, with the cast item its rights acquired belong to. */
  async findAssetLink(id: number, assetId: number): Promise<{ castItemId: number | null } | undefined> {
    const [link] = await this.db
      .select({ castItemId: contractAssets.castItemId })
      .from(contractAssets)
      .where(and(eq(contractAssets.contractId, id), eq(contractAssets.assetId, assetId)));
    return link;
  }

  async unlinkAsset(id: number, assetId: number): Promise<void> {
    await this.db
      .delete(contractAssets)
      .where(and(eq(contractAssets.contractId, id), eq(contractAssets.assetId, assetId)));
  }

  /** A use right with the contract that acquired it (null for an asset's own right). */
  async findRightAcquired(rightId: number) {
    const [right] = await this.db
      .select({
        contractId: assetUseRights.contractId,
        assetId: assetUseRights.assetId,
        castItemId: assetUseRights.castItemId,
        version: assetUseRights.version,
      })
      .from(assetUseRights)
      .where(eq(assetUseRights.id, rightId));
    return right;
  }

  /** The asset's own rights (no contract holds them), with what decides whether one is the same right. */
  async assetOwnRights(assetId: number) {
    return this.db
      .select({
        id: assetUseRights.id,
        useRightType: assetUseRights.useRightType,
        mediaType: assetUseRights.mediaType,
        mediaSubTypes: assetUseRights.mediaSubTypes,
        startCycleDate: assetUseRights.startCycleDate,
        cycleExpireDate: assetUseRights.cycleExpireDate,
        cycleLength: assetUseRights.cycleLength,
        castItemId: assetUseRights.castItemId,
      })
      .from(assetUseRights)
      .where(and(eq(assetUseRights.assetId, assetId), isNull(assetUseRights.contractId)))
      .orderBy(asc(assetUseRights.id));
  }

  /** Makes an asset's own right one the contract acquired (the same right, not a second one). */
  async acquireExistingRight(rightId: number, contractId: number, by: number, now: Date): Promise<void> {
    await this.db
      .update(assetUseRights)
      .set({
        contractId,
        version: sql`${assetUseRights.version} + 1`,
        updatedAt: now,
        updatedBy: by,
      })
      .where(and(eq(assetUseRights.id, rightId), isNull(assetUseRights.contractId)));
  }

  /** Marks which fees are an estimate (none: the mark is removed). */
  async setFeeEstimates(id: number, fees: readonly string[], by: number, now: Date): Promise<void> {
    await this.db
      .delete(recordItems)
      .where(
        and(
          eq(recordItems.ownerType, "contract"),
          eq(recordItems.ownerId, id),
          eq(recordItems.section, FEE_ESTIMATE_SECTION),
        ),
      );
    if (fees.length === 0) return;
    await this.db.insert(recordItems).values({
      ownerType: "contract",
      ownerId: id,
      section: FEE_ESTIMATE_SECTION,
      data: { fees: [...fees] },
      createdAt: now,
      createdBy: by,
      updatedAt: now,
      updatedBy: by,
    });
  }

  /** The role on the first linked asset's cast row that is this contract's talent, if one is entered. */
  async castRoleOf(id: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ role: sql<string | null>`${recordItems.data} ->> 'role'` })
      .from(contractAssets)
      .innerJoin(recordItems, eq(recordItems.id, contractAssets.castItemId))
      .where(and(eq(contractAssets.contractId, id), sql`coalesce(${recordItems.data} ->> 'role', '') <> ''`))
      .orderBy(asc(contractAssets.linkedAt), asc(contractAssets.assetId))
      .limit(1);
    return row?.role ?? undefined;
  }
}
