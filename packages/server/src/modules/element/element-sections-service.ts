import {
  findElementSection,
  type DoneResponse,
  type ElementSectionKey,
  type elementSectionSchemas,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import type { RecordContext } from "../../records/record-context.js";
import type { RecordSection } from "../../records/record-item-data.js";
import type { StoredItem } from "../../records/record-item-repository.js";
import { RecordItemService, type ItemView } from "../../records/record-items.js";
import { runInTransaction } from "../admin/run-in-transaction.js";
import { ElementRepository } from "./element-repository.js";
import { elementForChange, findElementOrFail } from "./element-rules.js";

type Schemas = typeof elementSectionSchemas;
type ItemOut = z.input<Schemas["ItemSchema"]>;

function toSectionItem(view: ItemView): ItemOut {
  return { ...view, section: view.section as ElementSectionKey };
}

function sectionOf(key: string): RecordSection {
  const section = findElementSection(key);
  if (!section) throw new Error(`Unknown element section ${key}.`);
  return section;
}

/**
 * The sections of an element (tracks, creators, rights holders, payment invoices...): the shared
 * record items (owner type "element") behind the element's rules — it exists, is active for
 * changes, and is not being edited by someone else. Audited under the element.
 */
export class ElementSectionsService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async list(sectionKey: string, elementId: number): Promise<z.input<Schemas["ListSchema"]>> {
    await findElementOrFail(this.db, elementId);
    const views = await new RecordItemService(this.db, this.encryption).list(
      { type: "element", id: elementId },
      sectionOf(sectionKey),
      false,
    );
    return { totalRecords: views.length, records: views.map(toSectionItem) };
  }

  async add(
    sectionKey: string,
    elementId: number,
    data: Record<string, unknown>,
    context: RecordContext,
  ): Promise<ItemOut> {
    const section = sectionOf(sectionKey);
    const id = await runInTransaction(this.db, async (tx) => {
      await elementForChange(tx, elementId, context);
      const id = await new RecordItemService(tx, this.encryption).add(
        { type: "element", id: elementId },
        section,
        data,
        context,
      );
      await new ElementRepository(tx).touch(elementId, context.caller.userId, context.now);
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
    await this.change(section, itemId, context, (items, item) => items.delete(item, section, context));
    return { done: true };
  }

  private change(
    section: RecordSection,
    itemId: number,
    context: RecordContext,
    work: (items: RecordItemService, item: StoredItem) => Promise<void>,
  ): Promise<void> {
    return runInTransaction(this.db, async (tx) => {
      const items = new RecordItemService(tx, this.encryption);
      const { ownerId } = await items.findOrFail("element", section, itemId);
      await elementForChange(tx, ownerId, context);
      await work(items, await items.findOrFail("element", section, itemId));
      await new ElementRepository(tx).touch(ownerId, context.caller.userId, context.now);
    });
  }

  private async view(section: RecordSection, itemId: number): Promise<ItemOut> {
    const items = new RecordItemService(this.db, this.encryption);
    const item = await items.findOrFail("element", section, itemId);
    return toSectionItem(await items.view(section, item, false));
  }
}
