import { AppError, type FieldError } from "@rightsdesk/domain";
import { diffFields, writeAudit, type AuditEvent } from "../audit/audit-log.js";
import type { Db } from "../db/database.js";
import { invalidField, staleVersion } from "../errors/app-errors.js";
import { auditFrom, type RecordContext } from "./record-context.js";
import type { FieldEncryption } from "./field-encryption.js";
import {
  auditFieldsOf,
  decryptSecrets,
  encryptSecrets,
  hiddenAuditFields,
  parseItemData,
  viewItemData,
  type ItemData,
  type RecordSection,
} from "./record-item-data.js";
import { RecordItemRepository, type StoredItem } from "./record-item-repository.js";
import { ItemReferences, type ItemOwner } from "./record-item-references.js";

export type { ItemOwner } from "./record-item-references.js";

/** An item as the API answers it; `labels` names the companies and people its references point at. */
export interface ItemView {
  id: number;
  ownerId: number;
  section: string;
  data: ItemData;
  labels: Record<string, string>;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
  version: number;
}

export type ItemCheck = { plain: ItemData; errors?: undefined } | { errors: FieldError[] };

type ItemVerb = "create" | "update" | "delete";

export function invalidItem(errors: readonly FieldError[]): AppError {
  const fields = [...new Set(errors.map((error) => error.field))].join(", ");
  return AppError.invalidData(`Some values are missing or not valid: ${fields}.`, errors);
}

function lowerFirst(key: string): string {
  return key.charAt(0).toLowerCase() + key.slice(1);
}

/**
 * The items of a record's sections (a company's addresses, staff, banks...), for any owner type:
 * validated by the section's schema, sensitive fields encrypted at rest and masked on read,
 * company and person references checked, optimistic concurrency by version, and an audit entry per change.
 * Construct it with the transaction's `db`; the owner's own rules (exists, not archived, not
 * locked by someone else) are the caller's to check first.
 */
export class RecordItemService {
  private readonly items: RecordItemRepository;
  private readonly references: ItemReferences;

  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {
    this.items = new RecordItemRepository(db);
    this.references = new ItemReferences(this.items);
  }

  async list(owner: ItemOwner, section: RecordSection, canSeeSensitive: boolean): Promise<ItemView[]> {
    const rows = await this.items.list(owner.type, owner.id, section.key);
    return this.views(section, rows, canSeeSensitive);
  }

  find(ownerType: string, section: RecordSection, id: number): Promise<StoredItem | undefined> {
    return this.items.find(ownerType, section.key, id);
  }

  async findOrFail(ownerType: string, section: RecordSection, id: number): Promise<StoredItem> {
    const item = await this.find(ownerType, section, id);
    if (!item) throw AppError.notFound(`There is no ${section.itemLabel} with id ${id}.`);
    return item;
  }

  /**
   * Validates an item (errors named `<prefix>.<field>`) and its company references. `before` is
   * the stored item being updated: its secrets stand in for masked values sent back unchanged.
   */
  async check(
    owner: ItemOwner,
    section: RecordSection,
    input: ItemData,
    before: StoredItem | undefined,
    prefix = "data",
  ): Promise<ItemCheck> {
    const kept = before ? await decryptSecrets(section, before.data, this.encryption) : {};
    const parsed = parseItemData(section, input, kept, prefix);
    if (parsed.errors) return parsed;
    const errors = await this.references.check(owner, section, parsed.data, kept, prefix);
    return errors.length > 0 ? { errors } : { plain: parsed.data };
  }

  /** Refuses a second item in a section that holds one. */
  async checkRoom(owner: ItemOwner, section: RecordSection): Promise<void> {
    if (section.cardinality !== "one") return;
    if ((await this.items.countIn(owner.type, owner.id, section.key)) > 0) {
      throw invalidField(
        "section",
        `This ${owner.type} already has its ${section.itemLabel}; change that one instead of adding another.`,
      );
    }
  }

