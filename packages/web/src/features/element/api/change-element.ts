import type { ElementCreateRequest, ElementUpdateRequest } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { useRecordChange } from "../../../ui/records/record-mutations";
import { elementKind } from "./element-kind";

/** `POST /Element` */
export function useCreateElement() {
  return useRecordChange(elementKind, (body: ElementCreateRequest) => api.createElement({ body }));
}

/** `PUT /Element/{id}` with the version it was loaded at. */
export function useUpdateElement(elementId: number) {
  return useRecordChange(elementKind, (body: ElementUpdateRequest) =>
    api.updateElement({ params: { id: elementId }, body }),
  );
}
