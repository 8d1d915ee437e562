import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { elementKeys } from "./element-keys";

/** The assets and edit versions the element is in (`POST /Element/LinkedAssets/GetAll/{id}`). */
export const linkedAssetsQueryOptions = ownedQueryOptions(elementKeys.linkedAssets, (id) =>
  api.listElementLinkedAssets({ params: { id } }),
);

export function useLinkedAssets(elementId: number) {
  return useQuery(linkedAssetsQueryOptions(elementId));
}
