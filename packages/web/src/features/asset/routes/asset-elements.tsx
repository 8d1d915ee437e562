import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { assetElementsQueryOptions } from "../api/asset-elements";
import { LinkedElementsCard } from "../components/elements/linked-elements-card";
import { readRecordId } from "../../../lib/read-record-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const assetId = readRecordId(params.assetId);
    if (assetId !== null)
      await queryClient.ensureQueryData(assetElementsQueryOptions(assetId)).catch(() => null);
    return null;
  };
}

/** The elements tab: the elements linked to the asset, with Link and Remove. */
export function Component() {
  return <LinkedElementsCard />;
}
