import {
  findAssetSection,
  shootTypes,
  useRightItemId,
  useRightItemLabel,
  type AssetSectionKey,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import type { RecordSection } from "../../records/record-item-data.js";
import { RecordItemRepository, type StoredItem } from "../../records/record-item-repository.js";
import { OwnerSectionsService, type OwnerSections } from "../../records/owner-sections.js";
import { dependencyError, invalidField } from "../../errors/app-errors.js";
import { AssetRepository } from "./asset-repository.js";
import { assetForChange, findAssetOrFail, recomputeAssetRights } from "./asset-rules.js";
import { UseRightRepository } from "./use-right-repository.js";

/** The section whose items are the performers: their names label the use rights that point at them. */
const CAST = "Cast";

async function nextLocationNumberOf(db: Db, assetId: number, shootType: string) {
  const locations = await new RecordItemRepository(db).list("asset", assetId, "Location");
  const number = 1 + locations.filter((item) => item.data["shootType"] === shootType).length;
  return { shootType, number, locationNumber: `${shootType} ${number}` };
}

/** A new location sent without a number takes the next one of its shoot type ("Filming 3"). */
async function withLocationNumber(
  db: Db,
  section: RecordSection,
  assetId: number,
  data: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const given = data["locationNumber"];
  const shootType = shootTypes.find((type) => type === data["shootType"]);
  const blank = given === undefined || given === null || (typeof given === "string" && given.trim() === "");
  if (section.key !== "Location" || !blank || shootType === undefined) return data;
  const { locationNumber } = await nextLocationNumberOf(db, assetId, shootType);
  return { ...data, locationNumber };
}

/**
 * Asset items sit behind the asset's rules: it exists, is active, and is not being edited by
 * someone else. A cast member names the holder of the use rights that point at it, so any change
 * to a Cast item recomputes the asset's status (Session items too: production days move the MPU),
 * and a cast member with use rights cannot be deleted.
 */
const assetSections: OwnerSections = {
  ownerType: "asset",
  findSection: findAssetSection,
  findOwnerOrFail: findAssetOrFail,
  ownerForChange: assetForChange,
  afterChange: async (tx, assetId, section, context) => {
    // The cast and the sessions decide the fixed cycles and the MPU.
    if (section.key === CAST || section.key === "Session")
      await recomputeAssetRights(tx, assetId, context.now);
    await new AssetRepository(tx).touch(assetId, context.caller.userId, context.now);
  },
  // Under the asset's row lock, so two locations added at once take different numbers.
  prepareAdd: withLocationNumber,
  beforeDelete: async (tx, section, item) => {
    if (section.key === CAST) await refuseCastWithRights(tx, item);
  },
};

/**
 * The sections of an asset (cast, crew, locations, sessions, advertisers...): the shared record
 * items (owner type "asset"), audited under the asset so its Logs tab shows them.
 */
export class AssetSectionsService extends OwnerSectionsService<AssetSectionKey> {
  protected readonly owner = assetSections;

  /** "Filming 3": one past the asset's locations of that shoot type. */
  async nextLocationNumber(
    assetId: number,
    type: string,
  ): Promise<{ shootType: string; number: number; locationNumber: string }> {
    await findAssetOrFail(this.db, assetId);
    const shootType = shootTypes.find((candidate) => candidate.toLowerCase() === type.toLowerCase());
    if (!shootType) {
      throw invalidField("type", `Choose a shoot type: ${shootTypes.join(", ")}.`);
    }
    return nextLocationNumberOf(this.db, assetId, shootType);
  }
}

/** A cast member's use rights are theirs: delete or move them first. */
async function refuseCastWithRights(tx: Db, item: StoredItem): Promise<void> {
  const rights = await new UseRightRepository(tx).ofCastItem(item.id);
  if (rights.length === 0) return;
  const named = rights.map(
    (right) => `${useRightItemId(right.id)} ${useRightItemLabel({ ...right, holder: right.holderName })}`,
  );
  throw dependencyError(
    `This cast member has ${rights.length} use ${rights.length === 1 ? "right" : "rights"}: ${named.join(", ")}. Delete them first.`,
    "useRights",
    named,
  );
}
