import type { DoneResponse } from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { runInTransaction } from "../db/run-in-transaction.js";
import type { FieldEncryption } from "./field-encryption.js";
import type { RecordContext } from "./record-context.js";
import type { RecordSection } from "./record-item-data.js";
import type { StoredItem } from "./record-item-repository.js";
import { RecordItemService, type ItemView } from "./record-items.js";

type ItemData = Record<string, unknown>;

/** An item as a section endpoint answers it: the shared view, named by the owner's section key. */
export type SectionItem<Key extends string> = Omit<ItemView, "section"> & { section: Key };

/** What differs between owners whose sections are plain record items: how to find and guard them. */
export interface OwnerSections {
  /** The owner type the items are stored and audited under ("asset"). */
  readonly ownerType: string;
  readonly findSection: (key: string) => RecordSection | undefined;
  /** Fails when the owner does not exist; guards reading its items. */
  readonly findOwnerOrFail: (db: Db, ownerId: number) => Promise<unknown>;
  /** Locks the owner's row and fails when it may not change now (archived, voided, edited by someone else). */
  readonly ownerForChange: (tx: Db, ownerId: number, context: RecordContext) => Promise<unknown>;
  /** Runs after every add, update and delete, in the same transaction: touch the owner, recompute what depends on items. */
  readonly afterChange: (
    tx: Db,
    ownerId: number,
    section: RecordSection,
    context: RecordContext,
  ) => Promise<void>;
  /** Completes a new item's data under the owner's row lock (e.g. the next number). */
  readonly prepareAdd?: (
    tx: Db,
    section: RecordSection,
    ownerId: number,
    data: ItemData,
  ) => Promise<ItemData>;
  /** Refuses a delete the owner's items still depend on. */
  readonly beforeDelete?: (tx: Db, section: RecordSection, item: StoredItem) => Promise<void>;
}

/**
 * Lists, adds, updates and deletes an owner's section items over the shared record items, each
 * change in one transaction behind the owner's checks and followed by its `afterChange`; the
 * record items write the audit entries under the owner. A module extends it and names its owner:
 * `class ElementSectionsService extends OwnerSectionsService<ElementSectionKey> { protected readonly
 * owner = elementSections; }`, adding any endpoint of its own beside the four.
 */
export abstract class OwnerSectionsService<Key extends string> {
  protected abstract readonly owner: OwnerSections;

  constructor(
    protected readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async list(
    sectionKey: string,
    ownerId: number,
  ): Promise<{ totalRecords: number; records: SectionItem<Key>[] }> {
    await this.owner.findOwnerOrFail(this.db, ownerId);
    const views = await new RecordItemService(this.db, this.encryption).list(
      { type: this.owner.ownerType, id: ownerId },
      this.sectionOf(sectionKey),
      false,
    );
    return { totalRecords: views.length, records: views.map((view) => this.toSectionItem(view)) };
  }

  async add(
    sectionKey: string,
    ownerId: number,
    data: ItemData,
    context: RecordContext,
  ): Promise<SectionItem<Key>> {
    const section = this.sectionOf(sectionKey);
    const id = await runInTransaction(this.db, async (tx) => {
      await this.owner.ownerForChange(tx, ownerId, context);
      const prepared = this.owner.prepareAdd ? await this.owner.prepareAdd(tx, section, ownerId, data) : data;
      const id = await new RecordItemService(tx, this.encryption).add(
        { type: this.owner.ownerType, id: ownerId },
        section,
        prepared,
        context,
      );
      await this.owner.afterChange(tx, ownerId, section, context);
      return id;
    });
    return this.view(section, id);
  }

  async update(
    sectionKey: string,
    itemId: number,
    request: { data: ItemData; version?: number | undefined },
    context: RecordContext,
  ): Promise<SectionItem<Key>> {
    const section = this.sectionOf(sectionKey);
    await this.change(section, itemId, context, (items, item) =>
      items.update(item, section, request.data, request.version, context),
    );
    return this.view(section, itemId);
  }

  async delete(sectionKey: string, itemId: number, context: RecordContext): Promise<DoneResponse> {
    const section = this.sectionOf(sectionKey);
    await this.change(section, itemId, context, async (items, item, tx) => {
      await this.owner.beforeDelete?.(tx, section, item);
      await items.delete(item, section, context);
    });
    return { done: true };
  }

  /** Runs a change to an existing item in one transaction, after the owner's rules. */
  private change(
    section: RecordSection,
    itemId: number,
    context: RecordContext,
    work: (items: RecordItemService, item: StoredItem, tx: Db) => Promise<void>,
  ): Promise<void> {
    return runInTransaction(this.db, async (tx) => {
      const items = new RecordItemService(tx, this.encryption);
      const { ownerId } = await items.findOrFail(this.owner.ownerType, section, itemId);
      await this.owner.ownerForChange(tx, ownerId, context);
      // Read again under the owner's row lock: the item as it is now, not before the wait.
      await work(items, await items.findOrFail(this.owner.ownerType, section, itemId), tx);
      await this.owner.afterChange(tx, ownerId, section, context);
    });
  }

  private async view(section: RecordSection, itemId: number): Promise<SectionItem<Key>> {
    const items = new RecordItemService(this.db, this.encryption);
    const item = await items.findOrFail(this.owner.ownerType, section, itemId);
    return this.toSectionItem(await items.view(section, item, false));
  }

  /** A section named in a path; the path schema already refused unknown ones. */
  private sectionOf(key: string): RecordSection {
    const section = this.owner.findSection(key);
    if (!section) throw new Error(`Unknown ${this.owner.ownerType} section ${key}.`);
    return section;
  }

  private toSectionItem(view: ItemView): SectionItem<Key> {
    return { ...view, section: view.section as Key };
  }
}
