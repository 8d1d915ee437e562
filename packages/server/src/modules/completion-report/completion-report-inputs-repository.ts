import { and, asc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import {
  assetUseRights,
  assets,
  contractAssets,
  contracts,
  elements,
  people,
  recordItems,
} from "../../db/schema.js";

/** Contracts that no longer bind anyone: left out of the reconciliation. */
const endedContractStatuses = ["Cancelled", "Voided"];

/**
 * What a completion report is checked against and copied onto, read from other kinds' tables: the
 * spot and its edit versions, its talent contracts and use-right media, the people and elements
 * the report names.
 */
export class CompletionReportInputsRepository {
  constructor(private readonly db: Db) {}

  async asset(id: number) {
    const [row] = await this.db
      .select({
        id: assets.id,
        baseAssetId: assets.baseAssetId,
        title: assets.title,
        adId: assets.adId,
        versionLabel: assets.versionLabel,
        archivedAt: assets.archivedAt,
      })
      .from(assets)
      .where(eq(assets.id, id));
    return row;
  }

  /** The talent contracts linked to any of the spots, with the performer's name. */
  talentContractsOf(assetIds: readonly number[]) {
    return this.db
      .selectDistinct({
        id: contracts.id,
        contractNumber: contracts.contractNumber,
        title: contracts.title,
        personId: people.id,
        performerName: people.fullName,
        union: contracts.union,
        performerCategory: contracts.performerCategory,
        performanceType: contracts.performanceType,
        sessionFeeCents: contracts.sessionFeeCents,
      })
      .from(contractAssets)
      .innerJoin(contracts, eq(contracts.id, contractAssets.contractId))
      .innerJoin(people, eq(people.id, contracts.talentId))
      .where(
        and(
          inArray(contractAssets.assetId, [...assetIds]),
          isNotNull(contracts.talentId),
          notInArray(contracts.status, endedContractStatuses),
        ),
      )
      .orderBy(asc(contracts.id));
  }

  async contract(id: number) {
    const [row] = await this.db
      .select({
        id: contracts.id,
        contractNumber: contracts.contractNumber,
        title: contracts.title,
        talentId: contracts.talentId,
      })
      .from(contracts)
      .where(eq(contracts.id, id));
    return row;
  }

  /** The media of the spot's use rights: where it airs. */
  useRightMediaOf(assetIds: readonly number[]) {
    return this.db
      .select({ mediaType: assetUseRights.mediaType, mediaSubTypes: assetUseRights.mediaSubTypes })
      .from(assetUseRights)
      .where(inArray(assetUseRights.assetId, [...assetIds]));
  }

  async people(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: people.id,
        fullName: people.fullName,
        email: people.email,
        dateOfBirth: people.dateOfBirth,
        archivedAt: people.archivedAt,
      })
      .from(people)
      .where(inArray(people.id, [...ids]));
  }

  /** Items of the people's sections (their work permits, their representation). */
  async personItems(ids: readonly number[], section: string) {
    if (ids.length === 0) return [];
    return this.db
      .select({ personId: recordItems.ownerId, data: recordItems.data })
      .from(recordItems)
      .where(
        and(
          eq(recordItems.ownerType, "person"),
          inArray(recordItems.ownerId, [...ids]),
          eq(recordItems.section, section),
        ),
      )
      .orderBy(asc(recordItems.id));
  }

  async elements(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return this.db
      .select({
        id: elements.id,
        title: elements.title,
        elementType: elements.elementType,
        archivedAt: elements.archivedAt,
      })
      .from(elements)
      .where(inArray(elements.id, [...ids]));
  }
}
