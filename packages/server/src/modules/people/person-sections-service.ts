import {
  AppError,
  canSeeSensitiveData,
  findPersonSection,
  type PersonSectionItemSchema,
  type PersonSectionKey,
  type PersonSectionListSchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { RecordContext } from "../../records/record-context.js";
import { decryptSecrets } from "../../records/record-item-data.js";
import { RecordItemService } from "../../records/record-items.js";
import { OwnerSectionsService, touchOwner, type OwnerSections } from "../../records/owner-sections.js";
import { invalidField } from "../../errors/app-errors.js";
import { PersonRepository } from "./person-repository.js";
import { findPersonOrFail, personForChange, sectionShownFor, shapeOf } from "./person-rules.js";

/** People's sensitive values are answered masked to everyone; this says who may reveal one. */
function canReveal(context: RecordContext): boolean {
  return canSeeSensitiveData(context.caller.permission, "People");
}

/**
 * Person items sit behind the person's rules: they exist, are active, show the section (their
 * kinds, and minors-only sections while they are under 18), and are not being edited by someone
 * else. A section the person no longer shows (a minor who came of age) can still be cleared.
 */
const personSections: OwnerSections<Parameters<typeof shapeOf>[0]> = {
  ownerType: "person",
  ownerIdField: "personId",
  findSection: findPersonSection,
  findOwnerOrFail: findPersonOrFail,
  ownerForChange: personForChange,
  checkShown: (person, section, context) => sectionShownFor(shapeOf(person, context.now), section.key),
  deleteWhenHidden: true,
  listFlags: (context) => ({ canReveal: canReveal(context) }),
  afterChange: touchOwner((tx) => new PersonRepository(tx)),
};

/**
 * The sections of a person (addresses, guardians, banks...): the shared record items (owner type
 * "person"). Sensitive values always leave masked; `reveal` answers one in full to a caller allowed
 * to see it, and audits that it did.
 */
export class PersonSectionsService extends OwnerSectionsService<
  PersonSectionKey,
  z.input<typeof PersonSectionItemSchema>,
  z.input<typeof PersonSectionListSchema>
> {
  protected readonly owner = personSections;

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
    const section = this.sectionOf(sectionKey);
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
}
