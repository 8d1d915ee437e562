import type { elementRecordEndpoints } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { recordContext } from "../../records/record-context.js";
import { recordKindHandlers } from "../../records/record-kind-handlers.js";
import { ElementSectionsService } from "./element-sections-service.js";
import { ElementService } from "./element-service.js";
import { findElementOrFail } from "./element-rules.js";
import { LicenceService } from "./licence-service.js";
import type { LinkedAssets } from "./linked-assets.js";

export type ElementEndpoint =
  | keyof typeof elementRecordEndpoints
  | "listElementLicences"
  | "addElementLicence"
  | "updateElementLicence"
  | "deleteElementLicence"
  | "listElementLinkedAssets"
  | "listElementSectionItems"
  | "addElementSectionItem"
  | "updateElementSectionItem"
  | "deleteElementSectionItem";

/**
 * The Element module: lists, profile, licences, linked assets, sections, logs and edit locks. (Its
 * documents tab is wired with the other documents tabs, in modules/documents.) `linkedAssets` is the
 * asset module's: element changes recompute the spots that contain the element.
 */
export function elementHandlers(
  db: Db,
  encryption: FieldEncryption,
  linkedAssets: LinkedAssets,
): Pick<Handlers, ElementEndpoint> {
  const elements = new ElementService(db, linkedAssets);
  const licences = new LicenceService(db, linkedAssets);
  const sections = new ElementSectionsService(db, encryption);
  /** Lock and log calls answer NotFound for an element that does not exist. */
  const existing = async (id: number) => (await findElementOrFail(db, id)).id;
  return {
    ...recordKindHandlers({
      singular: "Element",
      recordType: "element",
      db,
      existing,
      reads: elements,
      archives: elements,
      deletes: elements,
    }),
    listElements: ({ body }, context) => elements.list(body, false, context.now),
    listArchivedElements: ({ body }, context) => elements.list(body, true, context.now),
    createElement: ({ body }, context) => elements.create(body, recordContext(context)),
    updateElement: ({ params, body }, context) => elements.update(params.id, body, recordContext(context)),
    listElementLicences: ({ params }) => licences.list(params.id),
    addElementLicence: ({ params, body }, context) => licences.add(params.id, body, recordContext(context)),
    updateElementLicence: ({ params, body }, context) =>
      licences.update(params.licenceId, body, recordContext(context)),
    deleteElementLicence: ({ params }, context) => licences.delete(params.licenceId, recordContext(context)),
    listElementLinkedAssets: ({ params }) => elements.linkedAssets(params.id),
    listElementSectionItems: ({ params }, context) =>
      sections.list(params.section, params.ownerId, recordContext(context)),
    addElementSectionItem: ({ params, body }, context) =>
      sections.add(params.section, params.ownerId, body.data, recordContext(context)),
    updateElementSectionItem: ({ params, body }, context) =>
      sections.update(params.section, params.itemId, body, recordContext(context)),
    deleteElementSectionItem: ({ params }, context) =>
      sections.delete(params.section, params.itemId, recordContext(context)),
  };
}