  async add(
    owner: ItemOwner,
    section: RecordSection,
    input: ItemData,
    context: RecordContext,
  ): Promise<number> {
    await this.checkRoom(owner, section);
    const checked = await this.check(owner, section, input, undefined);
    if (checked.errors) throw invalidItem(checked.errors);
    return this.insertChecked(owner, section, checked.plain, context);
  }

  /** Stores an item `check` accepted, with its audit entry. */
  async insertChecked(
    owner: ItemOwner,
    section: RecordSection,
    plain: ItemData,
    context: RecordContext,
  ): Promise<number> {
    const stored = await this.toStored(section, plain);
    const id = await this.items.insert(owner, section.key, stored, context.caller.userId, context.now);
    const after = await this.references.withNames(section, plain);
    await writeAudit(this.db, this.auditEvent(owner, section, "create", undefined, after, context));
    return id;
  }

  async update(
    item: StoredItem,
    section: RecordSection,
    input: ItemData,
    version: number | undefined,
    context: RecordContext,
  ): Promise<void> {
    if (version === undefined) {
      throw invalidField("version", `Send the version of the ${section.itemLabel} you edited.`);
    }
    if (version !== item.version) throw staleVersion(section.itemLabel);
    const owner = { type: item.ownerType, id: item.ownerId };
    const checked = await this.check(owner, section, input, item);
    if (checked.errors) throw invalidItem(checked.errors);
    const stored = await this.toStored(section, checked.plain);
    if (!(await this.items.update(item.id, version, stored, context.caller.userId, context.now))) {
      throw staleVersion(section.itemLabel);
    }
    const before = await this.references.withNames(
      section,
      await decryptSecrets(section, item.data, this.encryption),
    );
    const after = await this.references.withNames(section, checked.plain);
    await writeAudit(this.db, this.auditEvent(owner, section, "update", before, after, context));
  }

  async delete(item: StoredItem, section: RecordSection, context: RecordContext): Promise<void> {
    const owner = { type: item.ownerType, id: item.ownerId };
    const before = await this.references.withNames(
      section,
      await decryptSecrets(section, item.data, this.encryption),
    );
    await this.items.delete(item.id);
    await writeAudit(this.db, this.auditEvent(owner, section, "delete", before, undefined, context));
  }

  /** The item with its secrets encrypted, as it is written to the database. */
  toStored(section: RecordSection, plain: ItemData): Promise<ItemData> {
    return encryptSecrets(section, plain, this.encryption);
  }

  /**
   * The audit entry of one item change: on the owner ("company" 7), action
   * "company.address.update", fields named "Address.city", secrets as "[hidden]".
   */
  auditEvent(
    owner: ItemOwner,
    section: RecordSection,
    verb: ItemVerb,
    before: ItemData | undefined,
    after: ItemData | undefined,
    context: RecordContext,
  ): AuditEvent {
    return {
      ...auditFrom(context),
      action: `${owner.type}.${lowerFirst(section.key)}.${verb}`,
      entityType: owner.type,
      entityId: owner.id,
      changes: diffFields(
        auditFieldsOf(section, before),
        auditFieldsOf(section, after),
        hiddenAuditFields(section),
      ),
    };
  }

  async view(section: RecordSection, item: StoredItem, canSeeSensitive: boolean): Promise<ItemView> {
    const [view] = await this.views(section, [item], canSeeSensitive);
    if (!view) throw new Error("The item could not be shown.");
    return view;
  }

  private async views(
    section: RecordSection,
    rows: StoredItem[],
    canSeeSensitive: boolean,
  ): Promise<ItemView[]> {
    const labels = await this.references.labels(
      section,
      rows.map((row) => row.data),
    );
    return Promise.all(
      rows.map(async (row, index) => ({
        id: row.id,
        ownerId: row.ownerId,
        section: row.section,
        data: await viewItemData(section, row.data, this.encryption, canSeeSensitive),
        labels: labels[index] ?? {},
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy,
        version: row.version,
      })),
    );
  }
}
