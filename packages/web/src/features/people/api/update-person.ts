import type { PersonRecord, PersonStatusRequest, PersonUpdateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "./people-keys";

/** A changed person: the new record in the cache, the lists, lookups and the person's log refreshed. */
async function takeChangedPerson(queryClient: QueryClient, person: PersonRecord) {
  queryClient.setQueryData(peopleKeys.detail(person.id), person);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: peopleKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: peopleKeys.lookups() }),
    queryClient.invalidateQueries({ queryKey: peopleKeys.logs(person.id) }),
  ]);
}

/** Saves a person's profile with the version it was loaded at (`PUT /People/{id}`). */
export function useUpdatePerson(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonUpdateRequest) => api.updatePerson({ params: { id: personId }, body }),
    onSuccess: (person: PersonRecord) => takeChangedPerson(queryClient, person),
    meta: { errorHandling: "local" },
  });
}

/** Sets a person's status (`POST /People/UpdateStatus/{id}`). */
export function useUpdatePersonStatus(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonStatusRequest) => api.updatePersonStatus({ params: { id: personId }, body }),
    onSuccess: (person: PersonRecord) => takeChangedPerson(queryClient, person),
    meta: { errorHandling: "local" },
  });
}

/** Moves a person to the archive list (`POST /People/Archive/{id}`). */
export function useArchivePerson(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.archivePerson({ params: { id: personId } }),
    onSuccess: (person: PersonRecord) => takeChangedPerson(queryClient, person),
    meta: { errorHandling: "local" },
  });
}

/** Brings an archived person back to the active list (`POST /People/Restore/{id}`). */
export function useRestorePerson(personId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.restorePerson({ params: { id: personId } }),
    onSuccess: (person: PersonRecord) => takeChangedPerson(queryClient, person),
    meta: { errorHandling: "local" },
  });
}
