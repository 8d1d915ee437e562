import { isoDateOfInstant, unionList, type personRecordEndpoints } from "@rightsdesk/domain";
import type { BlobStore } from "../../blobs/blob-store.js";
import type { Db } from "../../db/database.js";
import { requireCaller, type Handlers } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { recordContext } from "../../records/record-context.js";
import { recordKindHandlers } from "../../records/record-kind-handlers.js";
import { PersonImportService } from "./person-import-service.js";
import { PersonDeleteService } from "./person-delete-service.js";
import { PersonPhotoService } from "./person-photo-service.js";
import { PersonPictureService } from "./person-picture-service.js";
import { findPersonOrFail } from "./person-rules.js";
import { PersonSectionsService } from "./person-sections-service.js";
import { PersonService } from "./person-service.js";

export type PeopleEndpoint =
  | keyof typeof personRecordEndpoints
  | "listUnions"
  | "lookupPeople"
  | "findPersonDuplicates"
  | "updatePersonStatus"
  | "listPersonDependants"
  | "getPersonPicture"
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
  | "downloadPersonPhotoThumbnail";

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
  const pictures = new PersonPictureService(db);
  /** Lock and log calls answer NotFound for a person who does not exist. */
  const existing = async (id: number) => (await findPersonOrFail(db, id)).id;
  return {
    ...recordKindHandlers({
      singular: "Person",
      recordType: "person",
      db,
      existing,
      reads: people,
      archives: people,
      deletes,
    }),
    listUnions: () => Promise.resolve(unionList),
    listPeople: ({ body }, context) => people.list(body, false, context.now),
    listArchivedPeople: ({ body }, context) => people.list(body, true, context.now),
    lookupPeople: ({ body }) => people.lookup(body),
    findPersonDuplicates: ({ body }) => people.duplicates(body),
    createPerson: ({ body }, context) => people.create(body, recordContext(context)),
    updatePerson: ({ params, body }, context) => people.update(params.id, body, recordContext(context)),
    updatePersonStatus: ({ params, body }, context) =>
      people.updateStatus(params.id, body, recordContext(context)),
    listPersonDependants: ({ params }) => deletes.dependants(params.id),
    getPersonPicture: ({ params }, context) =>
      pictures.picture(params.id, requireCaller(context).permission, isoDateOfInstant(context.now)),
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
  };
}
