import type { PersonRecord } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { paths } from "../../../routing/paths";
import type { RecordKind } from "../../../ui/records/record-kind";
import { peopleKeys } from "./people-keys";

/**
 * People as the shared record pieces see them (`/People/...`). Sensitive section values always
 * arrive masked; with `canReveal` the caller may ask for one in full
 * (`POST /People/{section}/Reveal/{itemId}`, audited by the server). A changed person's name
 * shows in the reference pickers too.
 */
export const personKind: RecordKind<PersonRecord> = {
  type: "person",
  module: "People",
  documentOwner: "people",
  nouns: { singular: "person", plural: "People" },
  param: "peopleId",
  keys: peopleKeys,
  listHref: () => paths.app.people.all.getHref(),
  get: (id) => api.getPersonById({ params: { id } }),
  isArchived: (person) => person.archivedAt !== null,
  archive: (id) => api.archivePerson({ params: { id } }),
  restore: (id) => api.restorePerson({ params: { id } }),
  remove: (id) => api.deletePerson({ params: { id } }),
  lock: {
    status: (client, id) => client.getPersonLockStatus({ params: { id } }),
    take: (client, id) => client.lockPerson({ params: { id } }),
    extend: (client, id) => client.extendPersonLock({ params: { id } }),
    release: (client, id) => client.releasePersonLock({ params: { id } }),
  },
  logs: (id, body) => api.listPersonLogs({ params: { id }, body }),
  documents: {
    list: (personId) => api.listPersonDocuments({ params: { personId } }),
    save: (personId, body) => api.savePersonDocument({ params: { personId }, body }),
    remove: (documentId) => api.deletePersonDocument({ params: { documentId } }),
    download: (documentId) => api.downloadPersonDocument({ params: { documentId } }),
  },
  sections: {
    list: async (personId, section) => {
      const answer = await api.listPersonSectionItems({ params: { section, personId } });
      return { records: answer.records, sensitive: answer.canReveal ? "revealable" : "masked" };
    },
    add: (personId, section, data) =>
      api.addPersonSectionItem({ params: { section, personId }, body: { data } }),
    update: (section, itemId, data, version) =>
      api.updatePersonSectionItem({ params: { section, itemId }, body: { data, version } }),
    remove: (section, itemId) => api.deletePersonSectionItem({ params: { section, itemId } }),
    reveal: async (section, itemId, field) => {
      const answer = await api.revealPersonSecret({ params: { section, itemId }, body: { field } });
      return answer.value;
    },
  },
  touches: () => [peopleKeys.lookups()],
};
