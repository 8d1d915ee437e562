import type { ElementCreateRequest, ElementDetail, ElementUpdateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { elementKeys } from "./element-keys";

/** A changed element: the new record in the cache, the lists and its log refreshed. */
async function takeChangedElement(queryClient: QueryClient, element: ElementDetail) {
  queryClient.setQueryData(elementKeys.detail(element.id), element);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: elementKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: elementKeys.logs(element.id) }),
    // The asset pages show the element's status and earliest expiration too.
    queryClient.invalidateQueries({ queryKey: ["assets"] }),
  ]);
}

/** `POST /Element` */
export function useCreateElement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ElementCreateRequest) => api.createElement({ body }),
    onSuccess: (element: ElementDetail) => takeChangedElement(queryClient, element),
    meta: { errorHandling: "local" },
  });
}

/** `PUT /Element/{id}` with the version it was loaded at. */
export function useUpdateElement(elementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ElementUpdateRequest) => api.updateElement({ params: { id: elementId }, body }),
    onSuccess: (element: ElementDetail) => takeChangedElement(queryClient, element),
    meta: { errorHandling: "local" },
  });
}

/** `POST /Element/Archive/{id}` */
export function useArchiveElement(elementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.archiveElement({ params: { id: elementId } }),
    onSuccess: (element: ElementDetail) => takeChangedElement(queryClient, element),
    meta: { errorHandling: "local" },
  });
}

/** `POST /Element/Restore/{id}` */
export function useRestoreElement(elementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.restoreElement({ params: { id: elementId } }),
    onSuccess: (element: ElementDetail) => takeChangedElement(queryClient, element),
    meta: { errorHandling: "local" },
  });
}

/** `DELETE /Element/{id}` */
export function useDeleteElement(elementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.deleteElement({ params: { id: elementId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: elementKeys.detail(elementId) });
      await queryClient.invalidateQueries({ queryKey: elementKeys.lists() });
    },
    meta: { errorHandling: "local" },
  });
}
