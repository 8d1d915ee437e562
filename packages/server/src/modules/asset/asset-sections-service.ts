import {
  findAssetSection,
  shootTypes,
  useRightItemId,
  useRightItemLabel,
  type AssetSectionKey,
  type DoneResponse,
  type assetSectionSchemas,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import type { RecordContext } from "../../records/record-context.js";
import type { RecordSection } from "../../records/record-item-data.js";
import { RecordItemRepository, type StoredItem } from "../../records/record-item-repository.js";
import { RecordItemService, type ItemView } from "../../records/record-items.js";
import { dependencyError, invalidField } from "../admin/admin-errors.js";
import { runInTransaction } from "../admin/run-in-transaction.js";
import { AssetRepository } from "./asset-repository.js";
import { assetForChange, findAssetOrFail, recomputeAssetRights } from "./asset-rules.js";
import { UseRightRepository } from "./use-right-repository.js";

type Schemas = typeof assetSectionSchemas;
type ItemOut = z.input<Schemas["ItemSchema"]>;

/** The section whose items are the performers: their names label the use rights that point at them. */
const CAST = "Cast";

function toSectionItem(view: ItemView): ItemOut {
  return { ...view, section: view.section as AssetSectionKey };
}

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

/** A section named in a path; the path schema already refused unknown ones. */
function sectionOf(key: string): RecordSection {
  const section = findAssetSection(key);
  if (!section) throw new Error(`Unknown asset section ${key}.`);
  return section;
}

/**
 * The sections of an asset (cast, crew, locations, sessions, advertisers...): the shared record
 * items (owner type "asset") behind the asset's rules — it exists, is active for changes, and is
 * not being edited by someone else. Changes are audited under the asset, so its Logs tab shows
 * them. A cast member names the holder of the use rights that point at it, so any change to a Cast
 * item recomputes the asset's status, and a cast member with use rights cannot be deleted.
 */
export class AssetSectionsService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async list(sectionKey: string, assetId: number): Promise<z.input<Schemas["ListSchema"]>> {
    await findAssetOrFail(this.db, assetId);
    const views = await new RecordItemService(this.db, this.encryption).list(
      { type: "asset", id: assetId },
      sectionOf(sectionKey),
      false,
    );
    return { totalRecords: views.length, records: views.map(toSectionItem) };
  }

  async add(
    sectionKey: string,
    assetId: number,
    data: Record<string, unknown>,
    context: RecordContext,
  ): Promise<ItemOut> {
    const section = sectionOf(sectionKey);
    const id = await runInTransaction(this.db, async (tx) => {
      await assetForChange(tx, assetId, context);
      // Under the asset's row lock, so two locations added at once take different numbers.
      const numbered = await withLocationNumber(tx, section, assetId, data);
      const id = await new RecordItemService(tx, this.encryption).add(
        { type: "asset", id: assetId },
        section,
        numbered,
        context,
      );
      await this.afterChange(tx, section, assetId, context);
      return id;
    });
    return this.view(section, id);
  }

  async update(
    sectionKey: string,
    itemId: number,
    request: { data: Record<string, unknown>; version?: number | undefined },
    context: RecordContext,
  ): Promise<ItemOut> {
    const section = sectionOf(sectionKey);
    await this.change(section, itemId, context, (items, item) =>
      items.update(item, section, request.data, request.version, context),
    );
    return this.view(section, itemId);
  }

  async delete(sectionKey: string, itemId: number, context: RecordContext): Promise<DoneResponse> {
    const section = sectionOf(sectionKey);
    await this.change(section, itemId, context, async (items, item, tx) => {
      if (section.key === CAST) await refuseCastWithRights(tx, item);
      await items.delete(item, section, context);
    });
    return { done: true };
  }

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

  /** Runs a change to an existing item in one transaction, after the asset's rules. */
  private change(
    section: RecordSection,
    itemId: number,
    context: RecordContext,
    work: (items: RecordItemService, item: StoredItem, tx: Db) => Promise<void>,
  ): Promise<void> {
    return runInTransaction(this.db, async (tx) => {
      const items = new RecordItemService(tx, this.encryption);
      const { ownerId } = await items.findOrFail("asset", section, itemId);
      await assetForChange(tx, ownerId, context);
      // Read again under the asset's row lock: the item as it is now, not before the wait.
      await work(items, await items.findOrFail("asset", section, itemId), tx);
      await this.afterChange(tx, section, ownerId, context);
    });
  }

  /** Marks the asset changed; a cast change may rename a holder, so the asset's status is recomputed. */
  private async afterChange(tx: Db, section: RecordSection, assetId: number, context: RecordContext) {
    if (section.key === CAST) await recomputeAssetRights(tx, assetId, context.now);
    await new AssetRepository(tx).touch(assetId, context.caller.userId, context.now);
  }

  private async view(section: RecordSection, itemId: number): Promise<ItemOut> {
    const items = new RecordItemService(this.db, this.encryption);
    const item = await items.findOrFail("asset", section, itemId);
    return toSectionItem(await items.view(section, item, false));
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
