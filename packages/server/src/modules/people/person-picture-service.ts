import {
  canAccessModule,
  realDate,
  standCastCycles,
  type IsoDate,
  type PersonPicture,
  type PersonSpot,
  type UserPermission,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { loadHoldingFeeCast } from "../alert/holding-fee-cast.js";
import { PersonPictureRepository, type PersonSpotRow } from "./person-picture-repository.js";
import { findPersonOrFail } from "./person-rules.js";

const textOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

function spotOf(row: PersonSpotRow): PersonSpot {
  return {
    castItemId: row.castItemId,
    assetId: row.assetId,
    adId: row.adId,
    title: row.title,
    status: row.status,
    role: textOf(row.data["role"]),
    union: textOf(row.data["union"]),
    performerCategory: textOf(row.data["performerCategory"]),
    editedOut: row.data["editedOut"] === true,
    archived: Boolean(row.archived),
  };
}

/**
 * A person's whole picture: the spots they are cast in, their contracts, their use rights and the
 * holding fees due. Each part is read only when the caller's role reads its module; the holding
 * fees stand on the same rule as the asset's performer cycles and the alerts (standCastCycles).
 */
export class PersonPictureService {
  constructor(private readonly db: Db) {}

  async picture(personId: number, permission: UserPermission, today: IsoDate): Promise<PersonPicture> {
    await findPersonOrFail(this.db, personId);
    const repository = new PersonPictureRepository(this.db);
    const readsAssets = canAccessModule(permission, "Asset", "read");
    const readsContracts = canAccessModule(permission, "Contracts", "read");

    const spotRows = readsAssets ? await repository.spots(personId) : [];
    const rights = readsAssets ? await repository.useRights(spotRows.map((row) => row.castItemId)) : [];
    const cast = readsAssets ? await loadHoldingFeeCast(this.db, { personId }) : [];
    const contracts = readsContracts ? await repository.contracts(personId) : [];

    return {
      today,
      spots: readsAssets ? spotRows.map(spotOf) : null,
      contracts: readsContracts
        ? contracts.map((row) => ({
            ...row,
            startDate: realDate(row.startDate),
            expirationDate: realDate(row.expirationDate),
          }))
        : null,
      useRights: readsAssets
        ? rights.map((row) => ({
            ...row,
            startCycleDate: realDate(row.startCycleDate),
            cycleExpireDate: realDate(row.cycleExpireDate),
            coveredThrough: realDate(row.coveredThrough),
          }))
        : null,
      holdingFees: readsAssets
        ? cast.map((row) => {
            const standing = standCastCycles(row.member, row.terms, today, row.rateCard);
            return {
              castItemId: row.castItemId,
              assetId: row.assetId,
              adId: row.adId,
              assetTitle: row.assetTitle,
              union: row.union,
              paidThrough: standing.paidThrough,
              unpaid: standing.unpaid,
              nextDue: standing.nextDue,
            };
          })
        : null,
    };
  }
}
