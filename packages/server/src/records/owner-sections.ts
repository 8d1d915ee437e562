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
export interface OwnerSections<Owner = unknown> {
  /** The owner type the items are stored and audited under ("asset"). */
  readonly ownerType: string;
  readonly findSection: (key: string) => RecordSection | undefined;
  /** Fails when the owner does not exist; guards reading its items. */
  readonly findOwnerOrFail: (db: Db, ownerId: number) => Promise<Owner>;
  /** Locks the owner's row and fails when it may not change now (archived, voided, edited by someone else). */
  readonly ownerForChange: (tx: Db, ownerId: number, context: RecordContext) => Promise<Owner>;
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
  /**
   * Refuses (InvalidData naming `section`) a section this owner does not show, such as a company
   * type's or a person's kinds'; called with the owner as `findOwnerOrFail` or `ownerForChange`
   * answered it.
   */
  checkShown?(owner: Owner, section: RecordSection, context: RecordContext): void;
  /** A section the owner no longer shows can still be cleared (a minor who came of age). */
  readonly deleteWhenHidden?: boolean;
  /** The answer's name for the owner's id ("companyId"); `ownerId` when left out. */
  readonly ownerIdField?: string;
  /** What a list answer says besides its items, such as whether the caller may reveal a value. */
  readonly listFlags?: (context: RecordContext) => Record<string, boolean>;
  /** Whether the caller sees sensitive values in full; masked to everyone when left out. */
  readonly seesSensitive?: (context: RecordContext) => boolean;
}

/** The usual `afterChange`: the owner is marked changed by the caller, now. */
export function touchOwner(
  repository: (tx: Db) => { touch(id: number, by: number, now: Date): Promise<void> },
): OwnerSections["afterChange"] {
  return (tx, ownerId, _section, context) =>
    repository(tx).touch(ownerId, context.caller.userId, context.now);
}

/**
 * Lists, adds, updates and deletes an owner's section items over the shared record items, each
 * change in one transaction behind the owner's checks and followed by its `afterChange`; the
 * record items write the audit entries under the owner. A module extends it and names its owner:
 * `class ElementSectionsService extends OwnerSectionsService<ElementSectionKey> { protected readonly
 * owner = elementSections; }`, adding any endpoint of its own beside the four.
 */
export abstract class OwnerSectionsService<
  Key extends string,
  Item = SectionItem<Key>,
  List = { totalRecords: number; records: Item[] },
> {
  protected abstract readonly owner: OwnerSections;

  constructor(
    protected readonly db: Db,
    protected readonly encryption: FieldEncryption,
  ) {}

  async list(sectionKey: string, ownerId: number, context: RecordContext): Promise<List> {
    const owner = await this.owner.findOwnerOrFail(this.db, ownerId);
    const section = this.sectionOf(sectionKey);
    this.owner.checkShown?.(owner, section, context);
    const views = await new RecordItemService(this.db, this.encryption).list(
      { type: this.owner.ownerType, id: ownerId },
      section,
      this.seesSensitive(context),
    );
    const records = views.map((view) => this.toSectionItem(view));
    return { totalRecords: views.length, records, ...this.owner.listFlags?.(context) } as List;
  }

  async add(sectionKey: string, ownerId: number, data: ItemData, context: RecordContext): Promise<Item> {
    const section = this.sectionOf(sectionKey);
    const id = await runInTransaction(this.db, async (tx) => {
      // Read before the optional call: `checkShown?.(...)` would skip its arguments when it is absent.
      const owner = await this.owner.ownerForChange(tx, ownerId, context);
      this.owner.checkShown?.(owner, section, context);
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
    return this.view(section, id, context);
  }

  async update(
    sectionKey: string,
    itemId: number,
    request: { data: ItemData; version?: number | undefined },
    context: RecordContext,
  ): Promise<Item> {
    const section = this.sectionOf(sectionKey);
    await this.change(section, itemId, context, true, (items, item) =>
      items.update(item, section, request.data, request.version, context),
    );
    return this.view(section, itemId, context);
  }

  async delete(sectionKey: string, itemId: number, context: RecordContext): Promise<DoneResponse> {
    const section = this.sectionOf(sectionKey);
    const mustBeShown = !this.owner.deleteWhenHidden;
    await this.change(section, itemId, context, mustBeShown, async (items, item, tx) => {
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
    mustBeShown: boolean,
    work: (items: RecordItemService, item: StoredItem, tx: Db) => Promise<void>,
  ): Promise<void> {
    return runInTransaction(this.db, async (tx) => {
      const items = new RecordItemService(tx, this.encryption);
      const { ownerId } = await items.findOrFail(this.owner.ownerType, section, itemId);
      const owner = await this.owner.ownerForChange(tx, ownerId, context);
      if (mustBeShown) this.owner.checkShown?.(owner, section, context);
      // Read again under the owner's row lock: the item as it is now, not before the wait.
      await work(items, await items.findOrFail(this.owner.ownerType, section, itemId), tx);
      await this.owner.afterChange(tx, ownerId, section, context);
    });
  }

  private async view(section: RecordSection, itemId: number, context: RecordContext): Promise<Item> {
    const items = new RecordItemService(this.db, this.encryption);
    const item = await items.findOrFail(this.owner.ownerType, section, itemId);
    return this.toSectionItem(await items.view(section, item, this.seesSensitive(context)));
  }

  private seesSensitive(context: RecordContext): boolean {
    return this.owner.seesSensitive?.(context) ?? false;
  }

  /** A section named in a path; the path schema already refused unknown ones. */
  protected sectionOf(key: string): RecordSection {
    const section = this.owner.findSection(key);
    if (!section) throw new Error(`Unknown ${this.owner.ownerType} section ${key}.`);
    return section;
  }

  private toSectionItem(view: ItemView): Item {
    const { ownerId, ...rest } = view;
    return { ...rest, [this.owner.ownerIdField ?? "ownerId"]: ownerId, section: view.section as Key } as Item;
  }
}
