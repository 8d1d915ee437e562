import type { ClearanceRequest } from "@rightsdesk/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * "Can it air?" (`POST /Asset/Clearance/{id}`): asked on demand, answered for that question
 * only, so a mutation rather than a cached query.
 */
export function useAssetClearance(assetId: number) {
  return useMutation({
    mutationFn: (body: ClearanceRequest) => api.getAssetClearance({ params: { id: assetId }, body }),
    meta: { errorHandling: "local" },
  });
}
