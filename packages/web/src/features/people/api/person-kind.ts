import { api } from "../../../lib/api-client";
import { defineRecordKind } from "../../../ui/records/define-record-kind";
import { peopleKeys } from "./people-keys";

/**
 * People as the shared record pieces see them (`/People/...`). Sensitive section values always
 * arrive masked; with `canReveal` the caller may ask for one in full
 * (`POST /People/{section}/Reveal/{itemId}`, audited by the server). A changed person's name
 * shows in the reference pickers too.
 */
export const personKind = defineRecordKind("person", {
  keys: peopleKeys,
  sensitive: (answer) => (answer.canReveal ? "revealable" : "masked"),
  sections: {
    reveal: async (section, itemId, field) => {
      const answer = await api.revealPersonSecret({ params: { section, itemId }, body: { field } });
      return answer.value;
    },
  },
  touches: () => [peopleKeys.lookups()],
});
