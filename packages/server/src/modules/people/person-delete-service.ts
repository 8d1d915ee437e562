import { type DoneResponse, type PersonDependant } from "@rightsdesk/domain";
import { diffFields } from "../../audit/audit-log.js";
import { writeRecordAudit } from "../../records/record-audit-log.js";
import type { BlobStore } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import { type RecordContext } from "../../records/record-context.js";
import { findArchivedForDelete } from "../../records/record-archive.js";
import { describeReferencingItem, findReferencingItems } from "../../records/record-references.js";
import { dependencyError } from "../../errors/app-errors.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { DocumentRepository } from "../documents/document-repository.js";
import { discardContent } from "../documents/document-service.js";
import { PersonPhotoRepository } from "./person-photo-repository.js";
import { describePerson, personAuditFields, personValuesOf } from "./person-record.js";
import { PersonRepository } from "./person-repository.js";
import { archivablePeople, findPersonOrFail } from "./person-rules.js";

/** A person's delete, and the records that depend on them and refuse it. */
export class PersonDeleteService {
  constructor(
    private readonly db: Db,
    private readonly store: BlobStore,
  ) {}

  /** The section items of other records that point at this person. */
  async dependants(id: number): Promise<PersonDependant[]> {
    await findPersonOrFail(this.db, id);
    return (await findReferencingItems(this.db, "person", id)).map((item) => ({
      entityType: item.ownerType,
      entityId: item.ownerId,
      recordId: item.ownerRecordId,
      name: item.ownerName,
      via: `${item.sectionLabel}: ${item.fieldLabel}`,
    }));
  }

  /**
   * Deletes an archived person nothing points at, with their section items, photos, locks and
   * document rows. Refused with DependencyError listing each record that points at them.
   */
  async delete(id: number, context: RecordContext): Promise<DoneResponse> {
    const unused = await runInTransaction(this.db, async (tx) => {
      const person = await findArchivedForDelete(tx, archivablePeople, id, context);
      const dependants = (await findReferencingItems(tx, "person", id)).map(describeReferencingItem);
      if (dependants.length > 0) {
        throw dependencyError(
          `${describePerson(person)} cannot be deleted: other records point at them: ${dependants.join(", ")}. Change them first.`,
          "dependants",
          dependants,
        );
      }
      const blobIds = await new PersonPhotoRepository(tx).deleteAllOf(id);
      await new PersonRepository(tx).delete(id);
      const keys = await new DocumentRepository(tx).deleteUnusedBlobs(blobIds);
      await writeRecordAudit(
        tx,
        context,
        "person",
        id,
        "delete",
        diffFields(personAuditFields(personValuesOf(person)), {}),
      );
      return keys;
    });
    await discardContent(this.store, unused, context.request.log);
    return { done: true };
  }
}
