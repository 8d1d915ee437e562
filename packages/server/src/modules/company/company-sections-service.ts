import {
  canSeeSensitiveData,
  findCompanySection,
  type CompanySectionItemSchema,
  type CompanySectionListSchema,
  type CompanySectionKey,
  type DoneResponse,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { Db } from "../../db/database.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import type { RecordContext } from "../../records/record-context.js";
import { RecordItemService, type ItemView } from "../../records/record-items.js";
import type { StoredItem } from "../../records/record-item-repository.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { CompanyRepository } from "./company-repository.js";
import { companyForChange, findCompanyOrFail, sectionShownFor } from "./company-rules.js";

type ItemOut = z.input<typeof CompanySectionItemSchema>;

function toSectionItem(view: ItemView): ItemOut {
  const { ownerId, section, ...rest } = view;
  return { ...rest, companyId: ownerId, section: section as CompanySectionKey };
}

function canSeeSensitive(context: RecordContext): boolean {
  return canSeeSensitiveData(context.caller.permission, "Company");
}

/** A section named in a path; the path schema already refused unknown ones. */
function sectionOf(key: string) {
  const section = findCompanySection(key);
  if (!section) throw new Error(`Unknown company section ${key}.`);
  return section;
}

/**
 * The sections of a company (addresses, staff, banks...): items listed, added, changed and deleted
 * through the shared record items, behind the company's own rules: it exists, is active, shows the
 * section, and is not being edited by someone else.
 */
export class CompanySectionsService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async list(
    sectionKey: string,
    companyId: number,
    context: RecordContext,
  ): Promise<z.input<typeof CompanySectionListSchema>> {
    const company = await findCompanyOrFail(this.db, companyId);
    const section = sectionShownFor(company.mainType, sectionKey);
    const visible = canSeeSensitive(context);
    const views = await new RecordItemService(this.db, this.encryption).list(
      { type: "company", id: companyId },
      section,
      visible,
    );
    return { totalRecords: views.length, records: views.map(toSectionItem), canSeeSensitive: visible };
  }

  async add(
    sectionKey: string,
    companyId: number,
    data: Record<string, unknown>,
    context: RecordContext,
  ): Promise<ItemOut> {
    const section = sectionOf(sectionKey);
    const id = await runInTransaction(this.db, async (tx) => {
      const company = await companyForChange(tx, companyId, context);
      sectionShownFor(company.mainType, section.key);
      const id = await new RecordItemService(tx, this.encryption).add(
        { type: "company", id: companyId },
        section,
        data,
        context,
      );
      await new CompanyRepository(tx).touch(companyId, context.caller.userId, context.now);
      return id;
    });
    return this.view(sectionKey, id, context);
  }

  async update(
    sectionKey: string,
    itemId: number,
    request: { data: Record<string, unknown>; version?: number | undefined },
    context: RecordContext,
  ): Promise<ItemOut> {
    await this.change(sectionKey, itemId, context, (items, item, section) =>
      items.update(item, section, request.data, request.version, context),
    );
    return this.view(sectionKey, itemId, context);
  }

  async delete(sectionKey: string, itemId: number, context: RecordContext): Promise<DoneResponse> {
    await this.change(sectionKey, itemId, context, (items, item, section) =>
      items.delete(item, section, context),
    );
    return { done: true };
  }

  /** Runs a change to an existing item in one transaction, after the company's rules. */
  private change(
    sectionKey: string,
    itemId: number,
    context: RecordContext,
    work: (
      items: RecordItemService,
      item: StoredItem,
      section: ReturnType<typeof sectionOf>,
    ) => Promise<void>,
  ): Promise<void> {
    const section = sectionOf(sectionKey);
    return runInTransaction(this.db, async (tx) => {
      const items = new RecordItemService(tx, this.encryption);
      const { ownerId } = await items.findOrFail("company", section, itemId);
      const company = await companyForChange(tx, ownerId, context);
      sectionShownFor(company.mainType, section.key);
      // Read again under the company's row lock: the item as it is now, not before the wait.
      await work(items, await items.findOrFail("company", section, itemId), section);
      await new CompanyRepository(tx).touch(company.id, context.caller.userId, context.now);
    });
  }

  private async view(sectionKey: string, itemId: number, context: RecordContext): Promise<ItemOut> {
    const section = sectionOf(sectionKey);
    const items = new RecordItemService(this.db, this.encryption);
    const item = await items.findOrFail("company", section, itemId);
    return toSectionItem(await items.view(section, item, canSeeSensitive(context)));
  }
}
