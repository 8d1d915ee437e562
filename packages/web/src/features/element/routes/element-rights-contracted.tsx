import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { elementLicencesQueryOptions } from "../api/element-licences";
import { LicencesCard } from "../components/licences/licences-card";
import { readRecordId } from "../../../lib/read-record-id";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const elementId = readRecordId(params.elementId);
    if (elementId !== null)
      await queryClient.ensureQueryData(elementLicencesQueryOptions(elementId)).catch(() => null);
    return null;
  };
}

/** The rights-contracted tab: the element's licences. */
export function Component() {
  return <LicencesCard />;
}
