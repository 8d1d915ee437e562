import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { listRecordAuditLog } from "../../records/record-audit-log.js";
import { recordContext } from "../../records/record-context.js";
import { RecordLockService } from "../../records/record-locks.js";
import { ElementSectionsService } from "./element-sections-service.js";
import { ElementService } from "./element-service.js";
import { findElementOrFail } from "./element-rules.js";
import { LicenceService } from "./licence-service.js";

export type ElementEndpoint =
  | "listElements"
  | "listArchivedElements"
  | "getElementById"
  | "createElement"
  | "updateElement"
  | "archiveElement"
  | "restoreElement"
  | "deleteElement"
  | "listElementLicences"
  | "addElementLicence"
  | "updateElementLicence"
  | "deleteElementLicence"
  | "listElementLinkedAssets"
  | "listElementSectionItems"
  | "addElementSectionItem"
  | "updateElementSectionItem"
  | "deleteElementSectionItem"
  | "listElementLogs"
  | "getElementLockStatus"
  | "lockElement"
  | "extendElementLock"
  | "releaseElementLock";

/**
 * The Element module: lists, profile, licences, linked assets, sections, logs and edit locks. (Its
 * documents tab is wired with the other documents tabs, in modules/documents.)
 */
export function elementHandlers(db: Db, encryption: FieldEncryption): Pick<Handlers, ElementEndpoint> {
  const elements = new ElementService(db);
  const licences = new LicenceService(db);
  const sections = new ElementSectionsService(db, encryption);
  const locks = new RecordLockService(db);
  /** Lock and log calls answer NotFound for an element that does not exist. */
  const existing = async (id: number) => (await findElementOrFail(db, id)).id;
  return {
    listElements: ({ body }, context) => elements.list(body, false, context.now),
    listArchivedElements: ({ body }, context) => elements.list(body, true, context.now),
    getElementById: ({ params }, context) => elements.get(params.id, context.now),
    createElement: ({ body }, context) => elements.create(body, recordContext(context)),
    updateElement: ({ params, body }, context) => elements.update(params.id, body, recordContext(context)),
    archiveElement: ({ params }, context) => elements.archive(params.id, recordContext(context)),
    restoreElement: ({ params }, context) => elements.restore(params.id, recordContext(context)),
    deleteElement: ({ params }, context) => elements.delete(params.id, recordContext(context)),
    listElementLicences: ({ params }) => licences.list(params.id),
    addElementLicence: ({ params, body }, context) => licences.add(params.id, body, recordContext(context)),
    updateElementLicence: ({ params, body }, context) =>
      licences.update(params.licenceId, body, recordContext(context)),
    deleteElementLicence: ({ params }, context) => licences.delete(params.licenceId, recordContext(context)),
    listElementLinkedAssets: ({ params }) => elements.linkedAssets(params.id),
    listElementSectionItems: ({ params }) => sections.list(params.section, params.ownerId),
    addElementSectionItem: ({ params, body }, context) =>
      sections.add(params.section, params.ownerId, body.data, recordContext(context)),
    updateElementSectionItem: ({ params, body }, context) =>
      sections.update(params.section, params.itemId, body, recordContext(context)),
    deleteElementSectionItem: ({ params }, context) =>
      sections.delete(params.section, params.itemId, recordContext(context)),
    listElementLogs: async ({ params, body }) =>
      listRecordAuditLog(db, "element", await existing(params.id), body),
    getElementLockStatus: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.status("element", await existing(params.id), caller, now);
    },
    lockElement: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.lock("element", await existing(params.id), caller, now);
    },
    extendElementLock: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.extend("element", await existing(params.id), caller, now);
    },
    releaseElementLock: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.release("element", await existing(params.id), caller, now);
    },
  };
}
