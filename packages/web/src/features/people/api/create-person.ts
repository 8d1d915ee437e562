import type { PersonCreateRequest, PersonRecord } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "./people-keys";

/** Creates a person, with a first address when one is given (`POST /People`). */
export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonCreateRequest) => api.createPerson({ body }),
    onSuccess: async (person: PersonRecord) => {
      queryClient.setQueryData(peopleKeys.detail(person.id), person);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleKeys.lists() }),
        // A new name shows up in the reference pickers too.
        queryClient.invalidateQueries({ queryKey: peopleKeys.lookups() }),
      ]);
    },
    meta: { errorHandling: "local" },
  });
}
