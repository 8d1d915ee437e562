import {
  AppError,
  canSeeSensitiveData,
  findPersonSection,
  type DoneResponse,
  type PersonSectionItemSchema,
  type PersonSectionKey,
  type PersonSectionListSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { Db } from "../../db/database.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { type RecordContext } from "../../records/record-context.js";
import { decryptSecrets } from "../../records/record-item-data.js";
import type { StoredItem } from "../../records/record-item-repository.js";
import { RecordItemService, type ItemView } from "../../records/record-items.js";
import { invalidField } from "../../errors/app-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { PersonRepository } from "./person-repository.js";
import { findPersonOrFail, personForChange, sectionShownFor, shapeOf } from "./person-rules.js";

type ItemOut = z.input<typeof PersonSectionItemSchema>;

function toSectionItem(view: ItemView): ItemOut {
  const { ownerId, section, ...rest } = view;
  return { ...rest, personId: ownerId, section: section as PersonSectionKey };
}

/** A section named in a path; the path schema already refused unknown ones. */
function sectionOf(key: string) {
  const section = findPersonSection(key);
  if (!section) throw new Error(`Unknown person section ${key}.`);
  return section;
}

/** People's sensitive values are answered masked to everyone; this says who may reveal one. */
function canReveal(context: RecordContext): boolean {
  return canSeeSensitiveData(context.caller.permission, "People");
}

/**
 * The sections of a person (addresses, guardians, banks...): items listed, added, changed and
 * deleted through the shared record items, behind the person's rules: they exist, are active, show
 * the section (their kinds, and minors-only sections while they are under 18), and are not being
 * edited by someone else. Sensitive values always leave masked; `reveal` answers one in full to a
 * caller allowed to see it, and audits that it did.
 */
export class PersonSectionsService {
  constructor(
    private readonly db: Db,
    private readonly encryption: FieldEncryption,
  ) {}

  async list(
    sectionKey: string,
    personId: number,
    context: RecordContext,
  ): Promise<z.input<typeof PersonSectionListSchema>> {
    const person = await findPersonOrFail(this.db, personId);
    const section = sectionShownFor(shapeOf(person, context.now), sectionKey);
    const views = await new RecordItemService(this.db, this.encryption).list(
      { type: "person", id: personId },
      section,
      false,
    );
    return { totalRecords: views.length, records: views.map(toSectionItem), canReveal: canReveal(context) };
  }

  async add(
    sectionKey: string,
    personId: number,
    data: Record<string, unknown>,
    context: RecordContext,
  ): Promise<ItemOut> {
    const section = sectionOf(sectionKey);
    const id = await runInTransaction(this.db, async (tx) => {
      const person = await personForChange(tx, personId, context);
      sectionShownFor(shapeOf(person, context.now), section.key);
      const id = await new RecordItemService(tx, this.encryption).add(
        { type: "person", id: personId },
        section,
        data,
        context,
      );
      await new PersonRepository(tx).touch(personId, context.caller.userId, context.now);
      return id;
    });
    return this.view(section.key, id);
  }

  async update(
    sectionKey: string,
    itemId: number,
    request: { data: Record<string, unknown>; version?: number | undefined },
    context: RecordContext,
  ): Promise<ItemOut> {
    await this.change(sectionKey, itemId, context, true, (items, item, section) =>
      items.update(item, section, request.data, request.version, context),
    );
    return this.view(sectionKey, itemId);
  }

  async delete(sectionKey: string, itemId: number, context: RecordContext): Promise<DoneResponse> {
    // A section the person no longer shows (a minor who came of age) can still be cleared.
    await this.change(sectionKey, itemId, context, false, (items, item, section) =>
      items.delete(item, section, context),
    );
    return { done: true };
  }

  /**
   * One sensitive value in full. The item must exist (NotFound), the field must be one of the
   * section's sensitive fields (InvalidData naming `field`), and the caller must be allowed to see
   * People's sensitive data (Unauthorized). The audit entry names the section and field, never the
   * value.
   */
  async reveal(
    sectionKey: string,
    itemId: number,
    fieldName: string,
    context: RecordContext,
  ): Promise<{ field: string; value: string | null }> {
    const section = sectionOf(sectionKey);
    const item = await new RecordItemService(this.db, this.encryption).findOrFail("person", section, itemId);
    const person = await findPersonOrFail(this.db, item.ownerId);
    sectionShownFor(shapeOf(person, context.now), section.key);
    const field = section.fields.find((candidate) => candidate.name === fieldName);
    if (!field || field.kind !== "secret") {
      throw invalidField("field", `${section.label} have no sensitive field "${fieldName}".`);
    }
    if (!canReveal(context)) {
      throw AppError.unauthorized(
        "You need read access to People's Sensitive data to see this value in full.",
      );
    }
    const plain = await decryptSecrets(section, item.data, this.encryption);
    const value = plain[field.name];
    await writeRecordAudit(this.db, context, "person", item.ownerId, "reveal", [
      { field: "revealed", from: null, to: `${section.key}.${field.name}` },
    ]);
    return { field: field.name, value: typeof value === "string" && value !== "" ? value : null };
  }

  /** Runs a change to an existing item in one transaction, after the person's rules. */
  private change(
    sectionKey: string,
    itemId: number,
    context: RecordContext,
    mustBeShown: boolean,
    work: (
      items: RecordItemService,
      item: StoredItem,
      section: ReturnType<typeof sectionOf>,
    ) => Promise<void>,
  ): Promise<void> {
    const section = sectionOf(sectionKey);
    return runInTransaction(this.db, async (tx) => {
      const items = new RecordItemService(tx, this.encryption);
      const { ownerId } = await items.findOrFail("person", section, itemId);
      const person = await personForChange(tx, ownerId, context);
      if (mustBeShown) sectionShownFor(shapeOf(person, context.now), section.key);
      // Read again under the person's row lock: the item as it is now, not before the wait.
      await work(items, await items.findOrFail("person", section, itemId), section);
      await new PersonRepository(tx).touch(person.id, context.caller.userId, context.now);
    });
  }

  private async view(sectionKey: string, itemId: number): Promise<ItemOut> {
    const section = sectionOf(sectionKey);
    const items = new RecordItemService(this.db, this.encryption);
    const item = await items.findOrFail("person", section, itemId);
    return toSectionItem(await items.view(section, item, false));
  }
}
