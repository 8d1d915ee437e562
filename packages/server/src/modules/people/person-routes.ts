import { unionList } from "@rightsdesk/domain";
import type { BlobStore } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { recordContext } from "../../records/record-context.js";
import { listRecordAuditLog } from "../../records/record-audit-log.js";
import { RecordLockService } from "../../records/record-locks.js";
import { PersonImportService } from "./person-import-service.js";
import { PersonDeleteService } from "./person-delete-service.js";
import { PersonPhotoService } from "./person-photo-service.js";
import { findPersonOrFail } from "./person-rules.js";
import { PersonSectionsService } from "./person-sections-service.js";
import { PersonService } from "./person-service.js";

export type PeopleEndpoint =
  | "listUnions"
  | "listPeople"
  | "listArchivedPeople"
  | "lookupPeople"
  | "findPersonDuplicates"
  | "getPersonById"
  | "createPerson"
  | "updatePerson"
  | "updatePersonStatus"
  | "archivePerson"
  | "restorePerson"
  | "listPersonDependants"
  | "deletePerson"
  | "importPeople"
  | "listPersonSectionItems"
  | "addPersonSectionItem"
  | "updatePersonSectionItem"
  | "deletePersonSectionItem"
  | "revealPersonSecret"
  | "listPersonPhotos"
  | "savePersonPhoto"
  | "setPrimaryPersonPhoto"
  | "deletePersonPhoto"
  | "downloadPersonPhoto"
  | "downloadPersonPhotoThumbnail"
  | "listPersonLogs"
  | "getPersonLockStatus"
  | "lockPerson"
  | "extendPersonLock"
  | "releasePersonLock";

export interface PeopleHandlerOptions {
  db: Db;
  encryption: FieldEncryption;
  store: BlobStore;
}

/** The People module: lists, profile, sections and reveals, photos, import, logs and edit locks. */
export function peopleHandlers({
  db,
  encryption,
  store,
}: PeopleHandlerOptions): Pick<Handlers, PeopleEndpoint> {
  const people = new PersonService(db, encryption);
  const deletes = new PersonDeleteService(db, store);
  const sections = new PersonSectionsService(db, encryption);
  const photos = new PersonPhotoService(db, store);
  const imports = new PersonImportService(db, encryption);
  const locks = new RecordLockService(db);
  /** Lock and log calls answer NotFound for a person who does not exist. */
  const existing = async (id: number) => (await findPersonOrFail(db, id)).id;
  return {
    listUnions: () => Promise.resolve(unionList),
    listPeople: ({ body }, context) => people.list(body, false, context.now),
    listArchivedPeople: ({ body }, context) => people.list(body, true, context.now),
    lookupPeople: ({ body }) => people.lookup(body),
    findPersonDuplicates: ({ body }) => people.duplicates(body),
    getPersonById: ({ params }, context) => people.get(params.id, context.now),
    createPerson: ({ body }, context) => people.create(body, recordContext(context)),
    updatePerson: ({ params, body }, context) => people.update(params.id, body, recordContext(context)),
    updatePersonStatus: ({ params, body }, context) =>
      people.updateStatus(params.id, body, recordContext(context)),
    archivePerson: ({ params }, context) => people.archive(params.id, recordContext(context)),
    restorePerson: ({ params }, context) => people.restore(params.id, recordContext(context)),
    listPersonDependants: ({ params }) => deletes.dependants(params.id),
    deletePerson: ({ params }, context) => deletes.delete(params.id, recordContext(context)),
    importPeople: ({ body }, context) => imports.import(body, recordContext(context)),
    listPersonSectionItems: ({ params }, context) =>
      sections.list(params.section, params.personId, recordContext(context)),
    addPersonSectionItem: ({ params, body }, context) =>
      sections.add(params.section, params.personId, body.data, recordContext(context)),
    updatePersonSectionItem: ({ params, body }, context) =>
      sections.update(params.section, params.itemId, body, recordContext(context)),
    deletePersonSectionItem: ({ params }, context) =>
      sections.delete(params.section, params.itemId, recordContext(context)),
    revealPersonSecret: ({ params, body }, context) =>
      sections.reveal(params.section, params.itemId, body.field, recordContext(context)),
    listPersonPhotos: ({ params }) => photos.list(params.personId),
    savePersonPhoto: ({ params, body }, context) =>
      photos.save(params.personId, body, recordContext(context)),
    setPrimaryPersonPhoto: ({ params }, context) => photos.setPrimary(params.photoId, recordContext(context)),
    deletePersonPhoto: ({ params }, context) => photos.delete(params.photoId, recordContext(context)),
    downloadPersonPhoto: ({ params }) => photos.download(params.photoId, "image"),
    downloadPersonPhotoThumbnail: ({ params }) => photos.download(params.photoId, "thumbnail"),
    listPersonLogs: async ({ params, body }) =>
      listRecordAuditLog(db, "person", await existing(params.id), body),
    getPersonLockStatus: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.status("person", await existing(params.id), caller, now);
    },
    lockPerson: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.lock("person", await existing(params.id), caller, now);
    },
    extendPersonLock: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.extend("person", await existing(params.id), caller, now);
    },
    releasePersonLock: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.release("person", await existing(params.id), caller, now);
    },
  };
}
