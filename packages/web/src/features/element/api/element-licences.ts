import type { ElementLicenceInput } from "@rightsdesk/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { elementKeys } from "./element-keys";

/** The element's licences, by term start (`POST /Element/Licence/GetAll/{id}`). */
export const elementLicencesQueryOptions = ownedQueryOptions(elementKeys.licences, (id) =>
  api.listElementLicences({ params: { id } }),
);

export function useElementLicences(elementId: number) {
  return useQuery(elementLicencesQueryOptions(elementId));
}

/**
 * A licence changes the element's status and, through it, every asset it is linked to: the
 * element, its log, the lists and the asset pages follow.
 */
function useInvalidateLicences(elementId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: elementKeys.detail(elementId) }),
      queryClient.invalidateQueries({ queryKey: elementKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ["assets"] }),
    ]);
}

/** `POST /Element/Licence/Save/{id}` */
export function useAddElementLicence(elementId: number) {
  const invalidate = useInvalidateLicences(elementId);
  return useMutation({
    mutationFn: (licence: ElementLicenceInput) =>
      api.addElementLicence({ params: { id: elementId }, body: { licence } }),
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}

/** `PUT /Element/Licence/{licenceId}` with the version it was loaded at. */
export function useUpdateElementLicence(elementId: number) {
  const invalidate = useInvalidateLicences(elementId);
  return useMutation({
    mutationFn: ({
      licenceId,
      licence,
      version,
    }: {
      licenceId: number;
      licence: ElementLicenceInput;
      version: number;
    }) => api.updateElementLicence({ params: { licenceId }, body: { licence, version } }),
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}

/** `DELETE /Element/Licence/{licenceId}` */
export function useDeleteElementLicence(elementId: number) {
  const invalidate = useInvalidateLicences(elementId);
  return useMutation({
    mutationFn: (licenceId: number) => api.deleteElementLicence({ params: { licenceId } }),
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}
