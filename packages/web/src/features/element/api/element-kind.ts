import type { ElementDetail } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { paths } from "../../../routing/paths";
import type { RecordKind } from "../../../ui/records/record-kind";
import { elementKeys } from "./element-keys";

/**
 * Elements as the shared record pieces see them (`/Element/...`). The asset pages show an
 * element's status and earliest expiration too, so a change refreshes them.
 */
export const elementKind: RecordKind<ElementDetail> = {
  type: "element",
  module: "Element",
  documentOwner: "element",
  nouns: { singular: "element", plural: "Elements" },
  param: "elementId",
  keys: elementKeys,
  listHref: () => paths.app.elements.all.getHref(),
  get: (id) => api.getElementById({ params: { id } }),
  isArchived: (element) => element.archivedAt !== null,
  archive: (id) => api.archiveElement({ params: { id } }),
  restore: (id) => api.restoreElement({ params: { id } }),
  remove: (id) => api.deleteElement({ params: { id } }),
  lock: {
    status: (client, id) => client.getElementLockStatus({ params: { id } }),
    take: (client, id) => client.lockElement({ params: { id } }),
    extend: (client, id) => client.extendElementLock({ params: { id } }),
    release: (client, id) => client.releaseElementLock({ params: { id } }),
  },
  logs: (id, body) => api.listElementLogs({ params: { id }, body }),
  documents: {
    list: (elementId) => api.listElementDocuments({ params: { elementId } }),
    save: (elementId, body) => api.saveElementDocument({ params: { elementId }, body }),
    remove: (documentId) => api.deleteElementDocument({ params: { documentId } }),
    download: (documentId) => api.downloadElementDocument({ params: { documentId } }),
  },
  sections: {
    list: async (ownerId, section) => {
      const answer = await api.listElementSectionItems({ params: { section, ownerId } });
      return { records: answer.records, sensitive: "full" };
    },
    add: (ownerId, section, data) =>
      api.addElementSectionItem({ params: { section, ownerId }, body: { data } }),
    update: (section, itemId, data, version) =>
      api.updateElementSectionItem({ params: { section, itemId }, body: { data, version } }),
    remove: (section, itemId) => api.deleteElementSectionItem({ params: { section, itemId } }),
  },
  touches: () => [["assets"]],
};
