import type { PersonCreateRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { useRecordChange } from "../../../ui/records/record-mutations";
import { personKind } from "./person-kind";

/** Creates a person, with a first address when one is given (`POST /People`). */
export function useCreatePerson() {
  return useRecordChange(personKind, (body: PersonCreateRequest) => api.createPerson({ body }));
}
