import type { PersonStatusRequest, PersonUpdateRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { useRecordChange } from "../../../ui/records/record-mutations";
import { personKind } from "./person-kind";

/** Saves a person's profile with the version it was loaded at (`PUT /People/{id}`). */
export function useUpdatePerson(personId: number) {
  return useRecordChange(personKind, (body: PersonUpdateRequest) =>
    api.updatePerson({ params: { id: personId }, body }),
  );
}

/** Sets a person's status (`POST /People/UpdateStatus/{id}`). */
export function useUpdatePersonStatus(personId: number) {
  return useRecordChange(personKind, (body: PersonStatusRequest) =>
    api.updatePersonStatus({ params: { id: personId }, body }),
  );
}
